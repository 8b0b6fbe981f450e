// What the login page reads of the address and how it sends the user on, without the router: on a first visit the
// login page shows before the router has loaded (router/login-first.tsx, issue #40 item 3), and inside the console it
// is one of the router's routes (router/AppRoutes.tsx). Each gives the page this context.
import { createContext, createElement, useContext, type AnchorHTMLAttributes, type MouseEvent } from 'react';

export interface LoginNavigation {
  /** The address's query (`redirect`, `tenant`). */
  readonly search: URLSearchParams;
  /** The message of a single sign-on that failed, passed on by the callback page (sso/SsoCallbackPage.tsx). */
  readonly ssoError?: string;
  /** Goes to another page of the console. */
  go(to: string): void;
}

export const LoginNavigationContext = createContext<LoginNavigation | null>(null);

export function useLoginNavigation(): LoginNavigation {
  const navigation = useContext(LoginNavigationContext);
  if (!navigation) throw new Error('the login page is rendered without its navigation');
  return navigation;
}

/** A link of the login page: an address the browser can open in a new tab, followed in place on a plain click. */
export function LoginLink({ to, ...props }: { to: string } & AnchorHTMLAttributes<HTMLAnchorElement>) {
  const { go } = useLoginNavigation();
  const follow = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    go(to);
  };
  return createElement('a', { ...props, href: to, onClick: follow });
}
