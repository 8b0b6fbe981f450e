// The edit rule (#33 item 4): every edit names the version it read the item at. A PUT whose body declares `version`
// is an edit of a versioned item: one without a version is refused with the catalogue's message before anything else
// is checked, whatever its route (identity, eform, logic, BPM, announcements, and any route added later); a stale one
// is refused with 409 by the route's versioned write (`updateVersioned`, `updateItem`, or `version = ?` in its update).
import type { FastifyInstance, RouteOptions } from 'fastify';
import { EFORM_MESSAGES } from '@yc/engine';
import { documentedSchema } from './engine-body.ts';
import { badRequest } from './envelope.ts';

/** Whether a route's body (as documented: the engine's schema where the handler validates it) declares `version`. */
export function declaresVersion(body: unknown): boolean {
  const documented = documentedSchema(body) as { properties?: Record<string, unknown> } | undefined;
  return !!documented?.properties && 'version' in documented.properties;
}

/** Whether a route is an edit of a versioned item. */
export function isVersionedEdit(route: Pick<RouteOptions, 'method' | 'schema'>): boolean {
  return [route.method].flat().includes('PUT') && declaresVersion(route.schema?.body);
}

/** The version an edit names; a missing one is refused (400, "The version of the item you edited is required"). */
export function requireVersion(body: unknown): number {
  const version = (body as { version?: unknown } | null)?.version;
  if (version === undefined || version === null) throw badRequest(EFORM_MESSAGES.versionRequired);
  return version as number;
}

/** Adds the rule to every versioned edit a plugin registers (before its body is validated, so the refusal is this one). */
export function installVersionRule(app: FastifyInstance): void {
  app.addHook('onRoute', (route) => {
    if (!isVersionedEdit(route)) return;
    route.preValidation = [...[route.preValidation ?? []].flat(), async (request) => {
      if (request.body && typeof request.body === 'object' && !Array.isArray(request.body)) requireVersion(request.body);
    }];
  });
}
