// Options of a form's controls from SQL and HTTP configs (issue 16). The form names the config and how its parameters
// are fed (sqlParameterConfig); the request carries only values, always bound. One call per form load answers every
// such control of a page's form (or the ones asked again after a field they depend on changed), for a caller who may
// open the page and see the field; a save is checked against the options of the same config with the saved values.
import { Type } from '@sinclair/typebox';
import {
  answerRows, canSee, CONFIG_MESSAGES, mergeOptions, remoteOptionRequests, remoteValueRequests, rowsToOptions, storedOptionValues,
  type Form, type Option, type OptionLookup, type RemoteOptionRequest, type RemoteOptionSource,
} from '@yc/engine';
import type { Database, EntityManager } from '../../db/database.ts';
import type { Api } from '../../plugin-types.ts';
import type { HttpCaller, HttpConfig } from '../../logic/http-configs.ts';
import type { SqlConfigRunner } from '../../logic/sql-configs.ts';
import { codeParam } from '../../wire/requests.ts';
import { ApiError, badRequest, ok } from '../../wire/envelope.ts';
import { Open, replies } from '../../wire/responses.ts';
import { toApiError } from '../errors.ts';
import { loadItem } from '../store/metadata.ts';
import { loadRecordContext, type RecordContext } from '../records/records-context.ts';
import { currentTenant, underRolledBackSavepoint } from '../store/records/transaction.ts';

type Values = Readonly<Record<string, unknown>>;

/** The options of one control, or the refusal of its config (in the catalogue's words). */
export interface FieldOptions {
  key: string;
  options: Option[];
  error?: string;
}

export class FormOptionLoader {
  constructor(private readonly sql: SqlConfigRunner, private readonly http: HttpCaller) {}

  /**
   * The rows of a config for these parameters, inside the caller's transaction. A SQL config runs read-only as the
   * reader role under a savepoint that is rolled back after, so the transaction goes on as it was (a save).
   */
  async rows(em: EntityManager, tenantId: number, source: RemoteOptionSource, params: Values, limit?: number): Promise<unknown[]> {
    if (source.kind === 'http') {
      const item = await loadItem(em, 'httpConfig', source.code);
      if (!item) throw badRequest(CONFIG_MESSAGES.httpConfigUnknown(source.code));
      const config = item.content as HttpConfig;
      return answerRows(await this.http.call(config, params), config.resultPath).slice(0, limit);
    }
    return underRolledBackSavepoint(em, 'yc_form_options', async () => {
      // A searched control's first matches: the limit wraps the statement, so a large table answers fast.
      const work = await this.sql.run(em, tenantId, await this.sql.loadRead(em, source.code), params, { maxRows: limit });
      return (await work()).rows;
    });
  }

  /**
   * Options per control; the same config with the same parameters is asked once (a form load's cache, or `answers`
   * kept by a caller checking many records: an import's chunk of rows asks a control's config once).
   */
  async load(em: EntityManager, tenantId: number, requests: readonly RemoteOptionRequest[], answers = new Map<string, Promise<Option[]>>()): Promise<FieldOptions[]> {
    const answerOf = (r: RemoteOptionRequest) => {
      let answer = answers.get(r.cacheKey);
      if (!answer) answers.set(r.cacheKey, (answer = this.rows(em, tenantId, r.source, r.params, r.limit).then(rowsToOptions)));
      return answer;
    };
    const result: FieldOptions[] = [];
    // One after the other: the SQL configs share the caller's connection.
    for (const request of requests) {
      try {
        result.push({ key: request.key, options: await answerOf(request) });
      } catch (error) {
        const refusal = toApiError(error);
        if (!(refusal instanceof ApiError) || refusal.status >= 500) throw error;
        result.push({ key: request.key, options: [], error: refusal.message });
      }
    }
    return result;
  }
}

/** One loader per database (server instance), found again from a request's entity manager when a record is saved. */
const loaders = new WeakMap<object, FormOptionLoader>();

/**
 * The option lookup of a save: `base` (static lists, dictionaries) plus the options of every SQL/HTTP control that has a
 * value, loaded for the saved values. A config that cannot answer refuses the save with its reason.
 */
/** The answers of the configs asked while checking a chunk of records (an import), shared by their look-ups. */
export interface OptionAnswers {
  answers: Map<string, Promise<Option[]>>;
  tenant?: number;
}

export async function formOptionLookup(
  em: EntityManager, ctx: Pick<RecordContext, 'form' | 'access'>, values: Values, base: OptionLookup, chunk?: OptionAnswers,
): Promise<OptionLookup> {
  const loader = loaders.get(em.config);
  const filled = (key: string) => ![undefined, null, ''].includes(values[key] as never) && !(Array.isArray(values[key]) && (values[key] as unknown[]).length === 0);
  // A control with a valueKey is checked by asking for its values (however far they are from the first matches).
  const byValue = remoteValueRequests(ctx.form, values);
  const requests = [
    ...remoteOptionRequests(ctx.form, values).filter((r) => !r.source.valueKey),
    ...byValue,
  ].filter((r) => filled(r.key) && canSee(ctx.access, r.key));
  if (!loader || requests.length === 0) return base;
  let tenant = chunk?.tenant;
  if (tenant === undefined) {
    tenant = await currentTenant(em);
    if (chunk) chunk.tenant = tenant;
  }
  const loaded = await loader.load(em, tenant, requests, chunk?.answers);
  const failed = loaded.find((f) => f.error);
  if (failed) throw badRequest(failed.error!);
  const byKey = new Map(loaded.map((f) => [f.key, f.options]));
  return { ...base, remoteOptions: (key) => byKey.get(key) ?? base.remoteOptions?.(key) };
}

/**
 * The options of the form's SQL/HTTP-fed controls `keys` that can label these stored values (by key): a control with a
 * valueKey is asked for exactly these values, another one answers its options with its defaults. One request per
 * control (the labels of a page of list cells, of an Excel batch; `answers`: those an import's chunk shares with its checks).
 */
export async function storedValueOptions(
  em: EntityManager, tenantId: number, form: Form, keys: readonly string[], stored: Readonly<Record<string, unknown>>, answers?: OptionAnswers['answers'],
): Promise<FieldOptions[]> {
  const loader = loaders.get(em.config);
  if (!loader || !keys.length) return [];
  const byValue = remoteValueRequests(form, {}, keys, stored);
  const whole = remoteOptionRequests(form, {}, keys.filter((k) => !byValue.some((r) => r.key === k)));
  return loader.load(em, tenantId, [...byValue, ...whole], answers);
}

const Body = Type.Object({
  values: Type.Optional(Type.Record(Type.String(), Type.Unknown(), { description: 'The form values parameters are read from' })),
  keys: Type.Optional(Type.Array(Type.String({ maxLength: 64 }), { maxItems: 200, description: 'Only these controls (asked again after a change)' })),
  keywords: Type.Optional(Type.Record(Type.String({ maxLength: 64 }), Type.String({ maxLength: 100 }), {
    description: 'The text typed in searched controls (a sqlConfig with searchKey), by field key: their first matches are answered',
  })),
});
const LabelsBody = Type.Object({
  values: Type.Record(Type.String({ maxLength: 64 }), Type.Array(Type.Union([Type.String({ maxLength: 200 }), Type.Number()]), { maxItems: 1000 }), {
    description: 'The stored values to label, by field key (the distinct values of a page of rows)',
  }),
});
const Answer = Type.Array(Type.Object({ key: Type.String(), options: Type.Array(Open), error: Type.Optional(Type.String()) }));

export async function formOptionRoutes(app: Api, db: Database, sql: SqlConfigRunner, http: HttpCaller) {
  const loader = new FormOptionLoader(sql, http);
  loaders.set(db.orm.config, loader);

  app.post('/api/eform/engine/view/:viewCode/optionItems', {
    config: { access: 'authenticated' },
    schema: {
      tags: ['eform-engine'],
      summary: 'The options of the page form\'s controls fed by SQL and HTTP configs (getSqlConfigItems/getHttpConfigItems for one form load), parameters from the values given',
      params: Type.Object({ viewCode: codeParam }), body: Body, response: replies(Answer),
    },
  }, async (request) => {
    const { values = {}, keys, keywords = {} } = request.body;
    const { userId, tenantId } = request.caller();
    return ok(await request.tx(async (em) => {
      // 404 for an unknown page, 403 for a caller who may not open it; fields hidden from the caller answer nothing.
      const ctx = await loadRecordContext(em, request.params.viewCode, userId);
      const visible = (r: RemoteOptionRequest) => canSee(ctx.access, r.key);
      const answers = await loader.load(em, tenantId, remoteOptionRequests(ctx.form as Form, values, keys, keywords).filter(visible));
      // A searched control's value is offered with its label even when it is not among the first matches.
      const chosen = await loader.load(em, tenantId, remoteValueRequests(ctx.form as Form, values, keys).filter((r) => visible(r) && r.source.searchKey));
      return answers.map((a) => {
        const found = chosen.find((c) => c.key === a.key);
        return found && !a.error ? { ...a, ...(found.error ? { error: found.error } : {}), options: mergeOptions(a.options, found.options) } : a;
      });
    }));
  });

  app.post('/api/eform/engine/view/:viewCode/optionLabels', {
    config: { access: 'authenticated' },
    schema: {
      tags: ['eform-engine'],
      summary: 'The labels of stored values of the page form\'s SQL/HTTP-fed controls (a page of list cells): one query per control',
      params: Type.Object({ viewCode: codeParam }), body: LabelsBody, response: replies(Answer),
    },
  }, async (request) => {
    const { userId, tenantId } = request.caller();
    return ok(await request.tx(async (em) => {
      const ctx = await loadRecordContext(em, request.params.viewCode, userId);
      const form = ctx.form as Form;
      const stored = request.body.values;
      const keys = Object.keys(stored).filter((key) => storedOptionValues(stored[key]).length && canSee(ctx.access, key));
      const answers = await storedValueOptions(em, tenantId, form, keys, stored);
      return answers.map((a) => {
        const wanted = new Set(storedOptionValues(stored[a.key]));
        return { ...a, options: a.options.filter((o) => wanted.has(String(o.value))) };
      });
    }));
  });
}
