// CAS single logout (issue #36 item 2): when a person signs out at the CAS server, it POSTs a SAML logoutRequest to each
// service they signed in to — here the console's callback address, the service of every CAS sign-in — naming the
// service ticket in its SessionIndex. The platform session that ticket began ends. The answer is always 200 and says
// nothing: a ticket is spent at sign-in, and only the CAS server and the browser that carried it ever knew it.
import type { FastifyInstance } from 'fastify';
import { SSO_CALLBACK_PATH } from '@yc/engine';
import type { Database } from '../../db/database.ts';
import { revokeToken } from '../session.ts';
import { sessionsOfTicket } from '../store/sso.ts';

/** The service ticket a logoutRequest names, if it names one. */
export function sessionIndexOf(logoutRequest: string): string | null {
  return /<(?:\w+:)?SessionIndex>\s*([^<\s]{1,500})\s*<\/(?:\w+:)?SessionIndex>/.exec(logoutRequest)?.[1] ?? null;
}

export async function casSingleLogoutRoute(app: FastifyInstance, db: Database): Promise<void> {
  await app.register(async (scope: FastifyInstance) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 64 * 1024 },
      (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))));
    scope.post(SSO_CALLBACK_PATH, { schema: { hide: true } }, async (request, reply) => {
      const logoutRequest = (request.body as Record<string, string> | undefined)?.logoutRequest;
      const ticket = logoutRequest ? sessionIndexOf(logoutRequest) : null;
      if (ticket) {
        const sessions = await sessionsOfTicket(db, ticket);
        for (const { jti } of sessions) await revokeToken(db, jti);
        // The next request anywhere already finds the session ended.
        if (sessions.length) await db.changes.fence();
      }
      return reply.code(200).type('text/plain').send('');
    });
  });
}
