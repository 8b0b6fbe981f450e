// Shared metadata of the form-controls tests: a fill rule 'memo_no' (M + 4 digits) and a 'memo' table whose form has a
// serial number drawn from it, a rich-text body, a required signature and an icon; its form and list page generated.
import type { ApiClient } from '../support/server.ts';
import { expectOk } from './eform-fixtures.ts';

export interface MemoTitles { title: string; number: string; body: string; sign: string; mark: string }

/** `layout`: the icon placed in a table layout beside a button, the whole form under an affix-free top. */
export async function setUpMemos(admin: ApiClient, titles: MemoTitles, options: { layout?: boolean } = {}): Promise<void> {
  expectOk(await admin.post('/api/system/fillRule/add', {
    ruleName: 'Memo number', ruleCode: 'memo_no', ruleClass: 'serialNumber', ruleParams: { prefix: 'M', digits: 4, resetBy: 'none' },
  }));
  expectOk(await admin.post('/api/eform/manage/appGroup/add', { groupCode: 'memos', groupName: 'Memos', orderNum: 1 }));
  expectOk(await admin.post('/api/eform/manage/tableModel/add', {
    tableName: 'memo', tableDesc: 'Memo', groupCode: 'memos', objStructure: 'main', persistenceType: 'db',
    columns: [
      { colCode: 'title', colName: titles.title, colType: 'varchar', colLength: 50 },
      { colCode: 'memo_no', colName: titles.number, colType: 'varchar', colLength: 30, showType: 'serialno' },
      { colCode: 'body', colName: titles.body, colType: 'clob', showType: 'editor' },
      { colCode: 'sign', colName: titles.sign, colType: 'varchar', colLength: 200, showType: 'signature' },
      { colCode: 'mark', colName: titles.mark, colType: 'varchar', colLength: 60, showType: 'icon' },
    ],
  }));
  expectOk(await admin.post('/api/eform/manage/tableModel/createTable', { tableName: 'memo' }));
  expectOk(await admin.post('/api/eform/manage/tableModel/generate', { tableName: 'memo' }));
  const form = expectOk<any>(await admin.get('/api/eform/manage/form/queryByCode?code=memo_form'));
  let fields = form.fields.map((f: any) => (f.key === 'memo_no' ? { ...f, type: 'serialno', props: { ruleCode: 'memo_no' } }
    : f.key === 'sign' ? { ...f, type: 'signature', required: 'Y', span: 24 } : f.key === 'body' ? { ...f, type: 'editor', span: 24 } : f));
  if (options.layout) {
    const mark = fields.find((f: any) => f.key === 'mark');
    fields = [
      ...fields.filter((f: any) => f.key !== 'mark'),
      { type: 'table', key: 'details', title: 'Details', span: 24, props: { cols: 2 }, children: [mark, { type: 'button', key: 'help', props: { text: 'Help' } }] },
    ];
  }
  expectOk(await admin.put('/api/eform/manage/form/edit', { ...form, fields }));
}

const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.from('IHDR fake signature')]);

/** Uploads a drawn signature (a small PNG) and answers its stored file reference. */
export async function uploadSignature(client: ApiClient): Promise<string> {
  const form = new FormData();
  form.append('biz', 'signature');
  form.append('file', new Blob([PNG], { type: 'image/png' }), 'signature.png');
  const res = await fetch(`${client.baseUrl}/api/system/common/upload`, { method: 'POST', body: form, headers: { 'X-Access-Token': client.token! } });
  return ((await res.json()) as { result: { path: string }[] }).result[0]!.path;
}
