// Every call the server makes to an identity provider (OIDC discovery, token and key requests, CAS validation) goes to
// an address the address guard allows: a public one, or a host the operator lists in SSO_ALLOWED_HOSTS. Plain http is
// accepted only for a listed host (an identity provider inside the operator's own network, or a test's). The address
// is checked where the connection is made (guardedAgent), so the name cannot re-resolve elsewhere after the check.
import { ssoMessage } from '@yc/engine';
import type { Agent, fetch as undiciFetch } from 'undici';
import { AllowedHosts, checkedAddresses, guardedAgent, undici } from '../../logic/address-guard.ts';
import { ApiError } from '../../wire/envelope.ts';

const TIMEOUT_MS = 10_000;

export class ProviderAccess {
  readonly #allowed: AllowedHosts;
  #agentMade: Agent | undefined;

  constructor(allowedHosts: readonly string[]) {
    this.#allowed = new AllowedHosts(allowedHosts);
  }

  /** The dispatcher, made by the first call (with undici, not loaded before: #40 item 2). */
  get #agent(): Agent {
    return (this.#agentMade ??= guardedAgent(this.#allowed, { timeoutMs: TIMEOUT_MS, refused: () => new ApiError(502, ssoMessage('providerUnreachable')) }));
  }

  /** Whether the URL may be called over plain http (its host is listed). */
  allowsHttp(url: URL): boolean {
    return this.#allowed.allows(url.hostname, url.port ? Number(url.port) : undefined);
  }

  /** Refuses (502, 'cannot be reached') an address the guard does not allow or a non-https URL of an unlisted host. */
  async check(url: URL): Promise<void> {
    const port = url.port ? Number(url.port) : undefined;
    const refused = new ApiError(502, ssoMessage('providerUnreachable'));
    if (url.protocol !== 'https:' && !(url.protocol === 'http:' && this.allowsHttp(url))) throw refused;
    try {
      await checkedAddresses(url.hostname, port, this.#allowed);
    } catch {
      throw refused;
    }
  }

  /** fetch, once the address is checked (openid-client's customFetch, and the CAS validation). */
  readonly fetch = async (url: string, options?: RequestInit): Promise<Response> => {
    await this.check(new URL(url));
    const response = await undici().fetch(url, {
      ...(options as Parameters<typeof undiciFetch>[1]), redirect: 'manual', signal: AbortSignal.timeout(TIMEOUT_MS), dispatcher: this.#agent,
    });
    return response as unknown as Response;
  };
}
