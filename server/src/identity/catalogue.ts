// Coded catalogues (roles, positions, jobs): paged list, all, one, add, edit, delete, each behind its permission.
// One definition per catalogue; the routes, uniqueness of the code and optimistic locking are the same for all.
import { randomUUID } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { EntityData, EntitySchema, FilterQuery, QueryOrderMap, RequiredEntityData } from '@mikro-orm/core';
import { type PermissionCode, platformMessage } from '@yc/engine';
import type { Api } from '../plugin-types.ts';
import type { Session } from '../auth/session.ts';
import type { EntityManager } from '../db/database.ts';
import { badRequest, notFound, ok } from '../wire/envelope.ts';
import { findPage, updateVersioned } from './rows.ts';
import { containsPattern, refusingDuplicates } from './sql.ts';
import { checkableField, isTaken } from './unique.ts';
import { byId, byIds, parseIds } from './wire.ts';
import { Type, type TProperties, type TSchema } from '@sinclair/typebox';
import { Edited, Nothing, Page, replies, RowOf, Saved } from '../wire/responses.ts';
import { optionalExcept, PAGE_QUERY_PROPERTIES, str, uuid, version } from '../wire/requests.ts';

type Permission = PermissionCode | readonly PermissionCode[];

/** A catalogue's row: an entity with an id and a version. */
interface Coded { id: string; version: number }

export interface CatalogueDef<T extends Coded, F extends keyof T & string> {
  /** Route prefix, e.g. '/api/system/role'. */
  base: string;
  noun: string;
  entity: EntitySchema<T>;
  codeField: NoInfer<F>;
  /** Schemas of the wire fields; `required` on add. */
  properties: Record<F, TSchema>;
  required: NoInfer<F>[];
  /** Fields the list filters on (contains, case-insensitive). */
  filters: NoInfer<F>[];
  orderBy: QueryOrderMap<T>[];
  permissions: { list: Permission; all: Permission; add: Permission; edit: Permission; delete: Permission };
  /** Rows of this catalogue within its table (e.g. global roles only). */
  rows?: FilterQuery<T>;
  /** Further rules of a record about to be saved (`id`: the record edited). */
  validate?(values: Partial<Record<F, unknown>>): void;
  /** Runs inside the transaction of a change, around it (e.g. keeping the caller's console role). */
  around?<T>(em: EntityManager, session: Session, change: () => Promise<T>): Promise<T>;
}

export function catalogueRoutes<T extends Coded, F extends keyof T & string>(app: Api, def: CatalogueDef<T, F>): void {
  const tags = [def.noun];
  const entity = def.entity;
  const table = entity.meta.tableName;
  // Conditions are built from the catalogue's own field names, which the type system cannot follow through generics.
  const filter = (where: unknown) => where as FilterQuery<T>;
  const data = (values: unknown) => values as EntityData<T>;
  const rows = filter(def.rows ?? {});
  const within = (where: unknown) => filter({ $and: [rows, where] });
  const around = <R>(request: FastifyRequest, em: EntityManager, change: () => Promise<R>) =>
    def.around ? def.around(em, request.caller(), change) : change();
  const unique = checkableField(table, def.codeField);

  async function checkCode(em: EntityManager, code: unknown, id?: string) {
    if (typeof code === 'string' && unique && (await isTaken(em, table, unique, code, id))) {
      throw badRequest(platformMessage('codeRepeated'));
    }
  }
  const saving = <R>(work: () => Promise<R>) => refusingDuplicates(work);
  const pick = (body: Record<string, unknown>) =>
    Object.fromEntries(Object.keys(def.properties).filter((f) => body[f] !== undefined).map((f) => [f, body[f]])) as Partial<Record<F, unknown>>;
  const inCatalogue = async (em: EntityManager, ids: string[]) => {
    if ((await em.count(entity, within({ id: { $in: ids } }))) !== ids.length) throw notFound();
  };

  // The catalogue's fields as a plain property list: the routes treat them alike, whatever the catalogue.
  const fields: TProperties = def.properties;
  const required: readonly string[] = def.required;
  const filters: TProperties = Object.fromEntries(def.filters.map((f) => [f, str(200)]));
  const record = RowOf(fields, {}, required);
  app.get(`${def.base}/list`, {
    config: { access: { permission: def.permissions.list } },
    schema: { tags, summary: `${def.noun}s, paged`, querystring: Type.Object({ ...PAGE_QUERY_PROPERTIES, ...optionalExcept(filters) }), response: replies(Page(record)) },
  }, async (request) => {
    const q: Record<string, unknown> = request.query;
    const text = (f: F) => (typeof q[f] === 'string' ? q[f].trim() : '');
    const where = filter({ $and: [rows, ...def.filters.filter((f) => text(f)).map((f) => ({ [f]: { $ilike: containsPattern(text(f)) } }))] });
    return ok(await request.tx((em) => findPage(em, entity, where, def.orderBy, request.query)));
  });

  app.get(`${def.base}/queryall`, {
    config: { access: { permission: def.permissions.all } },
    schema: { tags, summary: `Every ${def.noun}`, response: replies(Type.Array(record)) },
  }, async (request) => ok(await request.tx((em) => em.find(entity, rows, { orderBy: def.orderBy }))));

  app.get(`${def.base}/queryById`, {
    config: { access: { permission: def.permissions.list } },
    schema: { tags, summary: `One ${def.noun}`, querystring: byId, response: replies(record) },
  }, async (request) => {
    const row = await request.tx((em) => em.findOne(entity, within({ id: request.query.id })));
    if (!row) throw notFound();
    return ok(row);
  });

  app.post(`${def.base}/add`, {
    config: { access: { permission: def.permissions.add } },
    schema: { tags, summary: `Add a ${def.noun}`, body: Type.Object(optionalExcept(fields, required)), response: replies(Saved) },
  }, async (request) => {
    const values = pick(request.body);
    def.validate?.(values);
    const id = randomUUID();
    await saving(() => request.tx(async (em) => {
      await checkCode(em, values[def.codeField]);
      await em.insert(entity, { ...values, id } as unknown as RequiredEntityData<T>);
    }));
    return ok({ id });
  });

  app.put(`${def.base}/edit`, {
    config: { access: { permission: def.permissions.edit } },
    schema: {
      tags, summary: `Edit a ${def.noun} (optimistic lock on version)`,
      body: Type.Object({ ...optionalExcept(fields), id: uuid, version: Type.Optional(version) }), response: replies(Edited),
    },
  }, async (request) => {
    const { id } = request.body;
    const values = pick(request.body);
    def.validate?.(values);
    const saved = await saving(() => request.tx(async (em) => {
      await inCatalogue(em, [id]);
      await checkCode(em, values[def.codeField], id);
      return around(request, em, () => updateVersioned(em, entity, id, data(values), request.body.version, rows));
    }));
    return ok({ id, version: saved });
  });

  const remove = async (request: FastifyRequest, ids: string[]) => {
    await request.tx(async (em) => {
      await inCatalogue(em, ids);
      await around(request, em, () => em.nativeDelete(entity, filter({ id: { $in: ids } })));
    });
    return ok(null);
  };
  app.delete(`${def.base}/delete`, {
    config: { access: { permission: def.permissions.delete } },
    schema: { tags, summary: `Delete a ${def.noun}`, querystring: byId, response: replies(Nothing) },
  }, (request) => remove(request, parseIds(request.query.id)));
  app.delete(`${def.base}/deleteBatch`, {
    config: { access: { permission: def.permissions.delete } },
    schema: { tags, summary: `Delete ${def.noun}s (ids comma-separated)`, querystring: byIds, response: replies(Nothing) },
  }, (request) => remove(request, parseIds(request.query.ids)));
}
