// Dictionaries and their items under /api/system/dict (spec §7): management, option look-ups and cache versions.
import { randomUUID } from 'node:crypto';
import { DICT_CATEGORIES, DictionarySchema, OneOf, type Dictionary, PERMISSIONS } from '@yc/engine';
import { Type } from '@sinclair/typebox';
import type { Api } from '../../plugin-types.ts';
import { Nothing, replies } from '../../wire/responses.ts';
import { codeParam, Defaulted, str, version } from '../../wire/requests.ts';
import { updateVersioned } from '../../identity/rows.ts';
import { EngineBody } from '../../wire/engine-body.ts';
import { SysDictEntity, SysDictItemEntity, type SysDictItem } from '../../db/entities/system.ts';
import { badRequest, conflict, notFound, ok } from '../../wire/envelope.ts';
import { EFORM_MESSAGES, asApiErrors, validated } from '../errors.ts';
import { loadDictItems, touchDict } from '../store/dicts.ts';

const ITEM_ID = Type.String({ format: 'uuid' });
const itemFields = {
  itemText: Type.String({ maxLength: 200, minLength: 1 }), itemTextEn: Type.Optional(str(200)),
  itemValue: Type.String({ maxLength: 200, minLength: 1 }),
  sortOrder: Defaulted(Type.Integer(), 0), visibleCheck: Defaulted(Type.Boolean(), true),
};
/** A new item: its fields and its dictionary's code. */
const itemAddBody = Type.Object({ ...itemFields, dictCode: codeParam });
/** An item edited: its fields, its id and the version it was read at. */
const itemEditBody = Type.Object({ ...itemFields, id: ITEM_ID, version });

const itemView = (i: SysDictItem) => ({
  id: i.id, itemText: i.itemText, itemTextEn: i.itemTextEn ?? undefined, itemValue: i.itemValue, sortOrder: i.sortOrder, visibleCheck: i.visibleCheck,
  version: i.version,
});

const S = Type.String();
const DICT_ROW = Type.Object({
  id: S, dictCode: S, dictName: S, dictNameEn: Type.Optional(S), category: OneOf(DICT_CATEGORIES), description: Type.Optional(S), descriptionEn: Type.Optional(S),
  version: Type.Integer(),
  children: Type.Array(Type.Object({
    id: S, itemText: S, itemTextEn: Type.Optional(S), itemValue: S, sortOrder: Type.Integer(), visibleCheck: Type.Boolean(), version: Type.Integer(),
  })),
});

/** Name and description in both languages; an empty English text is none. */
const dictTexts = (d: Pick<Dictionary, 'dictName' | 'dictNameEn' | 'description' | 'descriptionEn'>) => ({
  dictName: d.dictName, dictNameEn: d.dictNameEn || null, description: d.description ?? null, descriptionEn: d.descriptionEn || null,
});

const itemErrors = { '23505': EFORM_MESSAGES.dictItemExists };

export async function dictRoutes(app: Api) {
  app.get('/api/system/dict/treeList', {
    config: { access: 'authenticated' },
    schema: { tags: ['dict'], response: replies(Type.Array(DICT_ROW)), summary: 'Dictionaries with their items', querystring: Type.Object({ keyword: Type.Optional(str(100)) }) },
  }, async (request) => {
    const keyword = request.query.keyword?.toLowerCase();
    const result = await request.tx(async (em) => {
      const dicts = await em.find(SysDictEntity, {}, { orderBy: { category: 'asc', dictCode: 'asc' } });
      const shown = keyword ? dicts.filter((d) => `${d.dictCode} ${d.dictName} ${d.dictNameEn ?? ''}`.toLowerCase().includes(keyword)) : dicts;
      const items = await em.find(SysDictItemEntity, { dictId: { $in: shown.map((d) => d.id) } }, { orderBy: { sortOrder: 'asc', itemValue: 'asc' } });
      return shown.map((d) => ({
        id: d.id, dictCode: d.dictCode, dictName: d.dictName, dictNameEn: d.dictNameEn ?? undefined, category: d.category as Dictionary['category'],
        description: d.description ?? undefined, descriptionEn: d.descriptionEn ?? undefined, version: d.version,
        children: items.filter((i) => i.dictId === d.id).map(itemView),
      }));
    });
    return ok(result);
  });

  app.get('/api/system/dict/versions', {
    config: { access: 'authenticated' },
    schema: { tags: ['dict'], response: replies(Type.Record(Type.String(), Type.Integer())), summary: 'Version of every dictionary: cached options are stale when it moved' },
  }, async (request) => {
    const rows = await request.tx((em) => em.find(SysDictEntity, {}));
    return ok(Object.fromEntries(rows.map((d) => [d.dictCode, d.version])));
  });

  app.get('/api/system/dict/getDictItems/:code', {
    config: { access: 'authenticated' },
    schema: { tags: ['dict'], response: replies(Type.Array(Type.Object({ value: Type.String(), text: Type.String(), label: Type.String(), title: Type.String(), textEn: Type.Optional(Type.String()) }))), summary: 'Visible items of a dictionary as options', params: Type.Object({ code: codeParam }) },
  }, async (request) => {
    const rows = await request.tx((em) => loadDictItems(em, [request.params.code]));
    return ok(rows.map((r) => ({ value: r.item_value, text: r.item_text, label: r.item_text, title: r.item_text, textEn: r.item_text_en ?? undefined })));
  });

  app.get('/api/system/dict/getDictItemMap/:code', {
    config: { access: 'authenticated' },
    schema: { tags: ['dict'], response: replies(Type.Record(Type.String(), Type.String())), summary: 'Visible items of a dictionary as a value → text map', params: Type.Object({ code: codeParam }) },
  }, async (request) => {
    const rows = await request.tx((em) => loadDictItems(em, [request.params.code]));
    return ok(Object.fromEntries(rows.map((r) => [r.item_value, r.item_text])));
  });

  app.post('/api/system/dict/add', {
    config: { access: { permission: PERMISSIONS.system.dict.add } },
    schema: { tags: ['dict'], response: replies(Type.Object({ id: Type.String(), dictCode: Type.String(), version: Type.Integer() })), summary: 'Add a dictionary (with items)', body: EngineBody(DictionarySchema, { optional: ['items'] }) },
  }, async (request) => {
    const dict = validated('dictionary', { ...request.body, items: request.body.items ?? [] });
    const id = randomUUID();
    await asApiErrors(() => request.tx(async (em) => {
      if (await em.findOne(SysDictEntity, { dictCode: dict.dictCode })) throw badRequest(EFORM_MESSAGES.codeRepeated);
      em.create(SysDictEntity, { id, dictCode: dict.dictCode, ...dictTexts(dict), category: dict.category, version: 1 });
      // The entities carry no relation, so the dictionary is written before its items.
      await em.flush();
      for (const item of dict.items) {
        em.create(SysDictItemEntity, {
          id: randomUUID(), dictId: id, itemText: item.itemText, itemTextEn: item.itemTextEn ?? null, itemValue: item.itemValue,
          sortOrder: item.sortOrder, visibleCheck: item.visibleCheck ?? true, version: 1,
        });
      }
      await em.flush();
    }), itemErrors);
    return ok({ id, dictCode: dict.dictCode, version: 1 });
  });

  app.put('/api/system/dict/edit', {
    config: { access: { permission: PERMISSIONS.system.dict.edit } },
    schema: { tags: ['dict'], response: replies(Type.Object({ dictCode: Type.String(), version: Type.Integer() })), summary: 'Edit a dictionary (name, category, description; optimistic lock)', body: EngineBody(DictionarySchema, { edit: true, optional: ['items'] }) },
  }, async (request) => {
    // The items have calls of their own: an edit changes the dictionary's own fields.
    const dict = validated('dictionary', { ...request.body, items: [] });
    if (dict.version === undefined) throw badRequest(EFORM_MESSAGES.versionRequired);
    const version = await request.tx(async (em) => {
      const row = await em.findOne(SysDictEntity, { dictCode: dict.dictCode });
      if (!row) throw notFound();
      if (row.version !== dict.version) throw conflict();
      Object.assign(row, { ...dictTexts(dict), category: dict.category });
      await em.flush();
      return row.version;
    });
    return ok({ dictCode: dict.dictCode, version });
  });

  app.delete('/api/system/dict/delete', {
    config: { access: { permission: PERMISSIONS.system.dict.delete } },
    schema: { tags: ['dict'], response: replies(Nothing), summary: 'Delete a dictionary and its items', querystring: Type.Object({ dictCode: codeParam }) },
  }, async (request) => {
    await request.tx(async (em) => {
      const row = await em.findOne(SysDictEntity, { dictCode: request.query.dictCode });
      if (!row) throw notFound();
      await em.remove(row).flush();
    });
    return ok(null);
  });

  app.post('/api/system/dictItem/add', {
    config: { access: { permission: PERMISSIONS.system.dict.edit } },
    schema: { tags: ['dict'], response: replies(Type.Object({ id: Type.String() })), summary: 'Add an item to a dictionary', body: itemAddBody },
  }, async (request) => {
    const b = request.body;
    const id = randomUUID();
    await asApiErrors(() => request.tx(async (em) => {
      const dict = await em.findOne(SysDictEntity, { dictCode: b.dictCode });
      if (!dict) throw notFound();
      em.create(SysDictItemEntity, {
        id, dictId: dict.id, itemText: b.itemText, itemTextEn: b.itemTextEn ?? null, itemValue: b.itemValue, sortOrder: b.sortOrder, visibleCheck: b.visibleCheck, version: 1,
      });
      await em.flush();
      await touchDict(em, dict.id);
    }), itemErrors);
    return ok({ id });
  });

  app.put('/api/system/dictItem/edit', {
    config: { access: { permission: PERMISSIONS.system.dict.edit } },
    schema: { tags: ['dict'], response: replies(Type.Object({ version: Type.Integer() })), summary: 'Edit a dictionary item (optimistic lock)', body: itemEditBody },
  }, async (request) => {
    const b = request.body;
    const itemVersion = await asApiErrors(() => request.tx(async (em) => {
      const item = await em.findOne(SysDictItemEntity, { id: b.id });
      if (!item) throw notFound();
      const values = { itemText: b.itemText, itemTextEn: b.itemTextEn ?? null, itemValue: b.itemValue, sortOrder: b.sortOrder, visibleCheck: b.visibleCheck };
      const next = await updateVersioned(em, SysDictItemEntity, b.id, values, b.version);
      await touchDict(em, item.dictId);
      return next;
    }), itemErrors);
    return ok({ version: itemVersion });
  });

  app.delete('/api/system/dictItem/delete', {
    config: { access: { permission: PERMISSIONS.system.dict.edit } },
    schema: { tags: ['dict'], response: replies(Nothing), summary: 'Delete a dictionary item', querystring: Type.Object({ id: ITEM_ID }) },
  }, async (request) => {
    await request.tx(async (em) => {
      const item = await em.findOne(SysDictItemEntity, { id: request.query.id });
      if (!item) throw notFound();
      await em.remove(item).flush();
      await touchDict(em, item.dictId);
    });
    return ok(null);
  });
}
