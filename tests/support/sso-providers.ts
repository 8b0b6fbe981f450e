// Identity providers inside the test process (issue #36): a real OIDC provider (oidc-provider, its own login form),
// a CAS server answering serviceValidate as CAS 3.0 does, and a signer of ID tokens a real provider would never issue
// (another audience, expired), each on a free port of 127.0.0.1.
import { createSign, generateKeyPairSync, randomUUID, type KeyObject } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider, { type KoaContextWithOIDC } from 'oidc-provider';

export interface Person {
  sub: string;
  preferred_username: string;
  name?: string;
  email?: string;
}

interface Listening {
  url: string;
  close(): Promise<void>;
}

async function listen(handler: http.RequestListener): Promise<Listening & { server: http.Server }> {
  const server = http.createServer(handler);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    server, url: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    }),
  };
}

export interface TestOidcProvider extends Listening {
  issuer: string;
  clientId: string;
  clientSecret: string;
}

/**
 * oidc-provider with one confidential client (code flow, PKCE) whose callbacks and post-logout addresses are the given
 * ones; `people` are the accounts its login form accepts (any password). Consent is implied: the client is first-party.
 */
export async function startOidcProvider(opts: { redirectUris: string[]; postLogoutRedirectUris: string[]; people: Person[] }): Promise<TestOidcProvider> {
  // The issuer names the port, known once listening: the provider is made after, and answers from then on.
  const made: { provider?: Provider } = {};
  const listening = await listen((req, res) => made.provider!.callback()(req, res));
  const clientId = 'platform-console';
  const clientSecret = `secret-${randomUUID()}`;
  made.provider = new Provider(listening.url, {
    clients: [{
      client_id: clientId, client_secret: clientSecret, redirect_uris: opts.redirectUris, post_logout_redirect_uris: opts.postLogoutRedirectUris,
      grant_types: ['authorization_code'], response_types: ['code'], token_endpoint_auth_method: 'client_secret_post',
    }],
    claims: { openid: ['sub'], profile: ['preferred_username', 'name'], email: ['email'] },
    cookies: { keys: [randomUUID()] },
    features: { devInteractions: { enabled: true }, rpInitiatedLogout: { enabled: true } },
    async findAccount(_ctx: KoaContextWithOIDC, id: string) {
      const person = opts.people.find((p) => p.sub === id || p.preferred_username === id);
      return person ? { accountId: person.sub, claims: async () => ({ ...person }) } : undefined;
    },
    async loadExistingGrant(ctx: KoaContextWithOIDC) {
      const { oidc } = ctx;
      const grantId = oidc.result?.consent?.grantId || oidc.session!.grantIdFor(oidc.client!.clientId);
      if (grantId) return oidc.provider.Grant.find(grantId);
      const grant = new oidc.provider.Grant({ clientId: oidc.client!.clientId, accountId: oidc.session!.accountId! });
      grant.addOIDCScope('openid profile email');
      await grant.save();
      return grant;
    },
  });
  // What made the provider answer 'server_error' is otherwise lost: the test's output says it.
  made.provider.on('server_error', (_ctx: unknown, error: Error) => console.error('oidc-provider server_error', error));
  return { ...listening, issuer: listening.url, clientId, clientSecret };
}

/** What a browser keeps of an answer's cookies (name and value), for the next request. */
export function rememberCookies(res: Response, cookies: Map<string, string>): void {
  for (const line of res.headers.getSetCookie()) {
    const [pair] = line.split(';');
    const at = pair!.indexOf('=');
    cookies.set(pair!.slice(0, at), pair!.slice(at + 1));
  }
}

/** A browser's trip through the provider without a browser: follow redirects with cookies, sign in on its form. */
export async function signInAtProvider(authorizeUrl: string, login: string, callbackPrefix: string): Promise<URL> {
  const cookies = new Map<string, string>();
  let url = new URL(authorizeUrl);
  let init: RequestInit = {};
  for (let step = 0; step < 12; step++) {
    const res = await fetch(url, { ...init, redirect: 'manual', headers: { ...(init.headers as object), cookie: [...cookies].map(([k, v]) => `${k}=${v}`).join('; ') } });
    rememberCookies(res, cookies);
    const location = res.headers.get('location');
    if (location) {
      const next = new URL(location, url);
      if (next.href.startsWith(callbackPrefix)) return next;
      url = next;
      init = {};
      continue;
    }
    const html = await res.text();
    const action = /<form[^>]*action="([^"]+)"/.exec(html)?.[1];
    if (res.status !== 200 || !action) throw new Error(`the provider answered ${res.status}: ${html.slice(0, 300)}`);
    url = new URL(action.replace(/&amp;/g, '&'), url);
    init = {
      method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ prompt: 'login', login, password: 'any' }).toString(),
    };
  }
  throw new Error('the provider never sent the browser back');
}

export interface TestCasServer extends Listening {
  /** A ticket for the service, valid once, for the user with the attributes. */
  issue(service: string, user: string, attributes?: Record<string, string>): string;
  /** A ticket whose time is up (the server answers INVALID_TICKET, as CAS does for an expired one). */
  expire(ticket: string): void;
}

const xml = (value: string) => value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The CAS login page a browser sees: one account field (any account is accepted), posted back with the service. */
const casLoginForm = (service: string) => `<!doctype html><html><body><h1>CAS</h1><form method="post">`
  + `<input type="hidden" name="service" value="${xml(service)}"><input name="username" aria-label="username">`
  + `<button type="submit">Sign in to CAS</button></form></body></html>`;

async function formBody(req: http.IncomingMessage): Promise<URLSearchParams> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
}

/**
 * A CAS 3.0 server: serviceValidate (each ticket once, for its own service only), and for a browser a login form (which
 * sends it back to the service with a ticket) and a logout that returns to the service it names.
 */
export async function startCasServer(): Promise<TestCasServer> {
  const tickets = new Map<string, { service: string; user: string; attributes: Record<string, string>; expired: boolean }>();
  const issue = (service: string, user: string, attributes: Record<string, string> = {}) => {
    const ticket = `ST-${randomUUID()}`;
    tickets.set(ticket, { service, user, attributes, expired: false });
    return ticket;
  };
  const browserPage = async (req: http.IncomingMessage, res: http.ServerResponse, url: URL) => {
    const back = (to: string) => res.writeHead(302, { location: to }).end();
    if (url.pathname.endsWith('/logout')) return url.searchParams.get('service') ? back(url.searchParams.get('service')!) : res.end('Logged out');
    if (req.method !== 'POST') return res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(casLoginForm(url.searchParams.get('service') ?? ''));
    const form = await formBody(req);
    const service = form.get('service') ?? '';
    const to = new URL(service);
    to.searchParams.set('ticket', issue(service, form.get('username') ?? ''));
    return back(to.href);
  };
  const listening = await listen((req, res) => {
    const url = new URL(req.url ?? '/', 'http://cas');
    if (/\/(login|logout)$/.test(url.pathname)) return void browserPage(req, res, url);
    res.setHeader('content-type', 'application/xml; charset=utf-8');
    if (!url.pathname.endsWith('/serviceValidate')) {
      res.statusCode = 404;
      return res.end();
    }
    const ticket = url.searchParams.get('ticket') ?? '';
    const found = tickets.get(ticket);
    tickets.delete(ticket);
    if (!found || found.expired || found.service !== url.searchParams.get('service')) {
      return res.end(`<cas:serviceResponse xmlns:cas="http://www.yale.edu/tp/cas"><cas:authenticationFailure code="INVALID_TICKET">Ticket ${xml(ticket)} not recognized</cas:authenticationFailure></cas:serviceResponse>`);
    }
    const attributes = Object.entries(found.attributes).map(([k, v]) => `<cas:${k}>${xml(v)}</cas:${k}>`).join('');
    res.end(`<cas:serviceResponse xmlns:cas="http://www.yale.edu/tp/cas"><cas:authenticationSuccess><cas:user>${xml(found.user)}</cas:user>`
      + `<cas:attributes>${attributes}</cas:attributes></cas:authenticationSuccess></cas:serviceResponse>`);
  });
  return {
    ...listening,
    issue,
    expire(ticket) {
      const found = tickets.get(ticket);
      if (found) found.expired = true;
    },
  };
}

export interface ForgingProvider extends Listening {
  issuer: string;
  /** The claims of the ID token the next code is exchanged for (merged over a valid token's). */
  nextIdToken: Record<string, unknown>;
}

const b64url = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

function signRs256(key: KeyObject, kid: string, claims: object): string {
  const head = `${b64url({ alg: 'RS256', typ: 'JWT', kid })}.${b64url(claims)}`;
  return `${head}.${createSign('RSA-SHA256').update(head).sign(key).toString('base64url')}`;
}

/**
 * A provider whose token endpoint answers any code with an ID token of the claims set in `nextIdToken`, correctly
 * signed: what the platform must still refuse (another audience, expired) is then only the claims' fault.
 */
export async function startForgingProvider(clientId: string): Promise<ForgingProvider> {
  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const kid = randomUUID();
  const state: { nextIdToken: Record<string, unknown> } = { nextIdToken: {} };
  let issuer = '';
  const listening = await listen((req, res) => {
    const path = new URL(req.url ?? '/', issuer).pathname;
    res.setHeader('content-type', 'application/json');
    if (path === '/.well-known/openid-configuration') {
      return res.end(JSON.stringify({
        issuer, authorization_endpoint: `${issuer}/auth`, token_endpoint: `${issuer}/token`, jwks_uri: `${issuer}/jwks`,
        response_types_supported: ['code'], subject_types_supported: ['public'], id_token_signing_alg_values_supported: ['RS256'],
      }));
    }
    if (path === '/jwks') return res.end(JSON.stringify({ keys: [{ ...publicKey.export({ format: 'jwk' }), kid, alg: 'RS256', use: 'sig' }] }));
    if (path === '/token') {
      const now = Math.floor(Date.now() / 1000);
      const claims = { iss: issuer, aud: clientId, sub: 'forged', iat: now, exp: now + 300, ...state.nextIdToken };
      return res.end(JSON.stringify({ access_token: randomUUID(), token_type: 'Bearer', expires_in: 300, id_token: signRs256(privateKey, kid, claims) }));
    }
    res.statusCode = 404;
    res.end('{}');
  });
  issuer = listening.url;
  return {
    ...listening, issuer,
    get nextIdToken() { return state.nextIdToken; },
    set nextIdToken(value) { state.nextIdToken = value; },
  };
}
