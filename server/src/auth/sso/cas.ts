// CAS 2.0 / 3.0 ticket validation (serviceValidate): the CAS server says whose ticket it is, for the service it was issued
// to, once. The answer is the protocol's small XML document; its user and (CAS 3.0) attributes are read from it.
import { ssoMessage } from '@yc/engine';
import { ApiError, badRequest } from '../../wire/envelope.ts';
import type { ProviderAccess } from './provider-fetch.ts';

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };
const text = (value: string) =>
  value.replace(/<!\[CDATA\[([\s\S]*?)\]\]>/g, '$1').replace(/&(amp|lt|gt|quot|apos);/g, (_, name: string) => ENTITIES[name]!).trim();

/** The CAS login address that sends the browser back to the service (where a failed sign-in returns). */
export function casLoginUrl(serverUrl: string, service: string): string {
  const url = new URL(`${serverUrl.replace(/\/+$/, '')}/login`);
  url.searchParams.set('service', service);
  return url.href;
}

/** The claims of a valid ticket: `user` and the CAS 3.0 attributes (a repeated attribute keeps its first value). */
export function parseServiceResponse(xml: string): Record<string, string> | null {
  const success = /<cas:authenticationSuccess>([\s\S]*?)<\/cas:authenticationSuccess>/.exec(xml)?.[1];
  const user = success && /<cas:user>([\s\S]*?)<\/cas:user>/.exec(success)?.[1];
  if (!success || !user) return null;
  const claims: Record<string, string> = {};
  const attributes = /<cas:attributes>([\s\S]*?)<\/cas:attributes>/.exec(success)?.[1] ?? '';
  for (const [, name, value] of attributes.matchAll(/<cas:([A-Za-z_][\w.-]*)>([\s\S]*?)<\/cas:\1>/g)) claims[name!] ??= text(value!);
  claims.user = text(user);
  return claims;
}

export async function validateTicket(access: ProviderAccess, serverUrl: string, ticket: string, service: string): Promise<Record<string, string>> {
  const url = new URL(`${serverUrl.replace(/\/+$/, '')}/serviceValidate`);
  url.searchParams.set('ticket', ticket);
  url.searchParams.set('service', service);
  let body: string;
  try {
    const response = await access.fetch(url.href);
    if (!response.ok) throw new Error(`CAS answered ${response.status}`);
    body = await response.text();
  } catch (error) {
    if (error instanceof ApiError) throw error;
    throw new ApiError(502, ssoMessage('providerUnreachable'));
  }
  const claims = parseServiceResponse(body);
  if (!claims) throw badRequest(ssoMessage('ticketInvalid'), { loginUrl: casLoginUrl(serverUrl, service) });
  return claims;
}
