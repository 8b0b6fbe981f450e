// Process groups under /api/bpm/template/group/…: the managed list the templates page files templates under. A template
// names its group by the group's name (its `group`, free text before groups were managed, still accepted): renaming a
// group renames it on its templates in the same transaction, and a group with templates cannot be deleted. Texts that
// name no managed group are listed beside the groups, so no template is lost from the page.
import { randomUUID } from 'node:crypto';
import { Type } from '@sinclair/typebox';
import { PERMISSIONS } from '@yc/engine';
import { BPM_MESSAGES } from '@yc/engine/bpm';
import type { Api } from '../plugin-types.ts';
import type { EntityManager } from '../db/database.ts';
import { BpmTemplateEntity, BpmTemplateGroupEntity } from '../db/entities/bpm.ts';
import { uniqueViolation } from '../identity/sql.ts';
import { updateVersioned } from '../identity/rows.ts';
import { EFORM_MESSAGES } from '../eform/errors.ts';
import { username } from '../eform/http.ts';
import { badRequest, notFound, ok } from '../wire/envelope.ts';
import { uuid, version } from '../wire/requests.ts';
import { Nothing, replies } from '../wire/responses.ts';
import { templateCountsByGroup } from './store/templates.ts';

const base = '/api/bpm/template/group';
const tags = ['bpm'];
const P = PERMISSIONS.bpm.template;

const fields = {
  name: Type.String({ minLength: 1, maxLength: 100, pattern: '\\S' }),
  code: Type.String({ minLength: 1, maxLength: 100, pattern: '^[A-Za-z][\\w.-]*$' }),
  orderNo: Type.Optional(Type.Integer({ minimum: 0, maximum: 1_000_000 })),
};
const Group = Type.Object({
  id: Type.String(), name: Type.String(), code: Type.String(), orderNo: Type.Integer(), version: Type.Integer(), templateCount: Type.Integer(),
});

/** Template counts by their group text. */
async function templateCounts(em: EntityManager): Promise<Map<string, number>> {
  const rows = await templateCountsByGroup(em);
  return new Map(rows.map((r) => [r.group_name, r.n]));
}

/** A save refused by a unique constraint (two saves racing past the checks): the name's or the code's message. */
async function refusingTaken<T>(name: string, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    const constraint = uniqueViolation(error);
    if (constraint === undefined) throw error;
    throw badRequest(constraint.includes('name') ? BPM_MESSAGES.groupNameTaken(name) : EFORM_MESSAGES.codeRepeated);
  }
}

/** The name and code are another group's: refused with the name's or the code's message. */
async function assertFree(em: EntityManager, name: string, code: string, id?: string) {
  const others = id ? { id: { $ne: id } } : {};
  if (await em.count(BpmTemplateGroupEntity, { name, ...others })) throw badRequest(BPM_MESSAGES.groupNameTaken(name));
  if (await em.count(BpmTemplateGroupEntity, { code, ...others })) throw badRequest(EFORM_MESSAGES.codeRepeated);
}

export async function templateGroupRoutes(app: Api) {
  app.get(`${base}/list`, {
    config: { access: { permission: P.list } },
    schema: {
      tags, summary: 'The process groups in order, each with its number of templates; and the group texts of templates that name no group',
      response: replies(Type.Object({ groups: Type.Array(Group), others: Type.Array(Type.Object({ name: Type.String(), templateCount: Type.Integer() })) })),
    },
  }, async (request) => {
    const result = await request.tx(async (em) => {
      const groups = await em.find(BpmTemplateGroupEntity, {}, { orderBy: [{ orderNo: 'asc' }, { name: 'asc' }] });
      const counts = await templateCounts(em);
      const managed = new Set(groups.map((g) => g.name));
      return {
        groups: groups.map((g) => ({ id: g.id, name: g.name, code: g.code, orderNo: g.orderNo, version: g.version, templateCount: counts.get(g.name) ?? 0 })),
        // Templates with no group at all (an import naming none) are listed under all only.
        others: [...counts].filter(([name]) => name !== '' && !managed.has(name)).sort(([a], [b]) => a.localeCompare(b)).map(([name, templateCount]) => ({ name, templateCount })),
      };
    });
    return ok(result);
  });

  app.post(`${base}/add`, {
    config: { access: { permission: P.group } },
    schema: { tags, summary: 'Add a process group (name and code unique)', body: Type.Object(fields), response: replies(Type.Object({ id: Type.String(), version: Type.Integer() })) },
  }, async (request) => {
    const name = request.body.name.trim();
    const { code, orderNo = 0 } = request.body;
    const result = await request.tx(async (em) => {
      await assertFree(em, name, code);
      const id = randomUUID();
      await refusingTaken(name, () => em.insert(BpmTemplateGroupEntity, { id, name, code, orderNo, createdBy: username(request), updatedBy: username(request) }));
      return { id, version: 1 };
    });
    return ok(result);
  });

  app.put(`${base}/edit`, {
    config: { access: { permission: P.group } },
    schema: {
      tags, summary: 'Edit a process group at the version read; a new name is given to its templates too',
      body: Type.Object({ id: uuid, version, ...fields }), response: replies(Type.Object({ id: Type.String(), version: Type.Integer() })),
    },
  }, async (request) => {
    const name = request.body.name.trim();
    const { id, code, orderNo } = request.body;
    const result = await request.tx(async (em) => {
      const row = await em.findOne(BpmTemplateGroupEntity, { id });
      if (!row) throw notFound();
      await assertFree(em, name, code, id);
      const saved = await refusingTaken(name, () => updateVersioned(em, BpmTemplateGroupEntity, id, {
        name, code, ...(orderNo === undefined ? {} : { orderNo }), updatedBy: username(request), updatedAt: new Date(),
      }, request.body.version));
      if (row.name !== name) await em.nativeUpdate(BpmTemplateEntity, { groupName: row.name }, { groupName: name });
      return { id, version: saved };
    });
    return ok(result);
  });

  app.delete(`${base}/delete`, {
    config: { access: { permission: P.group } },
    schema: { tags, summary: `Delete a process group ("${BPM_MESSAGES.groupHasTemplates.code}": only one without templates)`, querystring: Type.Object({ id: uuid }), response: replies(Nothing) },
  }, async (request) => {
    await request.tx(async (em) => {
      const row = await em.findOne(BpmTemplateGroupEntity, { id: request.query.id });
      if (!row) throw notFound();
      if (await em.count(BpmTemplateEntity, { groupName: row.name })) throw badRequest(BPM_MESSAGES.groupHasTemplates);
      await em.nativeDelete(BpmTemplateGroupEntity, { id: row.id });
    });
    return ok(null);
  });
}
