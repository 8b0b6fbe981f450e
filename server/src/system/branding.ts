// System › Portal settings, the branding half (/api/system/portalSettings): the platform's names in both languages and
// its logo (sys_config codes project-full-name, project-simple-name, their -en variants and project-logo-url, spec §1),
// which the console reads at sign-in (title in the header and the tab, logo in the header). The portal each role or
// user gets is the portal design's (/api/eform/manage/portal/settings). A logo is an http(s) address or a file of the
// platform's own file store — never javascript:, data: or any other scheme, and never a path elsewhere on this origin.
import { Type, type Static } from '@sinclair/typebox';
import { brandingMessage as make, PERMISSIONS, type Message } from '@yc/engine';
import type { EntityManager } from '../db/database.ts';
import type { Api } from '../plugin-types.ts';
import { badRequest, ok } from '../wire/envelope.ts';
import { replies } from '../wire/responses.ts';
import { configValues, writeConfig } from './store/settings.ts';

export const BRANDING_CODES = {
  fullName: 'project-full-name', simpleName: 'project-simple-name', fullNameEn: 'project-full-name-en',
  simpleNameEn: 'project-simple-name-en', logoUrl: 'project-logo-url',
} as const;
type Field = keyof typeof BRANDING_CODES;
const FIELDS = Object.keys(BRANDING_CODES) as Field[];

const STORED_FILE = /^\/api\/system\/common\/static\/[A-Za-z0-9_-]{1,40}\/[A-Za-z0-9_-][A-Za-z0-9._-]{0,59}$/;

/** Why a logo address may not be used, or undefined when it may (empty clears the logo). */
export function logoUrlProblem(value: string): Message | undefined {
  const url = value.trim();
  if (!url) return undefined;
  if (STORED_FILE.test(url) && !url.includes('..')) return undefined;
  if (!/^https?:\/\//i.test(url)) return make('logoHostile');
  try {
    const parsed = new URL(url);
    if ((parsed.protocol === 'http:' || parsed.protocol === 'https:') && parsed.hostname && !/[\s"'<>\\]/.test(url)) return undefined;
  } catch {
    // not an address
  }
  return make('logoHostile');
}

const Branding = Type.Object({
  fullName: Type.String({ maxLength: 100 }),
  simpleName: Type.String({ maxLength: 50 }),
  fullNameEn: Type.String({ maxLength: 100 }),
  simpleNameEn: Type.String({ maxLength: 50 }),
  logoUrl: Type.String({ maxLength: 1000 }),
});
type BrandingBody = Static<typeof Branding>;

async function readBranding(em: EntityManager): Promise<BrandingBody> {
  const rows = await configValues(em, Object.values(BRANDING_CODES));
  const value = (field: Field) => rows.find((r) => r.code === BRANDING_CODES[field])?.value ?? '';
  return Object.fromEntries(FIELDS.map((f) => [f, value(f)])) as BrandingBody;
}

export async function brandingRoutes(app: Api): Promise<void> {
  const P = PERMISSIONS.system.portalSettings;

  app.get('/api/system/portalSettings', {
    config: { access: { permission: P.list } },
    schema: { tags: ['system'], summary: 'The platform name (both languages) and logo the console shows from the next sign-in', response: replies(Branding) },
  }, async (request) => ok(await request.tx((em) => readBranding(em))));

  app.put('/api/system/portalSettings', {
    config: { access: { permission: P.edit } },
    schema: {
      tags: ['system'], body: Branding, response: replies(Branding),
      summary: 'Change the platform name and logo (a logo is an http(s) address or a file of the platform\'s file store)',
    },
  }, async (request) => {
    const body = Object.fromEntries(FIELDS.map((f) => [f, request.body[f].trim()])) as BrandingBody;
    if (!body.fullName) throw badRequest(make('nameRequired'));
    const problem = logoUrlProblem(body.logoUrl);
    if (problem) throw badRequest(problem);
    const saved = await request.tx(async (em) => {
      for (const f of FIELDS) await writeConfig(em, BRANDING_CODES[f], body[f]);
      return readBranding(em);
    });
    return ok(saved);
  });
}
