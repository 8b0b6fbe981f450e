// Who may run a saved SQL or HTTP config through the generic calls (getSqlConfigItems, getHttpConfigItems and their
// batches). A config reads whatever its statement or service reaches, past the caller's data rules, so it runs for a
// caller only through something that caller may use:
// - the config's own permission (`sqlConfig:<code>` / `httpConfig:<code>`, engine's configRunPermission) or the right
//   to test configs of its kind (the designer's preview);
// - a page the caller may open whose form binds it in a field the caller may see (`viewCode`);
// - a form that binds it, which the caller may design (its preview) or open through a page (`formCode`);
// - a process the caller may start whose start form binds it (`processKey`), or an instance the caller may see whose
//   forms bind it (`instanceId`).
// Anything else is refused with 403 'permission denied'.
import { Type, type Static } from '@sinclair/typebox';
import {
  canSee, configRunPermission, PERMISSIONS, remoteOptionFields, type Form, type RemoteOptionSource, platformMessage,
} from '@yc/engine';
import type { FastifyRequest } from 'fastify';
import { hasPermission } from '../auth/access.ts';
import type { EntityManager } from '../db/database.ts';
import { BpmTemplateEntity, BpmTemplateVersionEntity } from '../db/entities/bpm.ts';
import { assertMayStart } from '../bpm/flow.ts';
import { visibleInstance } from '../bpm/instances.ts';
import { loadItem } from '../eform/store/metadata.ts';
import { loadRecordContext } from '../eform/records/records-context.ts';
import { ApiError } from '../wire/envelope.ts';
import { codeParam, uuid } from '../wire/requests.ts';
import { pagesOfForm } from './store/config-lookups.ts';

type Kind = RemoteOptionSource['kind'];

/** The querystring naming what a config runs for (at most one is needed). */
export const ConfigContext = Type.Object({
  viewCode: Type.Optional(codeParam),
  formCode: Type.Optional(codeParam),
  processKey: Type.Optional(Type.String({ maxLength: 100 })),
  instanceId: Type.Optional(uuid),
});
export type ConfigContext = Static<typeof ConfigContext>;

const MANAGE = { sql: PERMISSIONS.system.sqlConfig.test, http: PERMISSIONS.system.httpConfig.test } as const;
const FORM_DESIGN = [PERMISSIONS.eform.form.add, PERMISSIONS.eform.form.edit];

const denied = () => new ApiError(403, platformMessage('permissionDenied'));

/** The codes of `kind` bound by the form's fields (only those the caller may see, when their access is known). */
const boundCodes = (form: Pick<Form, 'fields'> | null | undefined, kind: Kind, visible: (key: string) => boolean = () => true) =>
  new Set(remoteOptionFields(form ?? { fields: [] }).filter((f) => f.source.kind === kind && visible(f.key)).map((f) => f.source.code));

async function formOf(em: EntityManager, code: string | null | undefined): Promise<Form | null> {
  return code ? (((await loadItem(em, 'form', code))?.content as Form | undefined) ?? null) : null;
}

/** Whether the caller may open some page whose form is this one. */
async function opensPageOf(em: EntityManager, formCode: string, userId: string): Promise<boolean> {
  const views = await pagesOfForm(em, formCode);
  for (const { code } of views) {
    try {
      await loadRecordContext(em, code, userId);
      return true;
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
    }
  }
  return false;
}

/** The configs of `kind` the context lets the caller run (a refusal when the context itself is not theirs). */
async function contextCodes(request: FastifyRequest, em: EntityManager, kind: Kind, context: ConfigContext): Promise<Set<string>> {
  const { userId } = request.caller();
  const codes = new Set<string>();
  const add = (more: Set<string>) => more.forEach((c) => codes.add(c));
  if (context.viewCode) {
    const ctx = await loadRecordContext(em, context.viewCode, userId);
    add(boundCodes(ctx.form as Form, kind, (key) => canSee(ctx.access, key)));
  }
  if (context.formCode) {
    const form = await formOf(em, context.formCode);
    if (form && ((await hasPermission(em, userId, FORM_DESIGN)) || (await opensPageOf(em, context.formCode, userId)))) add(boundCodes(form, kind));
  }
  if (context.processKey) {
    const template = await em.findOne(BpmTemplateEntity, { templateKey: context.processKey });
    if (!template) throw denied();
    await assertMayStart(em, template, userId);
    add(boundCodes(await formOf(em, template.formCode), kind));
  }
  if (context.instanceId) {
    const instance = await visibleInstance(request, em, context.instanceId);
    const definition = await em.findOne(BpmTemplateVersionEntity, { templateKey: instance.templateKey, definitionVersion: instance.definitionVersion });
    const formCodes = new Set([definition?.formCode, ...Object.values(definition?.nodes ?? {}).map((n) => n.formCode)].filter((c): c is string => !!c));
    for (const code of formCodes) add(boundCodes(await formOf(em, code), kind));
  }
  return codes;
}

/** Refuses (403 'permission denied') unless the caller may run every one of these configs in this context. */
export async function assertMayRunConfigs(request: FastifyRequest, em: EntityManager, kind: Kind, codes: readonly string[], context: ConfigContext): Promise<void> {
  const { userId } = request.caller();
  if (await hasPermission(em, userId, MANAGE[kind])) return;
  const wanted = [...new Set(codes)];
  const own = await Promise.all(wanted.map((code) => hasPermission(em, userId, configRunPermission(kind, code))));
  const rest = wanted.filter((_, i) => !own[i]);
  if (!rest.length) return;
  const bound = await contextCodes(request, em, kind, context);
  if (rest.some((code) => !bound.has(code))) throw denied();
}
