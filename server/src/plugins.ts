// The domain plugins, each owning its routes; registered in this order. A new domain adds one line.
import type { Sandbox } from './logic/sandbox.ts';
import type { JobQueue } from './jobs/queue.ts';
import { bpmRoutes } from './bpm/plugin.ts';
import type { FastifyBaseLogger, FastifyInstance, RawReplyDefaultExpression, RawRequestDefaultExpression, RawServerDefault } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { ServerConfig } from './config.ts';
import type { Database } from './db/database.ts';
import { authRoutes } from './auth/routes.ts';
import { systemRoutes } from './system/routes.ts';
import { auditLog, IDENTITY_PLUGINS } from './identity/index.ts';
import { eformRoutes } from './eform/plugin.ts';
import { logicRoutes } from './logic/plugin.ts';
import { systemMetadataHistoryRoutes } from './system/metadata-history.ts';
import { fileRoutes } from './files/routes.ts';
import { announcementRoutes } from './system/announcements.ts';

export interface PluginOptions {
  db: Database;
  config: ServerConfig;
  /** The one script runtime every domain runs user JavaScript in (page hooks, scripts, process conditions). */
  sandbox: Sandbox;
  /** The job queue (one per platform): scheduled work that one instance does at a time (process timers, …). */
  jobs: JobQueue;
}

/** The app as the domain plugins see it: each route's request and reply types are inferred from its TypeBox schemas. */
export type Api = FastifyInstance<RawServerDefault, RawRequestDefaultExpression, RawReplyDefaultExpression, FastifyBaseLogger, TypeBoxTypeProvider>;

export type DomainPlugin = (app: Api, options: PluginOptions) => Promise<void>;

// The system log's hook comes first so that it sees the routes of every domain.
export const DOMAIN_PLUGINS: DomainPlugin[] = [auditLog, authRoutes, systemRoutes, ...IDENTITY_PLUGINS, eformRoutes, logicRoutes, systemMetadataHistoryRoutes, bpmRoutes, fileRoutes, announcementRoutes];
