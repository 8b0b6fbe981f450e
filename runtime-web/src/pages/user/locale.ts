// Texts of the account pages added with their chunk: the password reset of a signed-out visitor and the licence page.
import { registerTexts } from '../../i18n/language.ts';

registerTexts({
  zh_CN: {
    'reset.title': '重置密码',
    'reset.byPhone': '手机验证码',
    'reset.byMail': '邮箱链接',
    'reset.email': '注册邮箱',
    'reset.sendLink': '发送重置链接',
    'reset.linkSent': '如果有账号使用该邮箱，重置链接已发送到该邮箱，请查收。',
    'reset.newPassword': '设置新密码',
    'reset.submit': '重置密码',
    'reset.done': '密码已重置，请使用新密码登录',
    'reset.noChannel': '当前未开放密码重置，请联系管理员',
    'lic.terms': '许可条款',
    'lic.version': '平台版本',
    'lic.termsMore': '无需许可证密钥，没有使用期限，也不限制用户数和企业数。',
  },
  en_US: {
    'reset.title': 'Reset password',
    'reset.byPhone': 'SMS code',
    'reset.byMail': 'E-mail link',
    'reset.email': 'E-mail address of the account',
    'reset.sendLink': 'Send the reset link',
    'reset.linkSent': 'If an account has this address, a message with a reset link has been sent to it.',
    'reset.newPassword': 'Set a new password',
    'reset.submit': 'Reset password',
    'reset.done': 'The password has been reset: sign in with the new one',
    'reset.noChannel': 'Passwords cannot be reset here: please ask your administrator',
    'lic.terms': 'Licence terms',
    'lic.version': 'Platform version',
    'lic.termsMore': 'No licence key, no expiry, and no limit on the number of users or enterprises.',
  },
});
