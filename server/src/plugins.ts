// The domain plugins, each owning its routes; registered in this order. A new domain adds one line.
import type { DomainPlugin } from './plugin-types.ts';
import { bpmRoutes } from './bpm/plugin.ts';
import { authRoutes } from './auth/routes.ts';
import { ssoRoutes } from './auth/sso/routes.ts';
import { oauthProviderRoutes } from './auth/oauth/provider.ts';
import { systemRoutes } from './system/routes.ts';
import { auditLog, IDENTITY_PLUGINS } from './identity/index.ts';
import { eformRoutes } from './eform/plugin.ts';
import { logicRoutes } from './logic/plugin.ts';
import { systemMetadataHistoryRoutes } from './system/metadata-history.ts';
import { fileRoutes } from './files/routes.ts';
import { announcementRoutes } from './system/announcements.ts';
import { marketRoutes } from './market/routes.ts';
import { mcpRoutes } from './mcp/routes.ts';
import { messageRoutes } from './messages/routes.ts';
import { sysJobRoutes } from './system/jobs.ts';
import { dataLogRoutes } from './system/data-log.ts';
import { brandingRoutes } from './system/branding.ts';
import { monitorRoutes } from './monitor/plugin.ts';
import { codegenRoutes } from './codegen/routes.ts';
import { extRoutes } from './ext/plugin.ts';

// The system log's hook comes first so that it sees the routes of every domain; the monitor's request timing next.
export const DOMAIN_PLUGINS: DomainPlugin[] = [auditLog, monitorRoutes, authRoutes, ssoRoutes, oauthProviderRoutes, systemRoutes, ...IDENTITY_PLUGINS, eformRoutes, logicRoutes, systemMetadataHistoryRoutes, bpmRoutes, fileRoutes, announcementRoutes, marketRoutes, sysJobRoutes, dataLogRoutes, brandingRoutes, messageRoutes, mcpRoutes, extRoutes, codegenRoutes];
