// Charts speak in labels: Given a table model whose columns are coded by a dictionary and by a static option list,
// When a dataset over them is previewed and a widget's card and data are read, Then the rows keep the codes (grouped
// and ordered by code) and the answer carries each coded dimension's labels in the caller's language (lang=zh_CN:
// Chinese; otherwise English, the Chinese name where an item has no English one); a column without options has none.
import { describe, expect, it } from 'vitest';
import { apiSuite } from '../support/server.ts';
import { expectOk, GROUP } from './eform-fixtures.ts';

const TICKET_MODEL = {
  tableName: 'ticket', tableDesc: 'Tickets', groupCode: 'crm', objStructure: 'main', persistenceType: 'db',
  columns: [
    { colCode: 'priority', colName: 'Priority', colType: 'varchar', colLength: 8, showType: 'select', showConfig: { dictOption: { dictCode: 'ticket_priority' } } },
    { colCode: 'kind', colName: 'Kind', colType: 'varchar', colLength: 8, showType: 'radio', showConfig: { options: [{ label: '缺陷', labelEn: 'Bug', value: 'bug' }, { label: '需求', labelEn: 'Feature', value: 'feat' }] } },
    { colCode: 'owner', colName: 'Owner', colType: 'varchar', colLength: 20 },
  ],
};
const PRIORITY = {
  dictCode: 'ticket_priority', dictName: 'Priority', category: 'app',
  items: [{ itemText: '高', itemTextEn: 'High', itemValue: 'H', sortOrder: 1 }, { itemText: '中', itemTextEn: 'Medium', itemValue: 'M', sortOrder: 2 }, { itemText: '低', itemValue: 'L', sortOrder: 3 }],
};
const TICKETS: [string, string, string][] = [['H', 'bug', 'ann'], ['H', 'feat', 'bob'], ['L', 'bug', 'ann'], ['M', 'bug', 'cy'], ['H', 'bug', 'cy']];
const dataset = (dimension: string[]) => ({
  datasetName: 'Tickets', datasetCode: 'tickets_by', tableName: 'ticket', dimension, measure: [{ colCode: '*', agg: 'count', alias: 'n' }],
});

const suite = apiSuite({}, async (s) => {
  expectOk(await s.admin.post('/api/eform/manage/appGroup/add', GROUP));
  expectOk(await s.admin.post('/api/system/dict/add', PRIORITY));
  expectOk(await s.admin.post('/api/eform/manage/tableModel/add', TICKET_MODEL));
  expectOk(await s.admin.post('/api/eform/manage/tableModel/createTable', { tableName: 'ticket' }));
  for (const [priority, kind, owner] of TICKETS) {
    await s.server.tenantSql('insert into ticket (id, priority, kind, owner) values (gen_random_uuid(), $1, $2, $3)', [priority, kind, owner]);
  }
  expectOk(await s.admin.post('/api/eform/manage/dataset/add', dataset(['priority'])));
  expectOk(await s.admin.post('/api/eform/manage/widget/add', {
    widgetName: 'Tickets by priority', widgetCode: 'tickets_pie', widgetType: 'Pie', datasetCode: 'tickets_by',
  }));
});

const ENGLISH = { H: 'High', M: 'Medium', L: '低' };
const CHINESE = { H: '高', M: '中', L: '低' };

describe('dataset and widget labels', () => {
  it('Given a preview over a dictionary, a static list and a plain column, Then codes in the rows and labels by language', async () => {
    const body = { dataset: dataset(['priority', 'kind', 'owner']) };
    const english = expectOk<any>(await suite.admin.post('/api/eform/manage/dataset/preview', body));
    expect(english.rows.map((r: any) => [r.priority, r.kind, r.owner, r.n])).toEqual([
      ['H', 'bug', 'ann', 1], ['H', 'bug', 'cy', 1], ['H', 'feat', 'bob', 1], ['L', 'bug', 'ann', 1], ['M', 'bug', 'cy', 1],
    ]);
    expect(english.labels).toEqual({ priority: ENGLISH, kind: { bug: 'Bug', feat: 'Feature' } });
    const chinese = expectOk<any>(await suite.admin.post('/api/eform/manage/dataset/preview?lang=zh_CN', body));
    expect(chinese.labels).toEqual({ priority: CHINESE, kind: { bug: '缺陷', feat: '需求' } });
    expect(chinese.rows).toEqual(english.rows);
  });

  it('Given a widget over the dictionary column, Then its data is grouped by code and its card gives the labels in the caller\'s language', async () => {
    expect(expectOk<any[]>(await suite.admin.get('/api/eform/engine/widget/tickets_pie/data?lang=zh_CN'))).toEqual([
      { priority: 'H', n: 3 }, { priority: 'L', n: 1 }, { priority: 'M', n: 1 },
    ]);
    expect(expectOk<any>(await suite.admin.get('/api/eform/engine/widget/tickets_pie')).labels).toEqual({ priority: ENGLISH });
    expect(expectOk<any>(await suite.admin.get('/api/eform/engine/widget/tickets_pie?lang=zh_CN')).labels).toEqual({ priority: CHINESE });
  });

  it('Given a hidden dictionary item, Then rows holding it are still labelled', async () => {
    const items = expectOk<any[]>(await suite.admin.get('/api/system/dict/getDictItems/ticket_priority'));
    expect(items.map((i) => i.value)).toContain('L');
    await suite.server.tenantSql(`update sys_dict_item set visible_check = false where item_value = 'L'`, []);
    expect(expectOk<any>(await suite.admin.get('/api/eform/engine/widget/tickets_pie')).labels).toEqual({ priority: ENGLISH });
  });
});
