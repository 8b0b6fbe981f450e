// Categories: the enterprise's coded tree (e.g. product types), used by category controls. Codes are unique; a
// category with children cannot be deleted, and none can move under itself.
import { randomUUID } from 'node:crypto';
import { Type } from '@sinclair/typebox';
import { CONFIG_MESSAGES, PERMISSIONS, platformMessage } from '@yc/engine';
import type { Api } from '../plugin-types.ts';
import type { EntityManager } from '../db/database.ts';
import { badRequest, conflict, notFound, ok } from '../wire/envelope.ts';
import { Nothing, Nullable, replies, Saved } from '../wire/responses.ts';
import { version as versionParam } from '../wire/requests.ts';
import {
  allCategories, categoryExists, childCategories, deleteCategory, hasChildren, insertCategory, parentCheck, updateCategory,
} from './store/categories.ts';

const CategoryRow = Type.Object({
  id: Type.String(), pid: Nullable(Type.String()), name: Type.String(), code: Type.String(), sortNo: Type.Integer(),
  version: Type.Integer(), hasChild: Type.Boolean(),
});

const CATEGORY_ID = Type.String({ format: 'uuid' });
const fields = {
  name: Type.String({ minLength: 1, maxLength: 100 }),
  code: Type.String({ minLength: 1, maxLength: 64, pattern: '^[A-Za-z0-9_.-]+$' }),
  pid: Type.Optional(Nullable(CATEGORY_ID)),
  sortNo: Type.Optional(Type.Integer({ minimum: 0, maximum: 1_000_000 })),
};

async function checkParent(em: EntityManager, pid: string | null | undefined, id?: string): Promise<void> {
  if (!pid) return;
  // The parent must exist, and must not be the category itself or one of its descendants.
  const row = await parentCheck(em, pid, id);
  if (!row?.found) throw badRequest(CONFIG_MESSAGES.categoryParentUnknown);
  if (row.cycle) throw badRequest(CONFIG_MESSAGES.categoryCycle);
}

const uniqueCode = async <T>(work: () => Promise<T>) => {
  try {
    return await work();
  } catch (error) {
    if ((error as { code?: string }).code === '23505') throw badRequest(platformMessage('codeRepeated'));
    throw error;
  }
};

export async function categoryRoutes(app: Api) {
  const tags = ['logic'];
  const base = '/api/system/category';
  const p = PERMISSIONS.system.category;

  app.get(`${base}/loadAllData`, {
    config: { access: 'authenticated', readOnly: true },
    schema: { tags, summary: 'Every category of the enterprise, flat (pid links a child to its parent), in tree order', response: replies(Type.Array(CategoryRow)) },
  }, async (request) => ok(await request.tx((em) => allCategories(em))));

  app.get(`${base}/childList`, {
    config: { access: { permission: p.list } },
    schema: {
      tags, summary: 'The children of a category (the roots without pid)',
      querystring: Type.Object({ pid: Type.Optional(CATEGORY_ID) }), response: replies(Type.Array(CategoryRow)),
    },
  }, async (request) => {
    const { pid } = request.query;
    return ok(await request.tx((em) => childCategories(em, pid)));
  });

  app.post(`${base}/add`, {
    config: { access: { permission: p.add } },
    schema: { tags, summary: 'Add a category (code unique in the enterprise)', body: Type.Object(fields), response: replies(Saved) },
  }, async (request) => {
    const { name, code, pid, sortNo } = request.body;
    const id = randomUUID();
    await uniqueCode(() => request.tx(async (em) => {
      await checkParent(em, pid);
      await insertCategory(em, id, { name, code, pid, sortNo });
    }));
    return ok({ id });
  });

  app.put(`${base}/edit`, {
    config: { access: { permission: p.edit } },
    schema: {
      tags, summary: 'Edit a category over the version it was read at',
      body: Type.Object({ id: CATEGORY_ID, version: versionParam, ...fields }), response: replies(Saved),
    },
  }, async (request) => {
    const { id, version, name, code, pid, sortNo } = request.body;
    const saved = await uniqueCode(() => request.tx(async (em) => {
      await checkParent(em, pid, id);
      const saved = await updateCategory(em, id, version, { name, code, pid, sortNo });
      if (saved !== undefined) return saved;
      throw (await categoryExists(em, id)) ? conflict() : notFound();
    }));
    return ok({ id, version: saved });
  });

  app.delete(`${base}/delete`, {
    config: { access: { permission: p.delete } },
    schema: {
      tags, summary: 'Delete a category that has no children',
      querystring: Type.Object({ id: CATEGORY_ID }), response: replies(Nothing),
    },
  }, async (request) => {
    await request.tx(async (em) => {
      if (await hasChildren(em, request.query.id)) throw badRequest(CONFIG_MESSAGES.categoryHasChildren);
      if (!(await deleteCategory(em, request.query.id))) throw notFound();
    });
    return ok(null);
  });
}
