// Table models: CRUD with their sync state, the DDL preview, 'create table', 'sync table' (destructive
// changes only with force), and generating a default form and list page.
import {
  CONFIG_MESSAGES, DDL_CHANGE_KINDS, DDL_MESSAGES, issue, OneOf, SYNC_STATES, ddlRefusal, defaultFormCode, defaultViewCode, describeChange, generateDefaultForm, generateDefaultView,
  PERMISSIONS, platformMessage, renderMessage, updateFormFromModel, updateViewFromModel,
  type DdlPlan, type SyncState, type TableModel, type ValidationIssue,
} from '@yc/engine';
import type { Api } from '../../plugin-types.ts';
import type { EntityManager } from '../../db/database.ts';
import { badRequest, ok } from '../../wire/envelope.ts';
import { asApiErrors, EFORM_MESSAGES } from '../errors.ts';
import { byCode, codeParam, Defaulted, optionalExcept } from '../../wire/requests.ts';
import { username } from '../http.ts';
import { checkMetadata } from '../metadata/metadata-checks.ts';
import { Document, registerMetadataRoutes } from '../metadata/metadata-routes.ts';
import { Type } from '@sinclair/typebox';
import { replies, Strings } from '../../wire/responses.ts';
import { insertItem, loadItem, present, requireItem, setSyncState, updateItem, type StoredItem } from '../store/metadata.ts';
import { asTableOwner, executeDdl, modelInUse, platformTableNamed } from '../store/models.ts';
import { planFor, UNIQUE_INDEX_ERRORS } from './table-indexes.ts';
import type { ExternalTables } from './external-tables.ts';

/** After an edit: a created table that no longer matches its model is not synced, and a matching one is synced. */
async function stateAfterEdit(
  em: EntityManager, appRole: string, tables: ExternalTables, model: TableModel, before: StoredItem<'tableModel'>,
): Promise<SyncState | undefined> {
  if (before.syncState === 'notCreated' || before.syncState === null) return undefined;
  // A model moved to another data source (or over HTTP) has no table there yet.
  if (model.persistenceType === 'http' || (model.dsName ?? '') !== (before.content.dsName ?? '')) return 'notCreated';
  const plan = await planFor(em, appRole, model, tables);
  if (plan.action === 'create') return 'notCreated';
  if (plan.changes.length) return 'notSynced';
  return before.syncState === 'created' ? 'created' : 'synced';
}

/**
 * A model may not take the name of a table the platform's schemas hold today (the engine's rule names the prefixes;
 * this is the live list, whatever a migration added): the enterprise's schema comes first on the search path.
 */
async function platformNameIssues(em: EntityManager, model: TableModel): Promise<ValidationIssue[]> {
  const taken = await platformTableNamed(em, model.tableName.trim());
  return taken ? [issue('/tableName', DDL_MESSAGES.reservedTable(model.tableName.trim()))] : [];
}

const PG_DDL_ERRORS = { '23502': EFORM_MESSAGES.columnHasEmptyValues, ...UNIQUE_INDEX_ERRORS };

const PLAN = Type.Object({
  action: Type.String(), isSync: Type.Union([OneOf(SYNC_STATES), Type.Null()]), confirmation: Type.String(), statements: Strings,
  changes: Type.Array(Type.Object({
    kind: OneOf(DDL_CHANGE_KINDS), column: Type.Optional(Type.String()), index: Type.Optional(Type.String()), unique: Type.Optional(Type.Boolean()),
    from: Type.Optional(Type.String()), to: Type.Optional(Type.String()), destructive: Type.Boolean(), description: Type.String(),
  })),
  destructive: Strings,
});
const PLAN_SAVED = Type.Composite([PLAN, Type.Object({ version: Type.Integer() })]);

/** The confirmations of create and sync, in English like the changes' descriptions (the console asks in its own words). */
const CONFIRM_CREATE = renderMessage(platformMessage('confirmCreateTable'), 'en_US');
const CONFIRM_SYNC = renderMessage(platformMessage('confirmSyncTable'), 'en_US');

const presentPlan = (plan: DdlPlan, state: SyncState | null) => ({
  action: plan.action,
  isSync: state,
  confirmation: plan.action === 'create' ? CONFIRM_CREATE : CONFIRM_SYNC,
  statements: plan.statements,
  changes: plan.changes.map((c) => ({
    kind: c.kind, column: c.column, index: c.index, unique: c.unique, from: c.from, to: c.to, destructive: c.destructive,
    description: describeChange(c),
  })),
  destructive: plan.destructive.map((c) => describeChange(c)),
});

export async function tableModelRoutes(app: Api, appRole: string, tables: ExternalTables) {
  registerMetadataRoutes(app, {
    kind: 'tableModel',
    permissions: PERMISSIONS.eform.model,
    initialState: 'notCreated',
    check: platformNameIssues,
    stateAfterEdit: (em, model, before) => stateAfterEdit(em, appRole, tables, model, before),
    async beforeDelete(em, code) {
      if (await modelInUse(em, code)) throw badRequest(EFORM_MESSAGES.modelInUse);
    },
  });

  // An app group's ER diagram (where its tables stand, its relations): drawn and edited with the table models' rights.
  registerMetadataRoutes(app, { kind: 'erModel', permissions: PERMISSIONS.eform.model });

  /** The plan's statements where the table lives: the enterprise's schema (as the table owner) or its data source. */
  const runPlan = (em: EntityManager, model: TableModel, plan: DdlPlan) =>
    model.dsName ? tables.runDdl(em, model, plan) : asTableOwner(em, appRole, () => executeDdl(em, plan, appRole));

  const ddlBody = Type.Object({ tableName: codeParam, force: Defaulted(Type.Boolean(), false) });
  /** A model and (by default, the model's defaults) the codes of its generated form and page. */
  const generatedBody = Type.Object(optionalExcept({ tableName: codeParam, formCode: codeParam, viewCode: codeParam }, ['tableName']));

  app.get('/api/eform/manage/tableModel/ddl', {
    config: { access: { permission: PERMISSIONS.eform.model.list } },
    schema: { tags: ['eform'], response: replies(PLAN), summary: 'What create or sync would do: statements, destructive changes and the confirmation text', querystring: byCode },
  }, async (request) => {
    const result = await asApiErrors(() => request.tx(async (em) => {
      const item = await requireItem(em, 'tableModel', request.query.code);
      if (item.content.persistenceType === 'http') throw badRequest(CONFIG_MESSAGES.httpNoTable);
      return presentPlan(await planFor(em, appRole, item.content, tables), item.syncState);
    }));
    return ok(result);
  });

  app.post('/api/eform/manage/tableModel/createTable', {
    config: { access: { permission: PERMISSIONS.eform.model.sync } },
    schema: { tags: ['eform'], response: replies(PLAN_SAVED), summary: `Create table (confirm: "${CONFIRM_CREATE}")`, body: ddlBody },
  }, async (request) => {
    const result = await asApiErrors(() => request.tx(async (em) => {
      const item = await requireItem(em, 'tableModel', request.body.tableName);
      if (item.content.persistenceType === 'http') throw badRequest(CONFIG_MESSAGES.httpNoTable);
      const plan = await planFor(em, appRole, item.content, tables);
      if (plan.action !== 'create') throw badRequest(DDL_MESSAGES.tableExists);
      await runPlan(em, item.content, plan);
      const version = await setSyncState(em, item.content.tableName, 'created', username(request));
      return { ...presentPlan(plan, 'created'), version };
    }), PG_DDL_ERRORS);
    return ok(result);
  });

  app.post('/api/eform/manage/tableModel/syncTable', {
    config: { access: { permission: PERMISSIONS.eform.model.sync } },
    schema: {
      tags: ['eform'],
      response: replies(PLAN_SAVED), summary: `Sync table (confirm: "${CONFIRM_SYNC}"); changes that lose data need force: true`,
      body: ddlBody,
    },
  }, async (request) => {
    const result = await asApiErrors(() => request.tx(async (em) => {
      const item = await requireItem(em, 'tableModel', request.body.tableName);
      if (item.content.persistenceType === 'http') throw badRequest(CONFIG_MESSAGES.httpNoTable);
      const plan = await planFor(em, appRole, item.content, tables);
      if (plan.action === 'create') throw badRequest(DDL_MESSAGES.tableMissing);
      const refusal = ddlRefusal(plan, request.body.force);
      if (refusal) throw badRequest(refusal, { destructive: plan.destructive.map((c) => describeChange(c)) });
      await runPlan(em, item.content, plan);
      const version = await setSyncState(em, item.content.tableName, 'synced', username(request));
      return { ...presentPlan(plan, 'synced'), version };
    }), PG_DDL_ERRORS);
    return ok(result);
  });

  app.post('/api/eform/manage/tableModel/generate', {
    config: { access: { permission: PERMISSIONS.eform.model.generate } },
    schema: {
      tags: ['eform'], response: replies(Type.Object({ form: Document, view: Document })), summary: 'Generate a default form and list page from a table model',
      body: generatedBody,
    },
  }, async (request) => {
    const { tableName, formCode, viewCode } = request.body;
    const result = await request.tx(async (em) => {
      const model = (await requireItem(em, 'tableModel', tableName)).content;
      for (const [kind, code] of [['form', formCode ?? defaultFormCode(model)], ['view', viewCode ?? defaultViewCode(model)]] as const) {
        if (await loadItem(em, kind, code)) throw badRequest(EFORM_MESSAGES.generatedExists(code));
      }
      const form = await checkMetadata(em, 'form', generateDefaultForm(model, { formCode }));
      const savedForm = await insertItem(em, 'form', form, username(request));
      const view = await checkMetadata(em, 'view', generateDefaultView(model, { formCode: form.formCode, viewCode }));
      const savedView = await insertItem(em, 'view', view, username(request));
      return { form: present(savedForm), view: present(savedView) };
    });
    return ok(result);
  });

  app.post('/api/eform/manage/tableModel/updateGenerated', {
    config: { access: { permission: PERMISSIONS.eform.model.generate } },
    schema: {
      tags: ['eform'],
      response: replies(Type.Object({ form: Document, view: Document, added: Type.Object({ fields: Strings, columns: Strings }), removed: Type.Object({ fields: Strings, columns: Strings }) })),
      summary: 'Update form and page from the model: fields and columns of new model fields added, of dropped ones removed, the rest kept',
      body: generatedBody,
    },
  }, async (request) => {
    const { tableName } = request.body;
    const result = await request.tx(async (em) => {
      const model = (await requireItem(em, 'tableModel', tableName)).content;
      const storedForm = await requireItem(em, 'form', request.body.formCode ?? defaultFormCode(model));
      const storedView = await requireItem(em, 'view', request.body.viewCode ?? defaultViewCode(model));
      const form = updateFormFromModel(storedForm.content, model);
      const view = updateViewFromModel(storedView.content, model);
      const savedForm = await updateItem(em, 'form', await checkMetadata(em, 'form', form.item), storedForm.version, username(request));
      const savedView = await updateItem(em, 'view', await checkMetadata(em, 'view', view.item), storedView.version, username(request));
      return {
        form: present(savedForm), view: present(savedView),
        added: { fields: form.added, columns: view.added }, removed: { fields: form.removed, columns: view.removed },
      };
    });
    return ok(result);
  });
}
