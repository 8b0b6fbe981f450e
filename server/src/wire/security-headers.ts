// Security headers on every answer, API and console alike (helmet): a Content-Security-Policy with no inline script
// but the console's own (by their hashes) and no framing by other sites, nosniff, a referrer policy, and HSTS when the
// request came over TLS.
import { createHash } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';

/**
 * The console's policy. Scripts only from the console's own origin; 'unsafe-eval' because ajv (schema checks of
 * RJSF forms and the designer) compiles validators with Function — inline scripts stay forbidden. Styles may be
 * inline: antd writes its CSS-in-JS into style elements. Images may be data: URLs (the captcha). Iframe menu
 * pages show https sites chosen by administrators.
 */
export const CSP_DIRECTIVES = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'", "'unsafe-eval'"],
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'", 'data:', 'blob:'],
  fontSrc: ["'self'", 'data:'],
  connectSrc: ["'self'"],
  frameSrc: ["'self'", 'https:'],
  frameAncestors: ["'self'"],
  objectSrc: ["'none'"],
  baseUri: ["'self'"],
  formAction: ["'self'"],
  upgradeInsecureRequests: null,
};

/**
 * The CSP sources of the inline scripts of the console's built index.html (the portal's first call,
 * runtime-web/src/session/portal-boot-script.ts): each allowed by its hash, and nothing else inline.
 */
export function inlineScriptSources(html: string): string[] {
  const scripts = [...html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)].map((m) => m[1] ?? '').filter((body) => body.trim() !== '');
  return scripts.map((body) => `'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`);
}

type Middleware = (req: IncomingMessage, res: ServerResponse, next: (error?: unknown) => void) => void;

/** The headers helmet's middleware sets, as it sets them (it runs synchronously and reads nothing of the request). */
function helmetHeaders(middleware: Middleware): [string, string][] {
  const set: [string, string][] = [];
  let finished = false;
  const response = {
    setHeader: (name: string, value: unknown) => void set.push([name, String(value)]),
    removeHeader: () => undefined,
    getHeader: () => undefined,
  } as unknown as ServerResponse;
  middleware({ headers: {} } as IncomingMessage, response, (error) => {
    if (error) throw error;
    finished = true;
  });
  if (!finished || set.length === 0) throw new Error('helmet did not set its headers at once');
  return set;
}

/** `consoleScripts`: the CSP sources of the console's inline scripts (inlineScriptSources). */
export async function installSecurityHeaders(app: FastifyInstance, consoleScripts: string[] = []): Promise<void> {
  // helmet, asked once: its policy has no per-request part (no nonce), so its headers are the same on every answer and
  // are set from the list it gave, without running its middlewares on each request (a list request's CPU, #40 item 1).
  const setHeaders = helmet({
    contentSecurityPolicy: { useDefaults: false, directives: { ...CSP_DIRECTIVES, scriptSrc: [...CSP_DIRECTIVES.scriptSrc, ...consoleScripts] } },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    // Over plain HTTP (a local install) HSTS would be wrong; it is sent when the request came over TLS.
    strictTransportSecurity: false,
    crossOriginEmbedderPolicy: false,
  });
  const headers = helmetHeaders(setHeaders);
  app.addHook('onRequest', (_request, reply, done) => {
    for (const [name, value] of headers) reply.raw.setHeader(name, value);
    done();
  });
  app.addHook('onSend', (request, reply, payload, done) => {
    if (request.protocol === 'https') reply.header('strict-transport-security', 'max-age=31536000; includeSubDomains');
    done(null, payload);
  });
}
