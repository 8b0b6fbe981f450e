// The Fastify application: database, wire contract, access control, domain plugins and the console.
import { Sandbox } from './logic/sandbox.ts';
import { openLogicServices } from './logic/services.ts';
import fs from 'node:fs';
import path from 'node:path';
import Fastify, { type FastifyInstance, type FastifyReply } from 'fastify';
import fastifyJwt from '@fastify/jwt';
import fastifyStatic from '@fastify/static';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { ServerConfig } from './config.ts';
import { openDatabase, type Database } from './db/database.ts';
import { bootstrap, type BootstrapResult } from './install/bootstrap.ts';
import { installAccessControl, type Access } from './auth/access.ts';
import { DOMAIN_PLUGINS } from './plugins.ts';
import { apiNotFound, installErrorHandling } from './wire/envelope.ts';
import { installJsonBody } from './wire/json-body.ts';
import { OPENAPI_OPTIONS } from './wire/openapi.ts';
import { installVersionRule } from './wire/versions.ts';
import { inlineScriptSources, installSecurityHeaders } from './wire/security-headers.ts';
import { keptSerializers, validatorsByPart } from './wire/validators.ts';
import { setPlatformTimeZone } from './today.ts';
import { setPasswordHashing, weakerThanOwasp } from './auth/passwords.ts';
import { openJobQueue, type JobQueue } from './jobs/queue.ts';
import { scheduleHousekeeping } from './jobs/housekeeping.ts';

export interface RouteInfo {
  method: string;
  url: string;
  access: Access;
  /** Whether the route declares the schema its replies are serialised by. */
  response: boolean;
}

export interface Platform {
  app: FastifyInstance;
  /** Every API route with its declared access (for audits and the route-security test). */
  routes: RouteInfo[];
  db: Database;
  boot: BootstrapResult;
  /** The job queue: housekeeping, process timers (and scheduled jobs). */
  jobs: JobQueue;
  close(): Promise<void>;
}

export async function buildPlatform(config: ServerConfig): Promise<Platform> {
  setPlatformTimeZone(config.timeZone);
  setPasswordHashing(config.passwordHash);
  const db = await openDatabase(config);
  let jobs: JobQueue | undefined;
  try {
    const boot = await bootstrap(db, config);
    jobs = await openJobQueue(db, config);
    await scheduleHousekeeping(jobs, db, config);
    const routes: RouteInfo[] = [];
    const app = await buildApp(config, db, boot, routes, jobs);
    const queue = jobs;
    return {
      app, db, boot, routes, jobs: queue,
      async close() {
        await app.close();
        await queue.stop();
        await db.close();
      },
    };
  } catch (error) {
    await jobs?.stop();
    await db.close();
    throw error;
  }
}

async function buildApp(config: ServerConfig, db: Database, boot: BootstrapResult, routes: RouteInfo[], jobs: JobQueue): Promise<FastifyInstance> {
  const app = Fastify({
    logger: { level: config.logLevel },
    trustProxy: config.trustProxy,
    routerOptions: { ignoreTrailingSlash: false, caseSensitive: true },
    schemaController: { compilersFactory: { buildValidator: validatorsByPart, buildSerializer: keptSerializers } },
  });
  if (weakerThanOwasp(config.passwordHash)) {
    app.log.warn(`PASSWORD_HASH_MEMORY_KIB=${config.passwordHash.memoryKib} with PASSWORD_HASH_PASSES=${config.passwordHash.passes} is weaker than OWASP's argon2id minimum (19456 KiB × 2 passes or its equivalents): for tests only`);
  }
  installErrorHandling(app);
  installJsonBody(app);
  await installSecurityHeaders(app, consoleInlineScripts(config.webDist));

  // The API documentation is public by design; every other /api route must declare its access.
  app.addHook('onRoute', (route) => {
    if (route.url.startsWith('/api/docs')) route.config = { ...route.config, access: 'public' };
    if (!route.url.startsWith('/api/')) return;
    // Every reply is serialised by its schema: a route that declares none is a bug, found at start.
    if (!route.url.startsWith('/api/docs') && route.schema?.response === undefined) {
      throw new Error(`route ${[route.method].flat().join(',')} ${route.url} declares no response schema`);
    }
    for (const method of [route.method].flat()) {
      if (method !== 'HEAD') routes.push({ method, url: route.url, access: route.config?.access ?? 'public', response: route.schema?.response !== undefined });
    }
  });
  await app.register(fastifySwagger, OPENAPI_OPTIONS);
  await app.register(fastifySwaggerUi, { routePrefix: '/api/docs/ui' });
  app.get('/api/docs', { schema: { hide: true } }, async () => app.swagger());

  await app.register(fastifyJwt, { secret: boot.jwtSecret });
  installAccessControl(app, db);
  installVersionRule(app);

  // Request and reply types are inferred from each route's TypeBox schemas; validation stays Fastify's own (ajv).
  const api = app.withTypeProvider<TypeBoxTypeProvider>();
  const sandbox = new Sandbox();
  app.addHook('onClose', async () => sandbox.dispose());
  const logic = await openLogicServices(db, config);
  app.addHook('onClose', logic.close);
  for (const plugin of DOMAIN_PLUGINS) await api.register(plugin, { db, config, sandbox, jobs, logic });
  await registerConsole(app, config.webDist);
  return app;
}

/** The CSP sources of the built console's inline scripts (none when it is not built). */
function consoleInlineScripts(webDist: string): string[] {
  const index = path.join(webDist, 'index.html');
  return fs.existsSync(index) ? inlineScriptSources(fs.readFileSync(index, 'utf8')) : [];
}

/**
 * The built console's files, as paths relative to its folder, read once: a build is not changed under a running server
 * (`npm start` builds before it serves). Nothing under a dotted name (the build's .vite/manifest.json) is served, and a
 * path is served only as spelled here, never through `..` or another spelling of a name.
 */
function builtFiles(webDist: string): Set<string> {
  const entries = fs.readdirSync(webDist, { recursive: true, withFileTypes: true });
  return new Set(
    entries
      .filter((entry) => entry.isFile())
      .map((entry) => path.relative(webDist, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
      .filter((file) => !file.split('/').some((segment) => segment.startsWith('.'))),
  );
}

/** Serves the built console at `/`, with the SPA fallback for client routes. */
async function registerConsole(app: FastifyInstance, webDist: string): Promise<void> {
  const index = path.join(webDist, 'index.html');
  const built = fs.existsSync(index);
  if (built) {
    // The plugin only sends (`reply.sendFile`); which files exist is known from the start (below), since its own
    // wildcard route reads each directory on the path of every request it serves (the assets folder's 700 entries,
    // for each of a page load's 40–70 files), to refuse a differently spelled alias of a file.
    await app.register(fastifyStatic, {
      root: webDist,
      serve: false,
      index: false,
      dotfiles: 'ignore',
      // The build wrote .br and .gz beside each asset: sent by Accept-Encoding, with Content-Encoding and Vary.
      preCompressed: true,
      // Hashed build assets never change under their name; everything else is revalidated.
      cacheControl: false,
      setHeaders: (reply, filePath) => {
        const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
        reply.header('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
    const files = builtFiles(webDist);
    // Not part of the API document (as the plugin's own wildcard route was not).
    app.get('/*', { schema: { hide: true } }, (request, reply) => {
      const file = (request.params as { '*': string })['*'];
      return files.has(file) ? reply.sendFile(`/${file}`) : reply.callNotFound();
    });
  }
  const sendConsole = (reply: FastifyReply) =>
    built
      ? reply.header('cache-control', 'no-cache').sendFile('index.html')
      : reply.type('text/plain').send('The console is not built: run `npm run build:web`.');
  app.get('/', (_request, reply) => sendConsole(reply));
  app.setNotFoundHandler((request, reply) => {
    const pathname = request.url.split('?')[0] ?? '';
    if (pathname.startsWith('/api') || request.method !== 'GET' || path.extname(pathname)) return apiNotFound(request, reply);
    return sendConsole(reply);
  });
}
