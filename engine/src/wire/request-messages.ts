// Refusals of a request's shape the server words itself (beyond the platform's MESSAGES): each names what was wrong.
import { defineMessages, messageMaker } from './message.ts';

export const REQUEST_TEXTS = defineMessages('request', {
  detail: { en_US: 'Invalid request: {detail}', zh_CN: '请求参数不正确：{detail}' },
  notAnId: { en_US: 'Invalid request: not an id', zh_CN: '请求参数不正确：不是有效的 ID' },
  numberOutOfRange: { en_US: 'Invalid request: a number is out of range', zh_CN: '请求参数不正确：数值超出范围' },
  unknownRoleJobDepart: { en_US: 'Invalid request: unknown role, job or department', zh_CN: '请求参数不正确：角色、职务或部门不存在' },
  mainDepartOutside: {
    en_US: "Invalid request: the main department must be one of the user's departments",
    zh_CN: '请求参数不正确：主部门必须是用户所属部门之一',
  },
  unknownMenuItem: { en_US: 'Invalid request: unknown menu item', zh_CN: '请求参数不正确：菜单项不存在' },
  unreadableEncrypted: { en_US: 'Invalid request: the encrypted value cannot be read', zh_CN: '请求参数不正确：加密的值无法读取' },
});

/** A request refusal: `requestMessage('detail', { detail })`. */
export const requestMessage = messageMaker('request', REQUEST_TEXTS);
