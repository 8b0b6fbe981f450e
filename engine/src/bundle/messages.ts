// Messages of app bundles (reading, checking, planning and installing them) in both languages.
import { defineMessages, messageMaker, type Message } from '../wire/message.ts';

export const BUNDLE_TEXTS = defineMessages('bundle', {
  manifestMissing: { en_US: 'The bundle has no manifest.json', zh_CN: '应用包缺少 manifest.json' },
  jsonMalformed: { en_US: 'The file {label} is not valid JSON', zh_CN: '文件 {label} 不是有效的 JSON' },
  formatUnsupported: { en_US: 'The bundle format version {label} is not supported by this platform', zh_CN: '本平台不支持应用包格式版本 {label}' },
  fileNameUnsafe: { en_US: 'The file name {label} is not allowed in a bundle', zh_CN: '应用包中不允许文件名 {label}' },
  kindUnknown: { en_US: 'The file {label} is of a kind an app cannot own', zh_CN: '文件 {label} 的类型不属于应用可拥有的类型' },
  codeUnsafe: { en_US: 'The code {label} contains path characters (/, \\, .., :) or control characters', zh_CN: '编码 {label} 含有路径字符（/、\\、..、:）或控制字符' },
  fileCodeMismatch: { en_US: 'The file {label} does not hold the item its name says', zh_CN: '文件 {label} 的内容与其文件名不符' },
  itemInvalid: { en_US: 'The file {label} does not match its schema: {detail}', zh_CN: '文件 {label} 不符合其结构定义：{detail}' },
  groupNotOwned: { en_US: 'The item {label} belongs to the app group {target}, which is not in the bundle', zh_CN: '条目 {label} 属于应用分组 {target}，该分组不在应用包中' },
  referenceMissing: { en_US: 'The item {label} refers to {target}, which is neither in the bundle nor installed', zh_CN: '条目 {label} 引用的 {target} 既不在应用包中也未安装' },
  parentCycle: { en_US: 'The item {label} is its own ancestor: its parents form a cycle', zh_CN: '条目 {label} 是其自身的上级：上级关系形成了循环' },
  codeCollision: { en_US: 'The item {label} is already installed by the app {target}', zh_CN: '条目 {label} 已由应用 {target} 安装' },
  recordsTableUnknown: { en_US: 'The seed records of {label} are not for a table model of the bundle', zh_CN: '{label} 的初始数据不属于应用包中的表模型' },
  recordsColumnUnknown: { en_US: 'A seed record of {label} has the field {target}, which is not a column of the table', zh_CN: '{label} 的一条初始数据含有字段 {target}，该字段不是表的列' },
  recordsIdMissing: { en_US: 'A seed record of {label} has no id', zh_CN: '{label} 的一条初始数据没有 id' },
  bpmnUnsafe: { en_US: 'The process template {label} declares a DOCTYPE or an entity, which bundles may not contain', zh_CN: '流程模板 {label} 声明了 DOCTYPE 或实体，应用包中不允许' },
  archiveTooLarge: { en_US: 'The bundle is larger than the limit of {n} bytes', zh_CN: '应用包超过了 {n} 字节的上限' },
  archiveTooManyFiles: { en_US: 'The bundle has more than {n} files', zh_CN: '应用包的文件超过 {n} 个' },
  archiveInvalid: { en_US: 'The bundle is not a readable zip archive', zh_CN: '应用包不是可读取的 zip 压缩文件' },
  scriptsForbidden: { en_US: 'The item {label} brings scripts, which this platform does not allow (ALLOW_EDIT_SCRIPT is off); nothing was installed', zh_CN: '条目 {label} 含有脚本，本平台不允许脚本（ALLOW_EDIT_SCRIPT 已关闭），未安装任何内容' },
  dataLoss: { en_US: 'Installing would lose data of the table {label}; confirm with force to go ahead', zh_CN: '安装会丢失表 {label} 的数据，确认后使用强制安装' },
  notInstalled: { en_US: 'The app {label} is not installed', zh_CN: '应用 {label} 未安装' },
  alreadyInstalled: { en_US: 'The app {label} is already installed; update it instead', zh_CN: '应用 {label} 已安装，请使用更新' },
  nothingToRollBack: { en_US: 'The app {label} has no previous version to roll back to', zh_CN: '应用 {label} 没有可回滚的上一版本' },
  platformUnsupported: { en_US: 'The bundle needs platform version {label}; this platform is {target}', zh_CN: '应用包需要平台版本 {label}，本平台为 {target}' },
  dependencyMissing: { en_US: 'The bundle needs the app {label} in version {target}', zh_CN: '应用包需要应用 {label} 的 {target} 版本' },
  appUnknown: { en_US: 'No app has the code {label}', zh_CN: '没有编码为 {label} 的应用' },
  marketVersionUnknown: { en_US: 'The market has no version {target} of the app {label}', zh_CN: '应用市场没有应用 {label} 的 {target} 版本' },
  marketVersionNotNewer: { en_US: 'The version {target} of the app {label} is not newer than the last one published', zh_CN: '应用 {label} 的版本 {target} 不比已发布的最新版本新' },
  marketAppNotOwned: { en_US: 'The app {label} was published to this market by another enterprise', zh_CN: '应用 {label} 已由其他企业发布到本应用市场' },
  marketUnreachable: { en_US: 'The app market {label} cannot be reached', zh_CN: '无法访问应用市场 {label}' },
  marketChecksumMismatch: { en_US: 'The download of {label} does not match the checksum in the market catalogue; nothing was installed', zh_CN: '{label} 的下载内容与应用市场目录中的校验和不符，未安装任何内容' },
  marketBundleMismatch: { en_US: 'The download of {label} holds another app or version ({target})', zh_CN: '{label} 的下载内容是其他应用或版本（{target}）' },
});

const bundle = messageMaker('bundle', BUNDLE_TEXTS);
type Key = keyof typeof BUNDLE_TEXTS;
const labelled = (key: Key) => (label: string): Message => bundle(key, { label });

/** Every bundle message, as data. */
export const BUNDLE_MESSAGES = {
  manifestMissing: bundle('manifestMissing'),
  jsonMalformed: labelled('jsonMalformed'),
  formatUnsupported: labelled('formatUnsupported'),
  fileNameUnsafe: labelled('fileNameUnsafe'),
  kindUnknown: labelled('kindUnknown'),
  codeUnsafe: labelled('codeUnsafe'),
  fileCodeMismatch: labelled('fileCodeMismatch'),
  itemInvalid: (label: string, detail: string): Message => bundle('itemInvalid', { label, detail }),
  groupNotOwned: (label: string, target: string): Message => bundle('groupNotOwned', { label, target }),
  referenceMissing: (label: string, target: string): Message => bundle('referenceMissing', { label, target }),
  parentCycle: (label: string): Message => bundle('parentCycle', { label }),
  codeCollision: (label: string, target: string): Message => bundle('codeCollision', { label, target }),
  recordsTableUnknown: labelled('recordsTableUnknown'),
  recordsColumnUnknown: (label: string, target: string): Message => bundle('recordsColumnUnknown', { label, target }),
  recordsIdMissing: labelled('recordsIdMissing'),
  bpmnUnsafe: labelled('bpmnUnsafe'),
  archiveTooLarge: (n: number): Message => bundle('archiveTooLarge', { n }),
  archiveTooManyFiles: (n: number): Message => bundle('archiveTooManyFiles', { n }),
  archiveInvalid: bundle('archiveInvalid'),
  scriptsForbidden: labelled('scriptsForbidden'),
  dataLoss: labelled('dataLoss'),
  notInstalled: labelled('notInstalled'),
  alreadyInstalled: labelled('alreadyInstalled'),
  nothingToRollBack: labelled('nothingToRollBack'),
  platformUnsupported: (label: string, target: string): Message => bundle('platformUnsupported', { label, target }),
  dependencyMissing: (label: string, target: string): Message => bundle('dependencyMissing', { label, target }),
  appUnknown: labelled('appUnknown'),
  marketVersionUnknown: (label: string, target: string): Message => bundle('marketVersionUnknown', { label, target }),
  marketVersionNotNewer: (label: string, target: string): Message => bundle('marketVersionNotNewer', { label, target }),
  marketAppNotOwned: labelled('marketAppNotOwned'),
  marketUnreachable: labelled('marketUnreachable'),
  marketChecksumMismatch: labelled('marketChecksumMismatch'),
  marketBundleMismatch: (label: string, target: string): Message => bundle('marketBundleMismatch', { label, target }),
} as const;

/** A problem found in a bundle: where (a file or item) and the message. */
export interface BundleProblem {
  path: string;
  message: Message;
}
