// The core of the wire contract shared by server and console: the response envelope, the languages, the message
// catalogue's mechanism with the platform's own messages, and the console's texts (spec §7, §8). The domains'
// catalogues are added by index.ts; the console's first script takes this file alone (issue #40 item 3).

import type { Language } from './language.ts';
import { defineMessages, messageMaker } from './message.ts';

export * from './language.ts';

export const SUCCESS_CODE = '200';

export interface Envelope<T = unknown> {
  success: boolean;
  /** '200' on success, otherwise the HTTP status as a string. */
  code: string;
  message: string;
  result: T;
  timestamp: number;
}

/** Messages a user can meet, in the spec's words (English) with their Chinese text. */
export const MESSAGES = {
  unauthorized: { en_US: 'Unauthorized, please log in again', zh_CN: '未授权，请重新登录' },
  loginExpired: { en_US: 'Sorry, login has expired, please log in again', zh_CN: '很抱歉，登录已过期，请重新登录' },
  accessDenied: { en_US: 'access denied', zh_CN: '拒绝访问' },
  permissionDenied: { en_US: 'permission denied', zh_CN: '没有权限' },
  notFound: { en_US: 'Sorry, resource not found', zh_CN: '很抱歉，资源未找到' },
  serverError: { en_US: 'An error occurred. Please try again later', zh_CN: '出现错误，请稍后再试' },
  networkTimeout: { en_US: 'network timeout', zh_CN: '网络超时' },
  databaseBusy: { en_US: 'The database is busy, please try again later', zh_CN: '数据库繁忙，请稍后再试' },
  operationSuccess: { en_US: 'Operation is successful', zh_CN: '操作成功' },
  operationFailure: { en_US: 'The operation failure', zh_CN: '操作失败' },
  badRequest: { en_US: 'Invalid request', zh_CN: '请求参数不正确' },
  versionRequired: { en_US: 'The version of the item you edited is required', zh_CN: '缺少所编辑条目的版本号，请刷新后重试' },
  restoreReferenceGone: {
    en_US: 'That version refers to something deleted since (a parent menu, say); restore or recreate it first',
    zh_CN: '该版本引用的内容已被删除（例如上级菜单），请先恢复或重新创建它',
  },
  loginFailed: { en_US: 'Login failed', zh_CN: '登录失败' },
  badCredentials: { en_US: 'Incorrect username or password', zh_CN: '用户名或密码错误' },
  captchaRequired: { en_US: 'Please enter the verification code', zh_CN: '请输入验证码' },
  captchaInvalid: { en_US: 'Verification code error', zh_CN: '验证码错误' },
  accountLocked: {
    en_US: 'Too many failed logins, the account is locked, please try again later',
    zh_CN: '登录失败次数过多，账号已锁定，请稍后再试',
  },
  tooManyAttempts: { en_US: 'Too many failed logins, please try again later', zh_CN: '登录失败次数过多，请稍后再试' },
  accountFrozen: { en_US: 'The account is frozen', zh_CN: '该用户已冻结' },
  passwordsInconsistent: { en_US: 'The two passwords are inconsistent', zh_CN: '两次输入的密码不一致' },
  passwordWeak: { en_US: 'Insufficient password strength', zh_CN: '密码强度不够' },
  oldPasswordWrong: { en_US: 'Old password is incorrect', zh_CN: '旧密码输入错误' },
  passwordChangeRequired: { en_US: 'Please change your password first', zh_CN: '请先修改密码' },
  tooManyRequests: { en_US: 'Too many requests, please try again later', zh_CN: '请求过于频繁，请稍后再试' },
  smsNotSent: { en_US: 'The text message could not be sent; please try again later', zh_CN: '短信发送失败，请稍后再试' },
  phoneInvalid: { en_US: 'phone number is incorrect', zh_CN: '手机号码格式不正确' },
  // Identity administration (users, roles, organisations, permissions).
  accountExists: { en_US: 'Account already exists', zh_CN: '用户账号已存在' },
  mailboxExists: { en_US: 'Mailbox already exists', zh_CN: '邮箱已存在' },
  phoneExists: { en_US: 'Phone number already exists', zh_CN: '手机号已存在' },
  workNoExists: { en_US: 'Work number already exists', zh_CN: '工号已存在' },
  codeRepeated: { en_US: 'Code cannot be repeated', zh_CN: '编码不能重复' },
  roleCodeChinese: { en_US: 'Role code cannot contain Chinese characters', zh_CN: '角色编码不能包含中文' },
  valueAvailable: { en_US: 'The value is available', zh_CN: '该值可用' },
  valueUnavailable: { en_US: 'The value is unavailable and already exists in the system', zh_CN: '该值不可用，系统中已存在' },
  duplicateCheckRefused: { en_US: 'This value cannot be checked', zh_CN: '该字段不支持校验' },
  orgQueryFailed: { en_US: 'organization query failed', zh_CN: '机构查询失败' },
  relationTreeQueryFailed: { en_US: 'relation tree query failed', zh_CN: '关系树查询失败' },
  lastRootNode: { en_US: 'The last root node cannot be deleted', zh_CN: '最后一个根节点不能删除' },
  nodeHasChildren: { en_US: 'Delete the child nodes first', zh_CN: '请先删除子节点' },
  orgParentInvalid: { en_US: 'An organisation cannot be placed under a department or itself', zh_CN: '机构不能挂在部门或自身下' },
  orgLeaderInvalid: { en_US: 'The leader must be an active user', zh_CN: '负责人必须是有效用户' },
  cannotFreezeSelf: { en_US: 'You cannot freeze your own account', zh_CN: '不能冻结自己的账号' },
  cannotDeleteSelf: { en_US: 'You cannot delete your own account', zh_CN: '不能删除自己的账号' },
  cannotRemoveOwnConsoleRole: { en_US: 'You cannot remove your own console role', zh_CN: '不能移除自己的后台角色' },
  notDepartMember: { en_US: 'The user is not a member of this department', zh_CN: '用户不属于该部门' },
  outsideDepartPermission: {
    en_US: 'A department role can only be granted the permissions of its department',
    zh_CN: '部门角色只能授予本部门拥有的权限',
  },
  dataRuleInvalid: { en_US: 'The data rule is invalid', zh_CN: '数据规则无效' },
  menuParentInvalid: { en_US: 'The parent menu is invalid', zh_CN: '上级菜单无效' },
  scriptForbidden: { en_US: 'The current environment prohibits this operation', zh_CN: '当前环境禁止该操作' },
  staleVersion: {
    en_US: 'This data was changed by someone else since you opened it; reload and try again',
    zh_CN: '数据已被他人修改，请刷新后重试',
  },
  demoGeneralAccount: { en_US: 'General user', zh_CN: '普通用户' },
  demoDisabled: { en_US: 'Disabled in the experience environment', zh_CN: '体验环境已禁用' },
  // Enterprise registration and phone-code login (issue #34).
  registrationClosed: { en_US: 'Enterprise registration is closed', zh_CN: '企业注册已关闭' },
  inviteCodeInvalid: { en_US: 'The invitation code is invalid', zh_CN: '邀请码无效' },
  enterpriseCodeExists: { en_US: 'Enterprise code already exists', zh_CN: '企业编码已存在' },
  enterpriseCodeInvalid: {
    en_US: 'The enterprise code must be 2 to 32 letters, digits or underscores, starting with a letter',
    zh_CN: '企业编码须为2到32位字母、数字或下划线，并以字母开头',
  },
  smsCodeInvalid: { en_US: 'The SMS verification code is wrong or has expired', zh_CN: '短信验证码错误或已过期' },
  // General registration, password reset and the operator's enterprises (issue #34 items 2, 4, 5).
  joinRefused: {
    en_US: 'The enterprise does not exist, does not accept registration, or the invitation link is invalid',
    zh_CN: '企业不存在、不接受注册，或邀请链接无效',
  },
  registrationPending: { en_US: 'Your registration is waiting for the administrator\'s approval', zh_CN: '您的注册正在等待管理员审核' },
  notPending: { en_US: 'The user is not waiting for approval', zh_CN: '该用户不在待审核状态' },
  resetSent: {
    en_US: 'If an account has this address, a message with a reset link has been sent to it',
    zh_CN: '如果存在使用该地址的账号，重置链接已发送',
  },
  resetTokenInvalid: { en_US: 'The reset link is invalid or has expired', zh_CN: '重置链接无效或已过期' },
  mailInvalid: { en_US: 'The e-mail address is incorrect', zh_CN: '邮箱格式不正确' },
  enterpriseFrozen: { en_US: 'The enterprise is frozen', zh_CN: '该企业已冻结' },
  enterpriseNotFound: { en_US: 'The enterprise does not exist', zh_CN: '企业不存在' },
  cannotFreezeEnterprise: {
    en_US: 'The default enterprise and the operator\'s own enterprise cannot be frozen',
    zh_CN: '默认企业和运营者所在企业不能冻结',
  },
  enterpriseNotFrozen: { en_US: 'Only a frozen enterprise can be deleted', zh_CN: '只能删除已冻结的企业' },
  deleteConfirmMismatch: { en_US: 'Type the enterprise code to confirm the deletion', zh_CN: '请输入企业编码以确认删除' },
  phoneAmbiguous: {
    en_US: 'Several accounts use this phone number, please sign in with the account',
    zh_CN: '该手机号对应多个账号，请使用账号登录',
  },
  // Table models: the create / sync confirmations and the state errors of spec §4 and §8.
  confirmCreateTable: {
    en_US: 'Create the database table of this model? The table gets the fields of the model.',
    zh_CN: '确定要根据此模型创建数据库表吗？',
  },
  confirmSyncTable: {
    en_US: 'Sync the database table with this model? Fields are added and widened to match the model.',
    zh_CN: '确定要将数据库表与此模型同步吗？',
  },
  tableExists: { en_US: 'The table already exists, please run sync', zh_CN: '表已存在，请执行同步' },
  tableMissing: { en_US: 'The table does not exist, please run create', zh_CN: '表不存在，请先创建表' },
  // Templates: publishing one (enabling it) makes it what designs start from.
  confirmPublishTemplate: {
    en_US: 'Publish this template? Designers can then start forms and pages from it.',
    zh_CN: '确定发布此模板吗？发布后设计人员可基于它创建表单和页面。',
  },
  // Spec §8: any failure of an upload or a download (refused kind, too large, store error); nothing is kept.
  fileFailed: { en_US: 'file upload or download failed', zh_CN: '文件上传或下载失败' },
} as const satisfies Record<string, Record<Language, string>>;

export type MessageKey = keyof typeof MESSAGES;

// The platform catalogue is part of the one catalogue, as m.<key> (the console's keys of these texts).
defineMessages('m', MESSAGES);

/** A platform message as a catalogue message: `platformMessage('codeRepeated')` is `m.codeRepeated`. */
export const platformMessage = messageMaker('m', MESSAGES);

/** Password rule of §5: at least 8 characters mixing digits, upper and lower case and special characters. */
export function isStrongPassword(password: string): boolean {
  return (
    password.length >= 8 &&
    /\d/.test(password) &&
    /[a-z]/.test(password) &&
    /[A-Z]/.test(password) &&
    /[^A-Za-z0-9]/.test(password)
  );
}
export * from './message.ts';
export * from './texts.ts';
