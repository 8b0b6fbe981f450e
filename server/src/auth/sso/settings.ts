// An enterprise's single sign-on settings (issue #36): mode (spec §10: cas or oauth2), the OIDC provider (issuer,
// client id, client secret sealed like a data source password, scopes), the CAS server, how a signed-in identity is
// matched to an account and whether an unknown one is provisioned. Administrators read and write them under
// /api/system/sso/config; the sign-in routes read them by enterprise.
import { Type, type Static } from '@sinclair/typebox';
import { PERMISSIONS, ssoMessage } from '@yc/engine';
import type { Api } from '../../plugin-types.ts';
import type { EntityManager } from '../../db/database.ts';
import type { Secrets } from '../../logic/secrets.ts';
import { badRequest, conflict, ok } from '../../wire/envelope.ts';
import { replies } from '../../wire/responses.ts';
import { int, nullableStr, nullableUuid, str } from '../../wire/requests.ts';
import { MATCH_FIELDS, orgAndRoleExist, saveSso, storedSso, type MatchField, type StoredSso } from '../store/sso.ts';

export { MATCH_FIELDS, type MatchField, type StoredSso };

const Editable = {
  ssoMode: Type.Union([Type.Literal('oauth2'), Type.Literal('cas')]),
  enabled: Type.Boolean(),
  issuer: nullableStr(500),
  clientId: nullableStr(200),
  scopes: str(500),
  casServerUrl: nullableStr(500),
  matchClaim: str(100),
  matchField: Type.Union(MATCH_FIELDS.map((f) => Type.Literal(f))),
  provision: Type.Boolean(),
  provisionOrgId: nullableUuid,
  provisionRoleCode: nullableStr(100),
  /** The login button's name for the provider (none: the issuer's or CAS server's host). */
  providerName: Type.Optional(nullableStr(100)),
};

/** What the settings screen reads: never the secret, only whether one is kept. */
export const SsoSettingsSchema = Type.Object({ ...Editable, hasClientSecret: Type.Boolean(), version: Type.Integer() });
/** What it writes: a new secret, or none to keep the stored one; over the version read (0: none saved yet). */
const SsoSettingsBody = Type.Object({ ...Editable, clientSecret: Type.Optional(str(500)), version: int({ minimum: 0 }) });

const DEFAULTS: Static<typeof SsoSettingsSchema> = {
  ssoMode: 'oauth2', enabled: false, issuer: null, clientId: null, scopes: 'openid profile email', casServerUrl: null,
  matchClaim: 'preferred_username', matchField: 'username', provision: false, provisionOrgId: null, provisionRoleCode: null,
  providerName: null, hasClientSecret: false, version: 0,
};

function toScreen(row: StoredSso | undefined): Static<typeof SsoSettingsSchema> {
  if (!row) return DEFAULTS;
  return {
    ssoMode: row.sso_mode, enabled: row.enabled, issuer: row.issuer, clientId: row.client_id, scopes: row.scopes,
    casServerUrl: row.cas_server_url, matchClaim: row.match_claim, matchField: row.match_field, provision: row.provision,
    provisionOrgId: row.provision_org_id, provisionRoleCode: row.provision_role_code, providerName: row.provider_name, hasClientSecret: row.client_secret_enc !== null,
    version: row.version,
  };
}

const isWebUrl = (value: string) => {
  try {
    return ['http:', 'https:'].includes(new URL(value).protocol);
  } catch {
    return false;
  }
};

/** Whether the settings let a sign-in of their mode start: the spec's 'SSO configuration is incomplete' otherwise. */
export function isComplete(s: Pick<StoredSso, 'sso_mode' | 'issuer' | 'client_id' | 'client_secret_enc' | 'cas_server_url'>): boolean {
  return s.sso_mode === 'oauth2' ? Boolean(s.issuer && s.client_id && s.client_secret_enc) : Boolean(s.cas_server_url);
}

/** Refuses settings that cannot work: bad addresses, enabled but incomplete, provisioning without a department and role. */
async function check(em: EntityManager, s: Static<typeof SsoSettingsBody>, secretEnc: string | null): Promise<void> {
  for (const url of [s.issuer, s.casServerUrl]) if (url && !isWebUrl(url)) throw badRequest(ssoMessage('urlInvalid'));
  const complete = isComplete({ sso_mode: s.ssoMode, issuer: s.issuer, client_id: s.clientId, client_secret_enc: secretEnc, cas_server_url: s.casServerUrl });
  if (s.enabled && !complete) throw badRequest(ssoMessage('incomplete'));
  if (!s.provision) return;
  if (!s.provisionOrgId || !s.provisionRoleCode) throw badRequest(ssoMessage('provisionIncomplete'));
  const found = await orgAndRoleExist(em, s.provisionOrgId, s.provisionRoleCode);
  if (!found?.org || !found.role) throw badRequest(ssoMessage('provisionIncomplete'));
}

export function ssoSettingsRoutes(app: Api, secrets: Secrets) {
  const tags = ['auth'];
  const p = PERMISSIONS.system.sso;

  app.get('/api/system/sso/config', {
    config: { access: { permission: p.list } },
    schema: { tags, summary: 'The enterprise\'s single sign-on settings (the client secret is never returned)', response: replies(SsoSettingsSchema) },
  }, async (request) => ok(toScreen(await request.tx(storedSso))));

  app.put('/api/system/sso/config', {
    config: { access: { permission: p.edit } },
    schema: {
      tags, summary: 'Save the single sign-on settings over the version read (no clientSecret: the stored one stays)',
      body: SsoSettingsBody, response: replies(SsoSettingsSchema),
    },
  }, async (request) => {
    const s = request.body;
    const saved = await request.tx(async (em) => {
      const current = await storedSso(em);
      if ((current?.version ?? 0) !== s.version) throw conflict();
      const secretEnc = s.clientSecret ? secrets.seal(s.clientSecret) : (current?.client_secret_enc ?? null);
      await check(em, s, secretEnc);
      const values = [s.ssoMode, s.enabled, s.issuer?.trim() || null, s.clientId?.trim() || null, secretEnc, s.scopes.trim() || DEFAULTS.scopes,
        s.casServerUrl?.trim() || null, s.matchClaim.trim() || DEFAULTS.matchClaim, s.matchField, s.provision, s.provisionOrgId,
        s.provisionRoleCode, s.providerName?.trim() || null];
      const row = await saveSso(em, values, current?.version);
      if (!row) throw conflict();
      return row;
    });
    return ok(toScreen(saved));
  });
}
