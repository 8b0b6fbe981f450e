// OIDC / OAuth2 sign-in with openid-client: discovery, the authorization code flow with PKCE, state and nonce (kept in
// sys_sso_state, used once, for 10 minutes), and the ID token's checks (issuer, audience, signature, expiry, nonce), all
// done by the library. The provider's end-session address is kept per session for the logout.
import * as client from 'openid-client';
import { ssoMessage } from '@yc/engine';
import type { Database } from '../../db/database.ts';
import type { Secrets } from '../../logic/secrets.ts';
import { ApiError, badRequest } from '../../wire/envelope.ts';
import type { ProviderAccess } from './provider-fetch.ts';
import { isComplete, type StoredSso } from './settings.ts';
import { keepState, takeStateRow } from '../store/sso.ts';

const STATE_LIFETIME_MS = 10 * 60 * 1000;
const DISCOVERY_LIFETIME_MS = 5 * 60 * 1000;

export interface OidcIdentity {
  claims: Record<string, unknown>;
  /** The provider's logout address for this sign-in, when it has one. */
  logoutUrl: string | null;
}

/** A sign-in under way, taken by its state. */
export interface TakenState {
  tenantId: number;
  nonce: string;
  verifier: string;
  redirectUri: string;
  /** A binding's: the user who asked for it (null: a sign-in). */
  bindUserId: string | null;
}

export class OidcSignIn {
  readonly #discovered = new Map<string, { config: client.Configuration; at: number }>();

  constructor(
    private readonly db: Database,
    private readonly secrets: Secrets,
    private readonly access: ProviderAccess,
    /** The operator's log of why a provider's answer was refused (never the caller's to read). */
    private readonly log: (detail: unknown, text: string) => void,
  ) {}

  /** The provider's configuration for these settings (discovered, then kept for a few minutes). */
  async configuration(s: StoredSso): Promise<client.Configuration> {
    if (s.sso_mode !== 'oauth2' || !s.enabled || !isComplete(s)) throw badRequest(ssoMessage('incomplete'));
    const key = `${s.issuer}\n${s.client_id}\n${s.client_secret_enc}`;
    const known = this.#discovered.get(key);
    if (known && Date.now() - known.at < DISCOVERY_LIFETIME_MS) return known.config;
    const issuer = new URL(s.issuer!);
    let config: client.Configuration;
    try {
      config = await client.discovery(issuer, s.client_id!, undefined, client.ClientSecretPost(this.secrets.open(s.client_secret_enc!)), {
        [client.customFetch]: this.access.fetch,
        ...(issuer.protocol === 'http:' ? { execute: [client.allowInsecureRequests] } : {}),
      });
    } catch (error) {
      if (error instanceof ApiError) throw error;
      this.log({ err: error }, 'OIDC discovery failed');
      throw new ApiError(502, ssoMessage('providerUnreachable'));
    }
    config[client.customFetch] = this.access.fetch;
    this.#discovered.set(key, { config, at: Date.now() });
    return config;
  }

  /**
   * Starts a sign-in: the state kept, the provider's authorization address (response_type=code, PKCE S256). A binding's
   * (third-party login, issue #36 item 3) names the user who asked: only they may finish it, and never as a sign-in.
   */
  async authorizationUrl(tenantId: number, s: StoredSso, redirectUri: string, bindUserId: string | null = null): Promise<string> {
    const config = await this.configuration(s);
    const state = client.randomState();
    const nonce = client.randomNonce();
    const verifier = client.randomPKCECodeVerifier();
    await this.db.asSystem((em) => keepState(em, [state, tenantId, nonce, verifier, redirectUri, bindUserId, new Date(Date.now() + STATE_LIFETIME_MS)]));
    return client.buildAuthorizationUrl(config, {
      response_type: 'code', redirect_uri: redirectUri, scope: s.scopes, state, nonce,
      code_challenge: await client.calculatePKCECodeChallenge(verifier), code_challenge_method: 'S256',
    }).href;
  }

  /** The sign-in a state belongs to, taken (a state serves once); null when unknown or expired. */
  async takeState(state: string): Promise<TakenState | null> {
    const [row] = await this.db.asSystem((em) => takeStateRow(em, state));
    return row
      ? { tenantId: row.tenant_id, nonce: row.nonce, verifier: row.code_verifier, redirectUri: row.redirect_uri, bindUserId: row.bind_user_id }
      : null;
  }

  /** Exchanges the code (PKCE verifier, state, issuer and nonce checked) and returns the ID token's claims. */
  async exchange(
    s: StoredSso, taken: { nonce: string; verifier: string; redirectUri: string }, back: { code: string; state: string; iss?: string },
    postLogoutRedirectUri: string,
  ): Promise<OidcIdentity> {
    const config = await this.configuration(s);
    const { code, state, iss } = back;
    // The callback as the provider sent it (RFC 9207: a provider that names itself there is checked to be the issuer).
    const callback = new URL(taken.redirectUri);
    callback.search = new URLSearchParams({ code, state, ...(iss ? { iss } : {}) }).toString();
    let tokens: Awaited<ReturnType<typeof client.authorizationCodeGrant>>;
    try {
      tokens = await client.authorizationCodeGrant(config, callback, {
        pkceCodeVerifier: taken.verifier, expectedState: state, expectedNonce: taken.nonce, idTokenExpected: true,
      }, { redirect_uri: taken.redirectUri });
    } catch (error) {
      if (error instanceof ApiError) throw error;
      this.log({ err: error }, 'OIDC sign-in refused');
      throw badRequest(ssoMessage('rejected'));
    }
    const claims = tokens.claims();
    if (!claims) throw badRequest(ssoMessage('rejected'));
    // Many providers put profile claims (account name, mailbox) only in the UserInfo answer, for the same subject.
    let profile: Record<string, unknown> = {};
    if (config.serverMetadata().userinfo_endpoint) {
      try {
        profile = { ...(await client.fetchUserInfo(config, tokens.access_token, claims.sub)) };
      } catch (error) {
        this.log({ err: error }, 'OIDC UserInfo refused');
        throw badRequest(ssoMessage('rejected'));
      }
    }
    const endSession = config.serverMetadata().end_session_endpoint;
    const logoutUrl = endSession
      ? client.buildEndSessionUrl(config, { id_token_hint: tokens.id_token!, post_logout_redirect_uri: postLogoutRedirectUri }).href
      : null;
    return { claims: { ...profile, ...claims }, logoutUrl };
  }
}
