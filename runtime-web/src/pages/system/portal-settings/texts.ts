// The texts of the portal settings screen, added to i18n when it loads. Refusals are the server's messages.
import { registerTexts } from '../../../i18n/language.ts';

registerTexts({
  zh_CN: {
    'portalSettings.title': '门户设置',
    'portalSettings.branding': '平台名称与 Logo',
    'portalSettings.nextSignIn': '保存后，下次登录时生效（页头和浏览器标签中的名称、页头的 Logo）。',
    'portalSettings.fullName': '系统全称',
    'portalSettings.simpleName': '系统简称',
    'portalSettings.fullNameEn': '系统全称（英文）',
    'portalSettings.simpleNameEn': '系统简称（英文）',
    'portalSettings.logoUrl': 'Logo 地址',
    'portalSettings.logoHelp': 'http(s) 地址，或上传到平台的文件（/api/system/common/static/…）',
    'portalSettings.logoBad': 'Logo 必须是 http(s) 地址或平台文件',
    'portalSettings.portal': '门户',
    'portalSettings.portalHelp': '各角色的门户在“门户设计”中分配；未分配门户的用户使用默认门户。',
    'portalSettings.openDesign': '打开门户设计',
    'portalSettings.save': '保存',
    'portalSettings.saved': '已保存，下次登录时生效',
  },
  en_US: {
    'portalSettings.title': 'Portal settings',
    'portalSettings.branding': 'Platform name and logo',
    'portalSettings.nextSignIn': 'Saved settings apply from the next sign-in (the name in the header and the browser tab, the logo in the header).',
    'portalSettings.fullName': 'Full name',
    'portalSettings.simpleName': 'Short name',
    'portalSettings.fullNameEn': 'Full name (English)',
    'portalSettings.simpleNameEn': 'Short name (English)',
    'portalSettings.logoUrl': 'Logo address',
    'portalSettings.logoHelp': 'An http(s) address or a file uploaded to the platform (/api/system/common/static/…)',
    'portalSettings.logoBad': 'The logo must be an http(s) address or a file of the platform',
    'portalSettings.portal': 'Portal',
    'portalSettings.portalHelp': 'Each role\'s portal is assigned in Portal design; users with none get the default portal.',
    'portalSettings.openDesign': 'Open portal design',
    'portalSettings.save': 'Save',
    'portalSettings.saved': 'Saved: applies from the next sign-in',
  },
});
