// HTTP configs: a named call to another service. The address passes the address guard (address-guard.ts: every
// address it resolves to is a public one), checked where the connection is made (so a name cannot re-resolve to another
// address afterwards) and again on every redirect; HTTP_CONFIG_ALLOWED_HOSTS may open hosts. Only the config's own
// headers travel: never the caller's token.
import net from 'node:net';
import type { Agent, request as undiciRequest } from 'undici';
import {
  answerRows, CONFIG_MESSAGES, HttpConfigRefused, issue, MessageError, planHttpRequest, type MetadataOf, type ValidationIssue,
} from '@yc/engine';
import type { ServerConfig } from '../config.ts';
import type { Database, EntityManager } from '../db/database.ts';
import { loadItem } from '../eform/store/metadata.ts';
import { badRequest } from '../wire/envelope.ts';
import { AddressRefused, AllowedHosts, guardedAgent, isPublicAddress, undici } from './address-guard.ts';

export type HttpConfig = MetadataOf<'httpConfig'>;

const MAX_REDIRECTS = 5;

/** A call that did not give an answer: why, as a catalogue message. */
export class HttpCallFailed extends MessageError {}

const DEFAULT_PORTS: Record<string, number> = { 'http:': 80, 'https:': 443 };

export class HttpCaller {
  #agentMade: Agent | undefined;
  readonly #allowed: AllowedHosts;

  constructor(private readonly limits: ServerConfig['httpConfig']) {
    this.#allowed = new AllowedHosts(limits.allowedHosts);
  }

  /** The dispatcher, made by the first call (with undici, not loaded before: #40 item 2). */
  get #agent(): Agent {
    // Every connection's name is resolved by the guard; undici follows no redirect by itself: `call` follows them,
    // checking each hop.
    return (this.#agentMade ??= guardedAgent(this.#allowed, {
      timeoutMs: this.limits.timeoutMs,
      refused: (error, host) => new HttpCallFailed(error instanceof AddressRefused && error.reason === 'unknown'
        ? CONFIG_MESSAGES.httpHostUnknown(host) : CONFIG_MESSAGES.httpHostForbidden(host)),
    }));
  }

  /** Refuses an address before connecting: not http(s), or an address literal that is not public (and not allowed). */
  #checkUrl(url: URL): void {
    if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new HttpCallFailed(CONFIG_MESSAGES.httpUrlInvalid);
    const host = url.hostname.replace(/^\[|\]$/g, '').toLowerCase();
    if (this.#allowed.allows(host, Number(url.port) || DEFAULT_PORTS[url.protocol])) return;
    if (net.isIP(host) && !isPublicAddress(host)) throw new HttpCallFailed(CONFIG_MESSAGES.httpHostForbidden(host));
  }

  /** Calls the config with parameter values and answers its JSON. */
  async call(config: HttpConfig, given: Readonly<Record<string, unknown>>): Promise<unknown> {
    const plan = planHttpRequest(config, given);
    const signal = AbortSignal.timeout(this.limits.timeoutMs);
    let url = new URL(plan.url);
    let method = plan.method;
    let body = plan.body;
    const headers = { ...plan.headers };
    for (let hop = 0; ; hop++) {
      this.#checkUrl(url);
      let response: Awaited<ReturnType<typeof undiciRequest>>;
      try {
        response = await undici().request(url, { method: method as never, headers, body, dispatcher: this.#agent, signal });
      } catch (error) {
        throw this.#failure(error);
      }
      const location = response.headers.location;
      if (response.statusCode >= 300 && response.statusCode < 400 && location) {
        await response.body.dump().catch(() => undefined);
        if (hop >= MAX_REDIRECTS) throw new HttpCallFailed(CONFIG_MESSAGES.httpRedirects(MAX_REDIRECTS));
        const next = new URL(String(Array.isArray(location) ? location[0] : location), url);
        if (next.origin !== url.origin) {
          delete headers.authorization;
          delete headers.cookie;
        }
        if (response.statusCode === 303 || ((response.statusCode === 301 || response.statusCode === 302) && method !== 'GET')) {
          method = 'GET';
          body = undefined;
          delete headers['content-type'];
        }
        url = next;
        continue;
      }
      return this.#readJson(response, signal);
    }
  }

  async #readJson(response: Awaited<ReturnType<typeof undiciRequest>>, signal: AbortSignal): Promise<unknown> {
    if (response.statusCode >= 400) {
      await response.body.dump().catch(() => undefined);
      throw new HttpCallFailed(CONFIG_MESSAGES.httpStatus(response.statusCode));
    }
    const chunks: Buffer[] = [];
    let size = 0;
    try {
      for await (const chunk of response.body) {
        size += (chunk as Buffer).length;
        if (size > this.limits.maxBytes) {
          response.body.destroy();
          throw new HttpCallFailed(CONFIG_MESSAGES.httpTooLarge(this.limits.maxBytes));
        }
        chunks.push(chunk as Buffer);
      }
    } catch (error) {
      if (error instanceof HttpCallFailed) throw error;
      throw signal.aborted ? new HttpCallFailed(CONFIG_MESSAGES.httpTimeout(this.limits.timeoutMs)) : new HttpCallFailed(CONFIG_MESSAGES.httpUnreachable);
    }
    try {
      return JSON.parse(Buffer.concat(chunks).toString('utf8'));
    } catch {
      throw new HttpCallFailed(CONFIG_MESSAGES.httpNotJson);
    }
  }

  #failure(error: unknown): HttpCallFailed {
    // The lookup's refusal arrives wrapped in the connection's error.
    for (let e: unknown = error; e; e = (e as { cause?: unknown }).cause) {
      if (e instanceof HttpCallFailed) return e;
    }
    const name = (error as Error)?.name;
    if (name === 'AbortError' || name === 'TimeoutError' || name === 'ConnectTimeoutError' || name === 'HeadersTimeoutError' || name === 'BodyTimeoutError') {
      return new HttpCallFailed(CONFIG_MESSAGES.httpTimeout(this.limits.timeoutMs));
    }
    return new HttpCallFailed(CONFIG_MESSAGES.httpUnreachable);
  }

  async close(): Promise<void> {
    await this.#agentMade?.close();
  }
}

/** Issues of a config about to be saved (after the engine's rules): the address and headers as a request would have them. */
export function httpConfigIssues(config: HttpConfig): ValidationIssue[] {
  const issues: ValidationIssue[] = [];
  try {
    planHttpRequest(config, {});
  } catch (error) {
    if (!(error instanceof HttpConfigRefused) || !error.catalogued) throw error;
    issues.push(issue(error.catalogued.code === 'cfg.httpHeaderInvalid' ? '/httpHeader' : '/httpUrl', error.catalogued));
  }
  return issues;
}

/** The records of an HTTP config's answer, the config read in a transaction of its own (a script's `api.http`). */
export async function httpRecords(db: Database, tenantId: number, caller: HttpCaller, code: string, given: Readonly<Record<string, unknown>>) {
  const config = await db.inTenant(tenantId, (em) => loadConfig(em, code));
  return answerRows(await caller.call(config, given), config.resultPath);
}

export async function loadConfig(em: EntityManager, code: string): Promise<HttpConfig> {
  const item = await loadItem(em, 'httpConfig', code);
  if (!item) throw badRequest(CONFIG_MESSAGES.httpConfigUnknown(code));
  return item.content;
}

