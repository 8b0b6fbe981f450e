// Shared metadata of the upload tests: a 'document' table with an image upload (photo) and a file upload (attachment)
// whose control takes at most two .pdf or .txt files of `maxSizeMb`, its form and list page generated.
import type { ApiClient } from '../support/server.ts';
import { expectOk } from './eform-fixtures.ts';

export interface DocumentTitles { table: string; title: string; photo: string; attachment: string }

export async function setUpDocuments(admin: ApiClient, titles: DocumentTitles, maxSizeMb: number): Promise<void> {
  expectOk(await admin.post('/api/eform/manage/appGroup/add', { groupCode: 'docs', groupName: 'Docs', orderNum: 1 }));
  expectOk(await admin.post('/api/eform/manage/tableModel/add', {
    tableName: 'document', tableDesc: titles.table, groupCode: 'docs', objStructure: 'main', persistenceType: 'db',
    columns: [
      { colCode: 'title', colName: titles.title, colType: 'varchar', colLength: 50 },
      { colCode: 'photo', colName: titles.photo, colType: 'varchar', colLength: 1000, showType: 'uploadImg' },
      { colCode: 'attachment', colName: titles.attachment, colType: 'varchar', colLength: 1000, showType: 'uploadFile' },
    ],
  }));
  expectOk(await admin.post('/api/eform/manage/tableModel/createTable', { tableName: 'document' }));
  expectOk(await admin.post('/api/eform/manage/tableModel/generate', { tableName: 'document' }));
  const form = expectOk<any>(await admin.get('/api/eform/manage/form/queryByCode?code=document_form'));
  const fields = form.fields.map((f: any) => (f.key === 'attachment' ? { ...f, props: { maxCount: 2, maxSizeMb, accept: '.pdf,.txt' } } : f));
  expectOk(await admin.put('/api/eform/manage/form/edit', { ...form, fields }));
}
