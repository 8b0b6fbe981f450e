// Coded catalogues (roles, positions, jobs): paged list, all, one, add, edit, delete, each behind its permission.
// One definition per catalogue; the routes, uniqueness of the code and optimistic locking are the same for all.
import { randomUUID } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { MESSAGES, type PermissionCode } from '@yc/engine';
import type { Api } from '../plugins.ts';
import type { Session } from '../auth/session.ts';
import type { EntityManager } from '../db/database.ts';
import { badRequest, notFound, ok } from '../wire/envelope.ts';
import { pagedQuery } from './paging.ts';
import { and, containsPattern, placeholders, refusingDuplicates, type SqlFragment } from './sql.ts';
import { checkableField, isTaken } from './unique.ts';
import { insertRow, selectColumns, updateRow, type TableSpec } from './table.ts';
import { byId, byIds, parseIds } from './wire.ts';
import { Type, type TProperties, type TSchema } from '@sinclair/typebox';
import { Nothing, Page, replies, RowOf, Saved } from '../wire/responses.ts';
import { optionalExcept, PAGE_QUERY_PROPERTIES, str, uuid, version } from '../wire/requests.ts';

type Permission = PermissionCode | readonly PermissionCode[];

export interface CatalogueDef<F extends string> {
  /** Route prefix, e.g. '/api/system/role'. */
  base: string;
  noun: string;
  table: TableSpec<F>;
  codeField: F;
  /** Schemas of the wire fields; `required` on add. */
  properties: Record<F, TSchema>;
  required: F[];
  /** Fields the list filters on (contains, case-insensitive). */
  filters: F[];
  orderBy: string;
  permissions: { list: Permission; all: Permission; add: Permission; edit: Permission; delete: Permission };
  /** Rows of this catalogue within its table (e.g. global roles only). */
  rows?: SqlFragment;
  /** Further rules of a record about to be saved (`id`: the record edited). */
  validate?(values: Partial<Record<F, unknown>>): void;
  /** Runs inside the transaction of a change, around it (e.g. keeping the caller's console role). */
  around?<T>(em: EntityManager, session: Session, change: () => Promise<T>): Promise<T>;
}

export function catalogueRoutes<F extends string>(app: Api, def: CatalogueDef<F>): void {
  const tags = [def.noun];
  const rows = def.rows ?? { text: 'true', values: [] };
  const alias = 't';
  const columns = `${alias}.id, ${selectColumns(def.table, alias)}, ${alias}.version`;
  const from = `${def.table.table} ${alias}`;
  const around = <T>(request: FastifyRequest, em: EntityManager, change: () => Promise<T>) =>
    def.around ? def.around(em, request.caller(), change) : change();
  const unique = checkableField(def.table.table, def.codeField);

  async function checkCode(em: EntityManager, code: unknown, id?: string) {
    if (typeof code === 'string' && unique && (await isTaken(em, def.table.table, unique, code, id))) {
      throw badRequest(MESSAGES.codeRepeated.en_US);
    }
  }
  const saving = <T>(work: () => Promise<T>) => refusingDuplicates(work, () => MESSAGES.codeRepeated.en_US);
  const pick = (body: Record<string, unknown>) =>
    Object.fromEntries(Object.keys(def.table.columns).filter((f) => body[f] !== undefined).map((f) => [f, body[f]])) as Partial<Record<F, unknown>>;
  const inCatalogue = async (em: EntityManager, ids: string[]) => {
    const [row] = await em.execute<{ n: string }[]>(
      `select count(*) as n from ${from} where ${alias}.id in (${placeholders(ids)}) and ${rows.text}`, [...ids, ...rows.values],
    );
    if (Number(row?.n) !== ids.length) throw notFound();
  };

  // The catalogue's fields as a plain property list: the routes treat them alike, whatever the catalogue.
  const fields: TProperties = def.properties;
  const required: readonly string[] = def.required;
  const filters: TProperties = Object.fromEntries(def.filters.map((f) => [f, str(200)]));
  const record = RowOf(fields);
  app.get(`${def.base}/list`, {
    config: { access: { permission: def.permissions.list } },
    schema: { tags, summary: `${def.noun}s, paged`, querystring: Type.Object({ ...PAGE_QUERY_PROPERTIES, ...optionalExcept(filters) }), response: replies(Page(record)) },
  }, async (request) => {
    const q: Record<string, unknown> = request.query;
    const text = (f: F) => (typeof q[f] === 'string' ? q[f].trim() : '');
    const where = and([rows, ...def.filters.filter((f) => text(f)).map((f) => ({
      text: `${alias}.${def.table.columns[f]}::text ilike ?`, values: [containsPattern(text(f))],
    }))]);
    return ok(await request.tx((em) => pagedQuery(em, { columns, from, where, orderBy: def.orderBy }, request.query)));
  });

  app.get(`${def.base}/queryall`, {
    config: { access: { permission: def.permissions.all } },
    schema: { tags, summary: `Every ${def.noun}`, response: replies(Type.Array(record)) },
  }, async (request) => ok(await request.tx((em) => em.execute(`select ${columns} from ${from} where ${rows.text} order by ${def.orderBy}`, rows.values))));

  app.get(`${def.base}/queryById`, {
    config: { access: { permission: def.permissions.list } },
    schema: { tags, summary: `One ${def.noun}`, querystring: byId, response: replies(record) },
  }, async (request) => {
    const [row] = await request.tx((em) =>
      em.execute(`select ${columns} from ${from} where ${alias}.id = ? and ${rows.text}`, [request.query.id, ...rows.values]));
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
      await insertRow(em, def.table, id, values);
    }));
    return ok({ id });
  });

  app.put(`${def.base}/edit`, {
    config: { access: { permission: def.permissions.edit } },
    schema: {
      tags, summary: `Edit a ${def.noun} (optimistic lock on version)`,
      body: Type.Object({ ...optionalExcept(fields), id: uuid, version: Type.Optional(version) }), response: replies(Saved),
    },
  }, async (request) => {
    const { id } = request.body;
    const values = pick(request.body);
    def.validate?.(values);
    const saved = await saving(() => request.tx(async (em) => {
      await inCatalogue(em, [id]);
      await checkCode(em, values[def.codeField], id);
      return around(request, em, () => updateRow(em, def.table, id, values, request.body.version));
    }));
    return ok({ id, version: saved });
  });

  const remove = async (request: FastifyRequest, ids: string[]) => {
    await request.tx(async (em) => {
      await inCatalogue(em, ids);
      await around(request, em, () => em.execute(`delete from ${def.table.table} where id in (${placeholders(ids)})`, ids));
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
