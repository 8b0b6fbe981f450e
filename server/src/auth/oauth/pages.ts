// The provider's own pages (issue #36 item 4): sign-in and consent, server-rendered in the caller's language (zh_CN
// by default, en_US) with the console login page's look — the same gradient, card, brand and primary colour — and no
// React. The language is the one chosen on the page (a cookie), else the browser's (Accept-Language); the page's
// script follows the console's stored choice when the browser's was used. Every text is escaped.
import { escapeHtml, inLanguage, renderMessage, type Message } from '@yc/engine';
import type { FastifyRequest } from 'fastify';
import type { KoaContextWithOIDC } from 'oidc-provider';
import type { Database } from '../../db/database.ts';
import { brandSettings, clientTenant } from '../store/oauth.ts';

export type PageLanguage = 'zh_CN' | 'en_US';
export const LANGUAGE_COOKIE = 'yc_oidc_lang';

const TEXTS = {
  zh_CN: {
    signInTitle: '登录', signInLead: '{client} 请求使用你的平台账号登录。', username: '账号', password: '密码', captcha: '验证码',
    signIn: '登录', continueAs: '以控制台当前登录的账号继续', consentTitle: '授权', consentLead: '{client} 请求以下权限：',
    signedInAs: '当前账号：{user}', allow: '同意', deny: '拒绝', expiredTitle: '登录已过期', expired: '请回到应用重新开始。',
    wrongEnterprise: '此账号不属于该应用所在的企业。', changePassword: '请先在控制台修改初始密码，再回来登录。',
    signInRequired: '请输入账号和密码。', permissionScope: '接口权限：{name}',
    openid: '确认你的身份', profile: '你的姓名和账号', email: '你的邮箱地址', offline_access: '保持登录（刷新令牌）',
    errorTitle: '出错了', logoutTitle: '退出登录', logoutLead: '要退出在 {host} 的登录吗？', logoutYes: '退出', logoutNo: '保持登录',
    loggedOutTitle: '已退出', loggedOut: '你已退出登录。', loggedOutOf: '你已退出 {client} 的登录。',
  },
  en_US: {
    signInTitle: 'Sign in', signInLead: '{client} asks you to sign in with your platform account.', username: 'Account',
    password: 'Password', captcha: 'Captcha', signIn: 'Sign in', continueAs: 'Continue as the account signed in on the console',
    consentTitle: 'Authorize', consentLead: '{client} asks for:', signedInAs: 'Signed in as {user}', allow: 'Allow', deny: 'Deny',
    expiredTitle: 'Sign-in expired', expired: 'Start again from the application.',
    wrongEnterprise: 'This account is not of the application\'s enterprise.', changePassword: 'Change your initial password on the console first, then sign in here.',
    signInRequired: 'Enter your account and password.', permissionScope: 'API permission: {name}',
    openid: 'Confirm who you are', profile: 'Your name and account', email: 'Your email address', offline_access: 'Stay signed in (refresh tokens)',
    errorTitle: 'Something went wrong', logoutTitle: 'Sign out', logoutLead: 'Sign out of {host}?', logoutYes: 'Sign out', logoutNo: 'Stay signed in',
    loggedOutTitle: 'Signed out', loggedOut: 'You signed out.', loggedOutOf: 'You signed out of {client}.',
  },
} as const;
export type TextKey = keyof typeof TEXTS['en_US'];

/** The engine's one HTML escape (the message templates' too). */
export { escapeHtml };

/** A text of the page in its language, with {placeholders} filled (not escaped: the caller escapes). */
export function text(lang: PageLanguage, key: TextKey, values: Record<string, string> = {}): string {
  return TEXTS[lang][key].replace(/\{(\w+)\}/g, (_m, name: string) => values[name] ?? '');
}

/** A message of the catalogue in the page's language. */
export const message = (lang: PageLanguage, catalogued: Message) => renderMessage(catalogued, lang);

/** Where the language came from: the page's own switch (query, then cookie) or the browser. */
export function pageLanguage(request: Pick<FastifyRequest, 'query' | 'headers'>): { lang: PageLanguage; chosen: boolean } {
  const query = (request.query as { lang?: string } | undefined)?.lang;
  if (query === 'zh_CN' || query === 'en_US') return { lang: query, chosen: true };
  const cookie = /(?:^|;\s*)yc_oidc_lang=(zh_CN|en_US)/.exec(request.headers.cookie ?? '')?.[1] as PageLanguage | undefined;
  if (cookie) return { lang: cookie, chosen: true };
  // The first of the browser's languages that the platform speaks; Chinese when none is.
  for (const part of (request.headers['accept-language'] ?? '').split(',')) {
    const tag = part.split(';')[0]!.trim().toLowerCase();
    if (tag.startsWith('zh')) return { lang: 'zh_CN', chosen: false };
    if (tag.startsWith('en')) return { lang: 'en_US', chosen: false };
  }
  return { lang: 'zh_CN', chosen: false };
}

export interface Brand {
  name: string;
  logoUrl: string | null;
}

const DEFAULT_NAME = { zh_CN: '云程低代码平台', en_US: 'Yuncheng Low-Code Platform' } as const;

/** The enterprise's platform name (in the page's language) and logo, as its console shows them. */
export async function brandOf(db: Database, tenantId: number | undefined, lang: PageLanguage): Promise<Brand> {
  if (tenantId === undefined) return { name: DEFAULT_NAME[lang], logoUrl: null };
  const rows = await db.inTenant(tenantId, brandSettings);
  const value = (code: string) => rows.find((r) => r.config_code === code)?.config_value || null;
  const name = value('project-full-name');
  const logo = value('project-logo-url');
  return {
    name: name ? inLanguage(name, value('project-full-name-en'), lang) : DEFAULT_NAME[lang],
    logoUrl: logo && /^(https?:\/\/|\/)/.test(logo) ? logo : null,
  };
}

const MARK = '<svg width="40" height="40" viewBox="0 0 32 32" aria-hidden="true"><rect width="32" height="32" rx="8" fill="#2F54EB"/>'
  + '<path d="M8 21c2-6 6-9 8-9s6 3 8 9" stroke="#fff" stroke-width="3" fill="none" stroke-linecap="round"/>'
  + '<circle cx="16" cy="10" r="2.5" fill="#fff"/></svg>';

export interface PageParts {
  lang: PageLanguage;
  /** Whether the language was chosen (not the browser's): the script leaves it. */
  chosen: boolean;
  brand: Brand;
  title: string;
  /** The page's body inside the card, already escaped. */
  body: string;
  /** The address the language switch reloads (the interaction's page). */
  self?: string;
}

/** A page of the interaction: the console login page's card. */
export function page({ lang, chosen, brand, title, body, self }: PageParts): string {
  const logo = brand.logoUrl ? `<img src="${escapeHtml(brand.logoUrl)}" alt="" width="40" height="40">` : MARK;
  const other: PageLanguage = lang === 'zh_CN' ? 'en_US' : 'zh_CN';
  const toggle = self ? `<a class="yc-lang" href="${escapeHtml(`${self}?lang=${other}`)}" lang="${other === 'en_US' ? 'en' : 'zh-CN'}">`
    + `${other === 'en_US' ? 'English' : '简体中文'}</a>` : '';
  return `<!doctype html><html lang="${lang === 'en_US' ? 'en' : 'zh-CN'}" data-lang="${lang}" data-lang-chosen="${chosen ? '1' : '0'}">`
    + `<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">`
    + `<title>${escapeHtml(title)} · ${escapeHtml(brand.name)}</title><link rel="icon" href="data:,"><link rel="stylesheet" href="/oidc/interaction.css"></head>`
    + `<body><div class="yc-account">${toggle}<main class="yc-account-box"><header class="yc-account-header">`
    + `<span class="yc-brand">${logo}<span>${escapeHtml(brand.name)}</span></span></header>`
    + `<h1 class="yc-account-title">${escapeHtml(title)}</h1>${body}</main></div>`
    + `<script src="/oidc/interaction.js"></script></body></html>`;
}

/** The console login page's look (styles/account.css), for the provider's pages. */
export const PAGE_CSS = `html,body{margin:0;height:100%;font-family:-apple-system,BlinkMacSystemFont,"Segoe UI",Roboto,"PingFang SC","Microsoft YaHei",sans-serif}
.yc-account{--yc-primary:#2f54eb;min-height:100%;display:flex;align-items:center;justify-content:center;padding:48px 16px;box-sizing:border-box;
background:linear-gradient(135deg,#eef2ff 0%,#f0f5ff 45%,#e6f4ff 100%);position:relative;font-size:14px;color:rgba(0,0,0,.88)}
.yc-lang{position:absolute;top:16px;right:16px;color:rgba(0,0,0,.65);text-decoration:none}
.yc-account-box{width:100%;max-width:400px;background:#fff;border-radius:12px;box-shadow:0 8px 32px rgba(47,84,235,.12);padding:32px 32px 24px;box-sizing:border-box}
.yc-account-header{text-align:center;margin-bottom:8px}
.yc-brand{display:inline-flex;align-items:center;gap:10px;font-size:22px;font-weight:600}
.yc-brand img{object-fit:contain}
.yc-account-title{text-align:center;margin:16px 0 20px;font-size:18px;font-weight:600}
.yc-account-box a{color:var(--yc-primary);text-decoration:none}
.yc-lead{margin:0 0 16px;color:rgba(0,0,0,.65)}
.yc-field{display:block;margin-bottom:16px}
.yc-field span{display:block;margin-bottom:6px}
.yc-field input{width:100%;height:40px;padding:0 11px;border:1px solid #d9d9d9;border-radius:8px;box-sizing:border-box;font:inherit;font-size:16px}
.yc-field input:focus{outline:0;border-color:var(--yc-primary);box-shadow:0 0 0 2px rgba(47,84,235,.1)}
.yc-captcha{display:flex;gap:8px;align-items:center}.yc-captcha img{height:40px;border:1px solid #d9d9d9;border-radius:8px}
.yc-error{margin:0 0 16px;padding:8px 12px;border-radius:8px;background:#fff2f0;border:1px solid #ffccc7;color:#d9363e}
.yc-btn-primary{width:100%;height:40px;border:0;border-radius:8px;background:var(--yc-primary);color:#fff;font:inherit;font-size:16px;cursor:pointer;margin-top:4px}
.yc-btn-primary:hover{filter:brightness(1.1)}
.yc-btn{width:100%;height:40px;border:1px solid #d9d9d9;border-radius:8px;background:#fff;font:inherit;font-size:16px;cursor:pointer;margin-top:8px;color:rgba(0,0,0,.88)}
.yc-scopes{margin:0 0 16px;padding:12px 12px 12px 32px;border-radius:8px;background:#f6f8ff;border:1px solid #e6ebff}
.yc-scopes li{margin:4px 0}.yc-scopes code{color:rgba(0,0,0,.56);font-size:12px;margin-left:6px}
.yc-muted{color:rgba(0,0,0,.56);text-align:center;margin:12px 0 0}
#session[hidden]{display:none}
@media (max-width:767.99px){.yc-account{align-items:flex-start;padding-top:64px}.yc-account-box{padding:24px 20px 16px}}`;

/**
 * The page's script: the console's stored language when the page used the browser's (one reload), and the console's
 * session token (local storage) for the "continue as" form, shown only when there is one.
 */
export const PAGE_SCRIPT = `(function(){function read(k){try{var r=localStorage.getItem('yuncheng__'+k);if(!r)return null;var s=JSON.parse(r);`
  + `return s.expire!==null&&s.expire<=Date.now()?null:s.value;}catch(e){return null}}var h=document.documentElement,l=read('LANGUAGE');`
  + `if((l==='zh_CN'||l==='en_US')&&l!==h.getAttribute('data-lang')&&h.getAttribute('data-lang-chosen')==='0'&&document.querySelector('.yc-lang')){`
  + `location.replace(document.querySelector('.yc-lang').getAttribute('href').replace(/lang=\\w+$/,'lang='+l));return;}`
  + `var t=read('ACCESS_TOKEN'),f=document.getElementById('session');if(t&&f){f.token.value=t;f.hidden=false;}})();`;

/** oidc-provider's own pages — its errors, the end-session question and its answer — as the interaction's. */
export function providerPages(db: Database) {
  const render = async (ctx: KoaContextWithOIDC, title: (lang: PageLanguage) => string, body: (lang: PageLanguage) => string) => {
    const { lang, chosen } = pageLanguage(ctx);
    const [client] = ctx.oidc?.client
      ? await clientTenant(db, ctx.oidc.client.clientId)
      : [];
    ctx.type = 'html';
    ctx.set('content-security-policy', "default-src 'self'; img-src 'self' data: http: https:; form-action 'self' http: https:; frame-ancestors 'none'");
    ctx.body = page({ lang, chosen, brand: await brandOf(db, client?.tenant_id, lang), title: title(lang), body: body(lang) });
  };
  return {
    async renderError(ctx: KoaContextWithOIDC, out: { error: string; error_description?: string }) {
      await render(ctx, (lang) => text(lang, 'errorTitle'), () => `<p class="yc-error" role="alert">${escapeHtml(out.error_description ?? out.error)}</p>`
        + `<p class="yc-muted"><code>${escapeHtml(out.error)}</code></p>`);
    },
    async logoutSource(ctx: KoaContextWithOIDC, form: string) {
      // The provider's form (its action and xsrf field), answered by the two buttons.
      await render(ctx, (lang) => text(lang, 'logoutTitle'), (lang) => `<p class="yc-lead">${escapeHtml(text(lang, 'logoutLead', { host: ctx.host }))}</p>${form}`
        + `<button class="yc-btn-primary" autofocus type="submit" form="op.logoutForm" value="yes" name="logout">${escapeHtml(text(lang, 'logoutYes'))}</button>`
        + `<button class="yc-btn" type="submit" form="op.logoutForm">${escapeHtml(text(lang, 'logoutNo'))}</button>`);
    },
    async postLogoutSuccessSource(ctx: KoaContextWithOIDC) {
      const name = ctx.oidc?.client?.clientName;
      await render(ctx, (lang) => text(lang, 'loggedOutTitle'),
        (lang) => `<p class="yc-lead">${escapeHtml(name ? text(lang, 'loggedOutOf', { client: name }) : text(lang, 'loggedOut'))}</p>`);
    },
  };
}
