// Third-party login (issue #36 item 3, spec §7): a signed-in user binds their identity at the enterprise's OIDC provider
// to their account — the same authorization code flow as a sign-in, started and finished by that user — and can unbind
// it; a later sign-in at the provider (POST /api/system/oauth2/login) finds the bound account first (accounts.ts).
// Everything here is the caller's own: the user comes from the session, never from the request.
import { randomUUID } from 'node:crypto';
import { Type } from '@sinclair/typebox';
import { ssoMessage } from '@yc/engine';
import type { Api } from '../../plugin-types.ts';
import { badRequest, notFound, ok } from '../../wire/envelope.ts';
import { replies } from '../../wire/responses.ts';
import { str, uuid } from '../../wire/requests.ts';
import type { OidcSignIn } from './oidc.ts';
import { bindIdentity, bindingAccount, bindingsOf, identityOwner, storedSso, unbind, type BindingRow } from '../store/sso.ts';

const Binding = Type.Object({ id: Type.String(), issuer: Type.String(), subject: Type.String(), createdAt: Type.String() });
const LoginUser = Type.Object({ id: Type.String(), username: Type.String(), realname: Type.String(), issuer: Type.String(), subject: Type.String() });

const toBinding = (row: BindingRow) => ({ id: row.id, issuer: row.issuer, subject: row.subject, createdAt: new Date(row.created_at).toISOString() });
const isWebUrl = (value: string) => /^https?:\/\//i.test(value) && URL.canParse(value);
const access = { access: 'authenticated' } as const;
const tags = ['auth'];

export function thirdPartyRoutes(app: Api, oidc: OidcSignIn) {
  app.get('/api/system/thirdLogin/authorize', {
    config: access,
    schema: {
      tags, summary: 'Start binding the caller\'s identity at the enterprise\'s OIDC provider: the provider\'s authorization address',
      querystring: Type.Object({ redirectUri: str(1000) }), response: replies(Type.Object({ url: Type.String() })),
    },
  }, async (request) => {
    if (!isWebUrl(request.query.redirectUri)) throw badRequest(ssoMessage('urlInvalid'));
    const { tenantId, userId } = request.caller();
    const settings = await request.tx(storedSso);
    if (!settings?.enabled || settings.sso_mode !== 'oauth2') throw badRequest(ssoMessage('incomplete'));
    return ok({ url: await oidc.authorizationUrl(tenantId, settings, request.query.redirectUri, userId) });
  });

  app.post('/api/system/thirdLogin/bind', {
    config: access,
    schema: {
      tags, summary: 'Bind the identity the provider sent back (code, state, iss) to the caller\'s account',
      body: Type.Object({ code: str(2000), state: str(200), iss: Type.Optional(str(500)) }), response: replies(Binding),
    },
  }, async (request) => {
    const { tenantId, userId } = request.caller();
    const taken = await oidc.takeState(request.body.state);
    // Only the binding this user started, in their enterprise: another's state (or a sign-in's) is no binding of theirs.
    if (!taken || taken.bindUserId !== userId || taken.tenantId !== tenantId) throw badRequest(ssoMessage('stateInvalid'));
    const settings = await request.tx(storedSso);
    if (!settings?.enabled || settings.sso_mode !== 'oauth2' || !settings.issuer) throw badRequest(ssoMessage('incomplete'));
    const identity = await oidc.exchange(settings, taken, request.body, taken.redirectUri);
    const subject = typeof identity.claims.sub === 'string' ? identity.claims.sub : '';
    if (!subject) throw badRequest(ssoMessage('rejected'));
    const issuer = settings.issuer;
    const row = await request.tx(async (em) => {
      const other = await identityOwner(em, issuer, subject);
      if (other && other !== userId) throw badRequest(ssoMessage('identityTaken'));
      // One identity per provider and account: binding again replaces the earlier one.
      return bindIdentity(em, randomUUID(), userId, issuer, subject);
    });
    return ok(toBinding(row));
  });

  app.get('/api/system/thirdLogin/bindings', {
    config: access,
    schema: { tags, summary: 'The third-party identities bound to the caller\'s account', response: replies(Type.Array(Binding)) },
  }, async (request) => {
    const rows = await request.tx((em) => bindingsOf(em, request.caller().userId));
    return ok(rows.map(toBinding));
  });

  app.delete('/api/system/thirdLogin/bindings/:id', {
    config: access,
    schema: { tags, summary: 'Unbind one of the caller\'s third-party identities', params: Type.Object({ id: uuid }), response: replies(Type.Null()) },
  }, async (request) => {
    const removed = await request.tx((em) => unbind(em, request.params.id, request.caller().userId));
    if (removed.length === 0) throw notFound();
    return ok(null);
  });

  app.get('/thirdLogin/getLoginUser/:id', {
    config: access,
    schema: {
      tags, summary: 'Spec §7: the account one of the caller\'s third-party identities signs in as',
      params: Type.Object({ id: uuid }), response: replies(LoginUser),
    },
  }, async (request) => {
    const row = await request.tx((em) => bindingAccount(em, request.params.id, request.caller().userId));
    if (!row) throw notFound();
    return ok(row);
  });

}
