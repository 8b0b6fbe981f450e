// The property of #35: random install / modify / upgrade / rollback cycles of an app with records never lose a record,
// and each rollback returns the schema and the metadata exactly to what they were before the install or update it
// undoes. Seeded: the seed is printed; PROPERTY_SEED replays a run, PROPERTY_CYCLES changes its length.
import { describe, expect, it } from 'vitest';
import { METADATA_SAMPLES as S, type AppBundle } from '@yc/engine';
import { apiSuite, type ApiResponse } from '../support/server.ts';
import { expectOk } from './eform-fixtures.ts';
import { MARKET, upload } from './market-fixtures.ts';

const suite = apiSuite();
const SEED = Number(process.env.PROPERTY_SEED ?? Date.now() % 1_000_000);
const CYCLES = Number(process.env.PROPERTY_CYCLES ?? 100);

/** mulberry32: a small seeded generator, so that a failing run can be replayed from its seed. */
function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** The optional columns a version may have, and the dictionary values it may offer. */
const EXTRA_COLUMNS = ['note', 'region', 'score'];
const STATUS_VALUES = ['new', 'open', 'closed', 'void'];

/** A version of the app: its table with some of the extra columns, a form title, dictionary values, a dataset name. */
function version(next: () => number, n: number): AppBundle {
  const pick = <T>(items: readonly T[]) => items.filter(() => next() < 0.5);
  return {
    format: 'yc-app-bundle/1', appCode: 'prop', appName: 'Property', appVersion: `1.${n}.0`,
    groups: [{ groupCode: 'prop', groupName: 'Property' }],
    tableModels: [{
      ...S.tableModel, tableName: 'pp_item', isSync: undefined,
      columns: [...S.tableModel.columns, ...pick(EXTRA_COLUMNS).map((c) => ({ colCode: c, colName: c, colType: 'varchar' as const, colLength: 50 }))],
    }],
    forms: [{ ...S.form, formCode: 'pp_form', objectName: 'pp_item', formName: `Item ${Math.floor(next() * 3)}` }],
    dictionaries: [{ ...S.dictionary, dictCode: 'pp_status', items: pick(STATUS_VALUES).map((v, i) => ({ itemText: v, itemValue: v, sortOrder: i })) }],
    ...(next() < 0.7 ? { datasets: [{ ...S.dataset, datasetCode: 'pp_sales', tableName: 'pp_item', datasetName: `Sales ${Math.floor(next() * 3)}` }] } : {}),
  };
}

/** The app's metadata and its table's schema, as a rollback must restore them. */
async function state() {
  const sql = suite.server.sql;
  return {
    documents: await sql(`select kind, code, group_code, content, app_code, changed from ef_metadata where code like 'pp\\_%' or code = 'prop' order by kind, code`),
    groups: await sql(`select group_code, group_name, order_num, app_code, changed from sys_app_group where group_code = 'prop'`),
    dictionary: await sql(`select d.dict_name, d.app_code, d.changed, coalesce(jsonb_agg(i.item_value order by i.item_value) filter (where i.id is not null), '[]') as items
      from sys_dict d left join sys_dict_item i on i.dict_id = d.id where d.dict_code = 'pp_status' group by d.id`),
    columns: await sql(`select column_name, data_type, character_maximum_length, is_nullable from information_schema.columns
      where table_name = 'pp_item' order by column_name`),
    indexes: await sql(`select indexname, indexdef from pg_indexes where tablename = 'pp_item' order by indexname`),
  };
}

describe('random install / modify / upgrade / rollback cycles', () => {
  it(`lose no record and roll back schema and metadata exactly (seed ${SEED}, ${CYCLES} cycles)`, async () => {
    console.log(`market property test: PROPERTY_SEED=${SEED} PROPERTY_CYCLES=${CYCLES}`);
    const next = random(SEED);
    const records: string[] = [];
    /** The state before the last install or update, while it can still be rolled back. */
    let undo: Awaited<ReturnType<typeof state>> | null = null;
    let installed = false;
    let n = 0;
    const started = Date.now();
    const steps: Record<string, number> = {};
    for (let cycle = 0; cycle < CYCLES; cycle++) {
      const step = !installed ? 'install' : ['update', 'update', 'modify', 'record', 'rollback'][Math.floor(next() * 5)]!;
      const context = `seed ${SEED}, cycle ${cycle}: ${step}`;
      steps[step] = (steps[step] ?? 0) + 1;
      if (step === 'install' || step === 'update') {
        const before = await state();
        const bundle = version(next, ++n);
        const body = await upload(bundle, { force: true, ...(next() < 0.3 ? { replace: ['form:pp_form'] } : {}) });
        const res = step === 'install' ? await suite.admin.post(`${MARKET}/installation`, body) : await suite.admin.put(`${MARKET}/update`, body);
        expect(res.status, `${context}: ${JSON.stringify(res.body)}`).toBe(200);
        undo = res.body.result.outcome === 'unchanged' ? undo : before;
        installed = true;
      } else if (step === 'modify') {
        // The enterprise edits the app's form: the next update keeps it unless replaced; a rollback restores it.
        const form = expectOk<any>(await suite.admin.get('/api/eform/manage/form/queryByCode?code=pp_form'));
        expectOk(await suite.admin.put('/api/eform/manage/form/edit', { ...form, formName: `Ours ${cycle}` }));
      } else if (step === 'record') {
        const id = `r${cycle}`;
        await suite.server.tenantSql(`insert into pp_item (id, order_no) values ($1, $2)`, [id, `SO${cycle}`]);
        records.push(id);
      } else if (undo) {
        const res: ApiResponse<{ appVersion: string | null }> = await suite.admin.post(`${MARKET}/rollback`, { appCode: 'prop' });
        expect(res.status, `${context}: ${JSON.stringify(res.body)}`).toBe(200);
        const after = await state();
        if (res.body.result.appVersion === null && records.length) {
          // Rolled back past the install while its table holds records: the table stays (no record is lost), the rest goes.
          expect(after.columns.length, context).toBeGreaterThan(0);
          expect({ ...after, columns: undo.columns, indexes: undo.indexes }, context).toEqual(undo);
        } else {
          expect(after, context).toEqual(undo);
        }
        undo = null;
        installed = res.body.result.appVersion !== null;
      } else {
        const res = await suite.admin.post(`${MARKET}/rollback`, { appCode: 'prop' });
        expect([res.status, res.body.message], context).toEqual([400, 'The app prop has no previous version to roll back to']);
      }
      // No record is ever lost, whatever the step: a rollback past the install drops the table it made only while empty.
      const [{ present }] = await suite.server.tenantSql(`select to_regclass('pp_item') is not null as present`);
      const ids = present ? (await suite.server.tenantSql<{ id: string }>(`select id from pp_item order by id`)).map((r) => r.id) : [];
      expect(ids, context).toEqual([...records].sort());
      if (records.length) expect(present, context).toBe(true);
    }
    console.log(`market property test: ${CYCLES} cycles in ${((Date.now() - started) / 1000).toFixed(1)} s`, steps);
    // Every kind of step ran (the seed decides how often).
    if (CYCLES >= 50) expect(Object.keys(steps).sort()).toEqual(['install', 'modify', 'record', 'rollback', 'update']);
  }, 600_000);
});
