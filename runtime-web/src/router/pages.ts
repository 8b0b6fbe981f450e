// Every page the router loads on demand, and the preloads that spare React's 300 ms reveal delay.
import { SSO_CALLBACK_PATH } from '../engine.ts';
import { lazyPage, type LazyPage } from './lazy.tsx';

export const LoginPage = lazyPage(() => import('../pages/login/LoginPage.tsx'));
export const UserLayout = lazyPage(() => import('../pages/user/UserLayout.tsx'));
// 'Not found' tells known pages (the registry) from unknown ones: the registry comes with it.
export const NotFoundPage = lazyPage(async () => {
  await import('../pages/index.ts');
  return import('../pages/misc/NotFoundPage.tsx');
});
export const FlowPage = lazyPage(() => import('../pages/misc/FlowPage.tsx'));
export const CityRedirectPage = lazyPage(() => import('../pages/misc/CityRedirectPage.tsx'));
export const SsoCallbackPage = lazyPage(() => import('../pages/sso/SsoCallbackPage.tsx'));
export const DynamicPage = lazyPage(() => import('./DynamicPage.tsx'));
export const ShellLayout = lazyPage(() => import('../layouts/ShellLayout.tsx'));

/** Pages under /index/ that share the account layout (form card + footer). */
export const USER_PAGES: { path: string; page: LazyPage<object> }[] = [
  { path: 'register', page: lazyPage(() => import('../pages/user/RegisterPage.tsx')) },
  { path: 'enterpriseRegister', page: lazyPage(() => import('../pages/register/EnterpriseRegisterPage.tsx')) },
  { path: 'NewRegister', page: lazyPage(() => import('../pages/user/NewRegisterPage.tsx')) },
  { path: 'register-result', page: lazyPage(() => import('../pages/user/RegisterResultPage.tsx')) },
  { path: 'alteration', page: lazyPage(() => import('../pages/user/AlterationPage.tsx')) },
  { path: 'lic', page: lazyPage(() => import('../pages/user/LicPage.tsx')) },
];

/**
 * Without a token the first screen is an account page, or the login page the guard sends everyone
 * else to: loading it before the first render lets React show it at once.
 */
export function preloadAnonymousScreen(pathname: string): Promise<unknown> {
  const path = pathname.replace(/\/+$/, '') || '/';
  const userPage = USER_PAGES.find((p) => `/index/${p.path}` === path);
  if (userPage) return Promise.all([UserLayout.preload(), userPage.page.preload()]);
  if (path === SSO_CALLBACK_PATH) return SsoCallbackPage.preload();
  return LoginPage.preload();
}

/** The console frame: started while the permission list loads, or as soon as a login is sent. */
export function preloadShell(): Promise<unknown> {
  return Promise.all([ShellLayout.preload(), DynamicPage.preload()]).catch(() => undefined);
}
