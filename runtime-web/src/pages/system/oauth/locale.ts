// The client registration screen's texts, registered when its chunk loads.
import { addTexts } from '../../../components/crud/locale.ts';

const zhCN = {
  'oauthClient.title': '客户端注册',
  'oauthClient.add': '注册客户端',
  'oauthClient.edit': '编辑客户端',
  'oauthClient.delete': '删除',
  'oauthClient.deleteConfirm': '删除后它的令牌立即失效，确定删除？',
  'oauthClient.clientId': '客户端 ID',
  'oauthClient.clientIdHint': '留空则自动生成',
  'oauthClient.clientName': '客户端名称',
  'oauthClient.clientSecretType': '密钥类型',
  'oauthClient.confidential': '机密客户端（有密钥）',
  'oauthClient.public': '公开客户端（无密钥，授权码 + PKCE）',
  'oauthClient.clientAuthenticationMethods': '客户端认证方式',
  'oauthClient.authorizationGrantTypes': '授权类型',
  'oauthClient.redirectUris': '回调地址（每行一个，完全匹配）',
  'oauthClient.scopes': '范围（OIDC 范围与权限编码）',
  'oauthClient.secretTitle': '客户端密钥',
  'oauthClient.secretOnce': '密钥只显示这一次，请立即保存；平台只保存它的摘要。',
  'oauthClient.actions': '操作',
  'oauthClient.resetSecret': '重置密钥',
  'oauthClient.resetSecretConfirm': '旧密钥和用它取得的令牌立即失效，确定重置？',
};

const enUS: Record<keyof typeof zhCN, string> = {
  'oauthClient.title': 'Client registration',
  'oauthClient.add': 'Register client',
  'oauthClient.edit': 'Edit client',
  'oauthClient.delete': 'Delete',
  'oauthClient.deleteConfirm': 'Its tokens stop working at once. Delete it?',
  'oauthClient.clientId': 'Client ID',
  'oauthClient.clientIdHint': 'Left empty, one is made',
  'oauthClient.clientName': 'Client name',
  'oauthClient.clientSecretType': 'Secret type',
  'oauthClient.confidential': 'Confidential (has a secret)',
  'oauthClient.public': 'Public (no secret, authorization code with PKCE)',
  'oauthClient.clientAuthenticationMethods': 'Client authentication methods',
  'oauthClient.authorizationGrantTypes': 'Grant types',
  'oauthClient.redirectUris': 'Redirect URIs (one a line, matched exactly)',
  'oauthClient.scopes': 'Scopes (OIDC scopes and permission codes)',
  'oauthClient.secretTitle': 'Client secret',
  'oauthClient.secretOnce': 'The secret is shown this once: keep it now. The platform keeps only its hash.',
  'oauthClient.actions': 'Actions',
  'oauthClient.resetSecret': 'Reset secret',
  'oauthClient.resetSecretConfirm': 'The old secret and the tokens got with it stop working at once. Reset it?',
};

addTexts(zhCN, enUS);
