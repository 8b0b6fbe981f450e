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

/** The refusals of an OAuth2 client's registration (System › OAuth clients, issue #36). */
export const OAUTH_CLIENT_TEXTS = defineMessages('oauthClient', {
  redirectUriInvalid: {
    en_US: 'Redirect URIs must be absolute http(s) addresses without a fragment',
    zh_CN: '回调地址必须是不带片段（#）的完整 http(s) 地址',
  },
  redirectUriRequired: { en_US: 'The authorization code grant needs at least one redirect URI', zh_CN: '授权码模式至少需要一个回调地址' },
  grantTypeInvalid: {
    en_US: 'A public client may use only the authorization code and refresh token grants',
    zh_CN: '公开客户端只能使用授权码和刷新令牌模式',
  },
  methodInvalid: {
    en_US: 'A public client authenticates with none; a confidential one with client_secret_basic or client_secret_post',
    zh_CN: '公开客户端的认证方式为 none；机密客户端为 client_secret_basic 或 client_secret_post',
  },
  scopeInvalid: { en_US: 'Unknown scope: {scope}', zh_CN: '未知的授权范围：{scope}' },
  clientIdTaken: { en_US: 'The client ID is taken', zh_CN: '客户端 ID 已被占用' },
  publicHasNoSecret: { en_US: 'A public client has no secret', zh_CN: '公开客户端没有密钥' },
});

/** An OAuth2 client registration message: `oauthClientMessage('scopeInvalid', { scope })`. */
export const oauthClientMessage = messageMaker('oauthClient', OAUTH_CLIENT_TEXTS);
