// What every domain plugin is given and registers on: the options (database, configuration, sandbox, jobs, logic
// services) and the app typed by its TypeBox schemas. Domains import these types from here, never from plugins.ts
// (which imports every domain to list them).
import type { FastifyBaseLogger, FastifyInstance, RawReplyDefaultExpression, RawRequestDefaultExpression, RawServerDefault } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { ServerConfig } from './config.ts';
import type { Database } from './db/database.ts';
import type { JobQueue } from './jobs/queue.ts';
import type { LogicServices } from './logic/services.ts';
import type { Sandbox } from './logic/sandbox.ts';

export interface PluginOptions {
  db: Database;
  config: ServerConfig;
  /** The one script runtime every domain runs user JavaScript in (page hooks, scripts, process conditions). */
  sandbox: Sandbox;
  /** The job queue (one per platform): scheduled work that one instance does at a time (process timers, …). */
  jobs: JobQueue;
  /** Data sources with their pools and the guarded HTTP client (one set per instance), for the logic layer and the records over them. */
  logic: LogicServices;
}

/** The app as the domain plugins see it: each route's request and reply types are inferred from its TypeBox schemas. */
export type Api = FastifyInstance<RawServerDefault, RawRequestDefaultExpression, RawReplyDefaultExpression, FastifyBaseLogger, TypeBoxTypeProvider>;

export type DomainPlugin = (app: Api, options: PluginOptions) => Promise<void>;
