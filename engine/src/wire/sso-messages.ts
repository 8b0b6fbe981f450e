// Messages of single sign-on (issue #36): OIDC / OAuth2 and CAS sign-in and their settings, in both languages.
import { defineMessages, messageMaker } from './message.ts';

export const SSO_TEXTS = defineMessages('sso', {
  // Spec §8: missing OAuth2 settings.
  incomplete: { en_US: 'SSO configuration is incomplete', zh_CN: '单点登录配置不完整' },
  stateInvalid: { en_US: 'The sign-in request is invalid or has expired, please sign in again', zh_CN: '登录请求无效或已过期，请重新登录' },
  rejected: { en_US: 'The identity provider did not confirm the sign-in', zh_CN: '身份提供方未确认此次登录' },
  ticketInvalid: { en_US: 'The CAS ticket is invalid or has expired', zh_CN: 'CAS 票据无效或已过期' },
  unknownUser: { en_US: 'No account of this enterprise matches the signed-in identity', zh_CN: '本企业没有与该身份对应的账号' },
  ambiguousUser: { en_US: 'Several accounts match the signed-in identity', zh_CN: '有多个账号与该身份对应' },
  claimMissing: { en_US: 'The identity provider did not send the claim {claim}', zh_CN: '身份提供方未返回声明 {claim}' },
  usernameTaken: { en_US: 'The account name {username} is already used', zh_CN: '账号 {username} 已被使用' },
  providerUnreachable: { en_US: 'The identity provider cannot be reached', zh_CN: '无法连接身份提供方' },
  serviceForeign: { en_US: 'The service is not an address of this console', zh_CN: '服务地址不是本系统的地址' },
  urlInvalid: { en_US: 'The address must be an http or https URL', zh_CN: '地址必须是 http 或 https URL' },
  identityTaken: { en_US: 'This identity is already bound to another account', zh_CN: '该身份已绑定其他账号' },
  provisionIncomplete: {
    en_US: 'Choose the department and the role that provisioned users get', zh_CN: '请选择自动创建的用户所属的部门和角色',
  },
});

/** A single sign-on message: `ssoMessage('incomplete')`. */
export const ssoMessage = messageMaker('sso', SSO_TEXTS);
