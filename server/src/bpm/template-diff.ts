// The designs of a template as the engine compares them: the design being edited or a published version, and
// `GET /api/bpm/template/diff?key=&from=&to=` answering what changed from one to the other (the engine's diff).
import { Type } from '@sinclair/typebox';
import { PERMISSIONS, ProcessTemplateSchema } from '@yc/engine';
import { BPM_MESSAGES, diffProcessDesigns, type DesignSnapshot } from '@yc/engine/bpm';
import type { Api } from '../plugin-types.ts';
import type { EntityManager } from '../db/database.ts';
import { BpmTemplateVersionEntity } from '../db/entities/bpm.ts';
import { badRequest, ok } from '../wire/envelope.ts';
import { Open, replies } from '../wire/responses.ts';
import { requireTemplate } from './templates.ts';

/** The design being edited, or a published definition version. */
export type DesignRef = 'design' | number;

/** A design of the template `key` (404 for no such template; a version it never published refused with its message). */
export async function loadDesign(em: EntityManager, key: string, which: DesignRef): Promise<DesignSnapshot> {
  const template = await requireTemplate(em, key, which === 'design');
  const row = which === 'design'
    ? template
    : await em.findOne(BpmTemplateVersionEntity, { templateKey: key, definitionVersion: which }, { populate: ['bpmnXml'] });
  if (!row) throw badRequest(BPM_MESSAGES.versionUnknown(which));
  return { bpmnXml: row.bpmnXml, key, nodes: row.nodes, startPermission: row.startPermission, formCode: row.formCode ?? null, name: row.name };
}

/** 'design' or a version number, as the query names it. */
const Which = Type.String({ pattern: '^(design|[1-9][0-9]{0,8})$' });
const which = (value: string | undefined): DesignRef => (value === undefined || value === 'design' ? 'design' : Number(value));

export async function templateDiffRoutes(app: Api) {
  app.get('/api/bpm/template/diff', {
    config: { access: { permission: PERMISSIONS.bpm.template.list } },
    schema: {
      tags: ['bpm'],
      summary: 'What changed from one design of a template to another: `from` and `to` are published versions or `design` (the default of `to`)',
      querystring: Type.Object({ key: ProcessTemplateSchema.properties.key, from: Which, to: Type.Optional(Which) }),
      response: replies(Open),
    },
  }, async (request) => {
    const { key, from, to } = request.query;
    const [before, after] = await request.tx(async (em) => [await loadDesign(em, key, which(from)), await loadDesign(em, key, which(to))]);
    return ok({ from: which(from), to: which(to), ...(await diffProcessDesigns(before, after)) });
  });
}
