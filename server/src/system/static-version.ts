// The version of the session's static answers (#42 item 8): the console keeps the permission list, the settings, the
// locale maps, the login settings and the portal for the session, and asks this one small call at each page load to
// learn whether any of them may have changed since. The version moves whenever the change bus reports grants,
// metadata (the system settings included: sys_config notifies as metadata) or a user changed (db/changes.ts), or may
// have missed a notification; it names this server instance, so an answer cached through another instance, or before a
// restart, is never taken as current. Answering it reads no table.
import { randomUUID } from 'node:crypto';
import { Type } from '@sinclair/typebox';
import type { ChangeBus } from '../db/changes.ts';
import type { Api } from '../plugin-types.ts';
import { ok } from '../wire/envelope.ts';
import { replies } from '../wire/responses.ts';

export const STATIC_VERSION_PATH = '/api/system/session/staticVersion';

const versions = new WeakMap<ChangeBus, () => string>();

/** The bus's version of static answers, counted from the first call on. */
export function staticVersion(bus: ChangeBus): string {
  let version = versions.get(bus);
  if (!version) {
    const instance = randomUUID();
    let changes = 0;
    bus.on((change) => {
      if (change.topic !== 'token' && change.topic !== 'table') changes += 1;
    });
    version = () => `${instance}.${changes}`;
    versions.set(bus, version);
  }
  // While notifications are not arriving nothing can be known current: a version no answer was cached under.
  return bus.live ? version() : randomUUID();
}

export function staticVersionRoutes(app: Api, changes: ChangeBus): void {
  staticVersion(changes);
  app.get(STATIC_VERSION_PATH, {
    config: { access: 'authenticated' },
    schema: {
      tags: ['system'],
      summary: 'The version of the session\'s static answers (permissions, settings, locales, portal): it moves when any of them may have changed',
      response: replies(Type.Object({ version: Type.String() })),
    },
  }, async () => ok({ version: staticVersion(changes) }));
}
