// Messages of extension modules (issue #39 item 1): why a module in MODULES_DIR was skipped, and the refusals of its
// console bundle, in both languages.
import { defineMessages, messageMaker } from './message.ts';

export const EXT_TEXTS = defineMessages('ext', {
  badName: { en_US: 'The module folder {name} is not a module name (a lower-case code of 2 to 40 letters, digits and dashes)', zh_CN: '模块目录 {name} 不是合法的模块名（2 到 40 位小写字母、数字和连字符）' },
  badManifest: { en_US: 'module.json is missing or invalid: {detail}', zh_CN: 'module.json 缺失或无效：{detail}' },
  nameMismatch: { en_US: 'module.json names {name}, not its folder', zh_CN: 'module.json 的名称 {name} 与其目录不一致' },
  noServer: { en_US: 'The module has no server/index.ts', zh_CN: '模块缺少 server/index.ts' },
  noSetup: { en_US: 'server/index.ts exports no default setup function', zh_CN: 'server/index.ts 没有默认导出安装函数' },
  importFailed: { en_US: 'The module could not be loaded: {detail}', zh_CN: '模块加载失败：{detail}' },
  noAccess: { en_US: 'The route {route} declares no access', zh_CN: '路由 {route} 未声明访问权限' },
  badRoute: { en_US: 'The route {route} is not valid: {detail}', zh_CN: '路由 {route} 无效：{detail}' },
  duplicateRoute: { en_US: 'The route {route} is declared twice', zh_CN: '路由 {route} 重复声明' },
  webFailed: { en_US: 'The console part (web/index.tsx) could not be built: {detail}', zh_CN: '模块的控制台部分（web/index.tsx）构建失败：{detail}' },
  ticketRequired: { en_US: "A valid ticket for the module's console part is required", zh_CN: '需要有效的模块控制台票据' },
});

/** An extension module message: `extMessage('noAccess', { route })`. */
export const extMessage = messageMaker('ext', EXT_TEXTS);
