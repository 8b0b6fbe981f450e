// Process templates under /api/bpm/template/…: a BPMN design with the platform's node settings (read from the file's
// Camunda / Flowable attributes when the design gives none), kept as a template being edited; publishing freezes the
// design as the next definition version (instances run on the version they started with); an active template can be
// suspended and activated again; a template with instance data cannot be deleted.
import { randomUUID } from 'node:crypto';
import { Type } from '@sinclair/typebox';
import { OneOf, PERMISSIONS, PROCESS_TEMPLATE_STATUSES, ProcessTemplateSchema, type NodeSettings, type ProcessTemplate } from '@yc/engine';
import { BPM_MESSAGES, BpmnRejected, readBpmn } from '@yc/engine/bpm';
import { escapeLike } from '@yc/engine/query/operators';
import type { Api } from '../plugin-types.ts';
import type { EntityManager } from '../db/database.ts';
import { BpmInstanceEntity, BpmTemplateEntity, BpmTemplateVersionEntity, type BpmTemplate } from '../db/entities/bpm.ts';
import { SysRoleEntity } from '../db/entities/system.ts';
import { findPage, updateVersioned } from '../identity/rows.ts';
import { EFORM_MESSAGES, validated } from '../eform/errors.ts';
import { loadItem } from '../eform/store/metadata.ts';
import { username } from '../eform/http.ts';
import { badRequest, notFound, ok } from '../wire/envelope.ts';
import { PAGE_QUERY_PROPERTIES, str } from '../wire/requests.ts';
import { EngineBody } from '../wire/engine-body.ts';
import { Nothing, Open, Page, replies, Timestamp } from '../wire/responses.ts';
import { assertPublishable } from './template-validate.ts';

const base = '/api/bpm/template';
const tags = ['bpm'];
const P = PERMISSIONS.bpm.template;
const key = Type.String({ pattern: '^[A-Za-z_][\\w.-]*$', maxLength: 100 });
const byKey = Type.Object({ key });

/** A template as the API answers it (the BPMN file only when asked for one template). */
export const present = (row: BpmTemplate, withXml = false) => ({
  key: row.templateKey, name: row.name, group: row.groupName, ...(row.groupCode ? { groupCode: row.groupCode } : {}),
  status: row.status, ...(row.formCode ? { formCode: row.formCode } : {}), startPermission: row.startPermission, nodes: row.nodes,
  publishedVersion: row.publishedVersion ?? null, version: row.version,
  createBy: row.createdBy ?? null, createTime: row.createdAt, updateBy: row.updatedBy ?? null, updateTime: row.updatedAt,
  ...(withXml ? { bpmnXml: row.bpmnXml } : {}),
});

/**
 * The design as the engine's schema, the BPMN file and the enterprise accept it: the key names a process of the file,
 * node settings name its user tasks (taken from the file's engine attributes when none are given), the form and the
 * start roles exist.
 */
async function checkedDesign(em: EntityManager, body: Record<string, unknown>, status: ProcessTemplate['status']) {
  const design = validated('processTemplate', { ...body, status });
  let processes;
  try {
    ({ processes } = await readBpmn(design.bpmnXml));
  } catch (error) {
    if (error instanceof BpmnRejected) throw badRequest(error.catalogued);
    throw error;
  }
  const process = processes.find((p) => p.id === design.key);
  if (!process) throw badRequest(BPM_MESSAGES.keyNotInBpmn(design.key));
  const nodes: Record<string, NodeSettings> = design.nodes ?? process.settings;
  const userTasks = new Set(process.nodes.filter((n) => n.type === 'userTask').map((n) => n.id));
  const stray = Object.keys(nodes).find((node) => !userTasks.has(node));
  if (stray) throw badRequest(BPM_MESSAGES.nodeNotInBpmn(stray));
  if (design.formCode && !(await loadItem(em, 'form', design.formCode))) throw badRequest(EFORM_MESSAGES.formUnknown(design.formCode));
  const roles = design.startPermission.type === 'roles' ? (design.startPermission.roleCodes ?? []) : [];
  if (roles.length) {
    const found = new Set((await em.find(SysRoleEntity, { roleCode: { $in: roles } }, { fields: ['roleCode'] })).map((r) => r.roleCode));
    const missing = roles.find((code) => !found.has(code));
    if (missing) throw badRequest(BPM_MESSAGES.roleUnknown(missing));
  }
  return {
    name: design.name, groupName: design.group, groupCode: design.groupCode ?? null, formCode: design.formCode ?? null,
    bpmnXml: design.bpmnXml, startPermission: design.startPermission, nodes,
  };
}

export async function requireTemplate(em: EntityManager, templateKey: string, withXml = false): Promise<BpmTemplate> {
  const row = await em.findOne(BpmTemplateEntity, { templateKey }, withXml ? { populate: ['bpmnXml'] } : {});
  if (!row) throw notFound();
  return row;
}

/** Adds a template (status design) from a design, refusing a key already taken (as add and import do); with its file. */
export async function addTemplate(em: EntityManager, body: Record<string, unknown>, by: string) {
  const design = await checkedDesign(em, body, 'design');
  const templateKey = String(body.key);
  if (await em.count(BpmTemplateEntity, { templateKey })) throw badRequest(EFORM_MESSAGES.codeRepeated);
  await em.insert(BpmTemplateEntity, { id: randomUUID(), templateKey, status: 'design', ...design, createdBy: by, updatedBy: by });
  return present(await requireTemplate(em, templateKey, true), true);
}

/**
 * The template `templateKey`'s design replaced by a file (its node settings from the file's engine attributes; name,
 * group, form and start permission kept): publishing makes it the next definition version.
 */
export async function replaceDesign(em: EntityManager, templateKey: string, bpmnXml: string, by: string) {
  const row = await requireTemplate(em, templateKey);
  const design = await checkedDesign(em, {
    key: templateKey, name: row.name, group: row.groupName, ...(row.groupCode ? { groupCode: row.groupCode } : {}),
    ...(row.formCode ? { formCode: row.formCode } : {}), startPermission: row.startPermission, bpmnXml,
  }, row.status);
  await updateVersioned(em, BpmTemplateEntity, row.id, { ...design, updatedBy: by, updatedAt: new Date() }, row.version);
  return present(await em.refreshOrFail(row, { populate: ['bpmnXml'] }), true);
}

export async function templateRoutes(app: Api) {
  app.get(`${base}/list`, {
    config: { access: { permission: P.list } },
    schema: {
      tags, summary: 'Process templates by keyword (name or key), group and status', response: replies(Page(Open)),
      querystring: Type.Object({ ...PAGE_QUERY_PROPERTIES, keyword: Type.Optional(str(100)), group: Type.Optional(str(100)), status: Type.Optional(OneOf(PROCESS_TEMPLATE_STATUSES)) }),
    },
  }, async (request) => {
    const { keyword, group, status, ...page } = request.query;
    const like = keyword ? `%${escapeLike(keyword)}%` : undefined;
    const result = await request.tx(async (em) => findPage(em, BpmTemplateEntity, {
      ...(like ? { $or: [{ name: { $ilike: like } }, { templateKey: { $ilike: like } }] } : {}),
      ...(group ? { groupName: group } : {}), ...(status ? { status } : {}),
    }, [{ updatedAt: 'desc' }, { templateKey: 'asc' }], page));
    return ok({ ...result, records: result.records.map((row) => present(row)) });
  });

  app.get(`${base}/queryByKey`, {
    config: { access: { permission: P.list } },
    schema: { tags, summary: 'One process template with its BPMN file', querystring: byKey, response: replies(Open) },
  }, async (request) => ok(present(await request.tx((em) => requireTemplate(em, request.query.key, true)), true)));

  app.post(`${base}/add`, {
    config: { access: { permission: P.add } },
    schema: { tags, summary: 'Add a process template (status design): bpmnXml with the process `key`; node settings from the file when none are given', body: EngineBody(ProcessTemplateSchema, { optional: ['status'] }), response: replies(Open) },
  }, async (request) => {
    const result = await request.tx((em) => addTemplate(em, request.body, username(request)));
    return ok(result);
  });

  app.put(`${base}/edit`, {
    config: { access: { permission: P.edit } },
    schema: { tags, summary: 'Edit the design of a process template at the version read (node settings kept when none are named; publish makes it the next definition)', body: EngineBody(ProcessTemplateSchema, { edit: true, optional: ['status'] }), response: replies(Open) },
  }, async (request) => {
    const result = await request.tx(async (em) => {
      const row = await requireTemplate(em, String(request.body.key ?? ''));
      // An edit that names no node settings keeps the stored ones.
      const design = await checkedDesign(em, { nodes: row.nodes, ...request.body }, row.status);
      const version = typeof request.body.version === 'number' ? request.body.version : undefined;
      await updateVersioned(em, BpmTemplateEntity, row.id, { ...design, updatedBy: username(request), updatedAt: new Date() }, version);
      return present(await em.refreshOrFail(row, { populate: ['bpmnXml'] }), true);
    });
    return ok(result);
  });

  app.delete(`${base}/delete`, {
    config: { access: { permission: P.delete } },
    schema: { tags, summary: `Delete a process template ("${BPM_MESSAGES.templateHasInstances.code}": only one with no instance data)`, querystring: byKey, response: replies(Nothing) },
  }, async (request) => {
    await request.tx(async (em) => {
      const row = await requireTemplate(em, request.query.key);
      if (await em.count(BpmInstanceEntity, { templateKey: row.templateKey })) throw badRequest(BPM_MESSAGES.templateHasInstances);
      await em.nativeDelete(BpmTemplateVersionEntity, { templateKey: row.templateKey });
      await em.nativeDelete(BpmTemplateEntity, { id: row.id });
    });
    return ok(null);
  });

  const action = Type.Object({ key, version: Type.Optional(Type.Integer({ minimum: 1 })) });

  app.post(`${base}/publish`, {
    config: { access: { permission: P.publish } },
    schema: {
      tags, summary: 'Publish the design as the next definition version (the template becomes active); running instances stay on theirs', body: action,
      response: replies(Type.Object({ version: Type.Integer(), status: Type.String(), publishedAt: Timestamp })),
    },
  }, async (request) => {
    const result = await request.tx(async (em) => {
      const row = await requireTemplate(em, request.body.key, true);
      await assertPublishable(row);
      const definitionVersion = (row.publishedVersion ?? 0) + 1;
      // At the version the publisher read, when they say it: a design changed meanwhile is not published unseen.
      await updateVersioned(em, BpmTemplateEntity, row.id, { status: 'active', publishedVersion: definitionVersion, updatedBy: username(request), updatedAt: new Date() }, request.body.version ?? row.version);
      const publishedAt = new Date();
      await em.insert(BpmTemplateVersionEntity, {
        templateKey: row.templateKey, definitionVersion, name: row.name, formCode: row.formCode ?? null, bpmnXml: row.bpmnXml,
        startPermission: row.startPermission, nodes: row.nodes, publishedBy: username(request), publishedAt,
      });
      return { version: definitionVersion, status: 'active', publishedAt };
    });
    return ok(result);
  });

  for (const [name, from, to, refusal] of [
    ['suspend', 'active', 'suspended', BPM_MESSAGES.templateNotActive],
    ['activate', 'suspended', 'active', BPM_MESSAGES.templateNotSuspended],
  ] as const) {
    app.post(`${base}/${name}`, {
      config: { access: { permission: P[name] } },
      schema: { tags, summary: `${name === 'suspend' ? 'Suspend an active' : 'Activate a suspended'} process template`, body: action, response: replies(Type.Object({ status: Type.String(), version: Type.Integer() })) },
    }, async (request) => {
      const result = await request.tx(async (em) => {
        const row = await requireTemplate(em, request.body.key);
        if (row.status !== from) throw badRequest(refusal);
        const version = await updateVersioned(em, BpmTemplateEntity, row.id, { status: to, updatedBy: username(request), updatedAt: new Date() }, request.body.version ?? row.version);
        return { status: to, version };
      });
      return ok(result);
    });
  }

  app.get(`${base}/versions`, {
    config: { access: { permission: P.list } },
    schema: {
      tags, summary: 'The published definition versions of a process template, newest first', querystring: byKey,
      response: replies(Type.Array(Type.Object({ version: Type.Integer(), name: Type.String(), publishedBy: Type.Union([Type.String(), Type.Null()]), publishedAt: Timestamp }))),
    },
  }, async (request) => {
    const result = await request.tx(async (em) => {
      await requireTemplate(em, request.query.key);
      const rows = await em.find(BpmTemplateVersionEntity, { templateKey: request.query.key }, { orderBy: { definitionVersion: 'desc' } });
      return rows.map((r) => ({ version: r.definitionVersion, name: r.name, publishedBy: r.publishedBy ?? null, publishedAt: r.publishedAt }));
    });
    return ok(result);
  });
}
