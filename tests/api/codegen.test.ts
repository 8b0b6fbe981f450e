// Code generation: Given a customer table model with a contacts sub-table, their pages and a process bound to the
// customer form, When the administrator previews each of the six template variants, Then the module's files come back;
// the download is a zip of them; writing is refused without MODULES_DIR and without the permission; and after the module
// was written, a file edited by hand and a column added to the model, a regeneration keeps the edit and adds the column,
// reports a conflicting edit with both sides, and leaves a deleted file deleted. Another enterprise only generates and
// downloads (MODULES_DIR holds the platform's code), and where scripts may not be edited no module is written.
import { mkdtempSync, readFileSync, rmSync, writeFileSync, existsSync } from 'node:fs';
import { execFile, spawnSync } from 'node:child_process';
import { promisify, stripVTControlCharacters } from 'node:util';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { CODEGEN_TEMPLATE_TYPES, PERMISSIONS, type CodegenInput } from '@yc/engine';
import { apiSuite, type ApiClient } from '../support/server.ts';
import { signedInWith } from '../support/identity.ts';
import { registerEnterprise } from '../support/enterprises.ts';
import { twoStepBpmn } from './bpm-fixtures.ts';
import { customerModel, expectOk, GROUP } from './eform-fixtures.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');
/** A module's generated test run by vitest in a child process (asynchronously: the server answers in this process). */
async function runGeneratedTest(moduleDir: string, baseUrl: string, token: string): Promise<{ code: number; output: string }> {
  try {
    const { stdout, stderr } = await promisify(execFile)(path.join(ROOT, 'node_modules/.bin/vitest'), ['run', '--root', moduleDir, '--dir', path.join(moduleDir, 'test'), '--testTimeout', '60000'], {
      env: { ...process.env, YC_BASE_URL: baseUrl, YC_TOKEN: token, TEST_DB: '', VITEST: '' }, encoding: 'utf8',
    });
    return { code: 0, output: stripVTControlCharacters(stdout + stderr) };
  } catch (error) {
    const failed = error as { code?: number; stdout?: string; stderr?: string };
    return { code: failed.code ?? 1, output: stripVTControlCharacters(`${failed.stdout ?? ''}${failed.stderr ?? ''}`) };
  }
}

const modulesDir = mkdtempSync(path.join(tmpdir(), 'codegen-modules-'));
afterAll(() => rmSync(modulesDir, { recursive: true, force: true }));

const input = (extra: Partial<CodegenInput> = {}): CodegenInput => ({
  tableName: 'customer', moduleDesc: 'Customers and their contacts', templateType: 'single', withProcess: false,
  pageLayout: 'modal', packagePath: 'com.example.crm', moduleName: 'crm-customers', author: 'Ada', ...extra,
});

const CONTACT = {
  tableName: 'customer_contact', tableDesc: 'Contact', groupCode: 'crm', objStructure: 'oneToMany', persistenceType: 'db',
  mainTable: { tableName: 'customer', foreignKey: 'customer_id' },
  columns: [
    { colCode: 'customer_id', colName: 'Customer', colType: 'varchar', colLength: 36 },
    { colCode: 'contact_name', colName: 'Contact name', colType: 'varchar', colLength: 50 },
  ],
};

async function setUpModels(admin: ApiClient): Promise<void> {
  expectOk(await admin.post('/api/eform/manage/appGroup/add', GROUP));
  for (const model of [customerModel(), CONTACT]) {
    expectOk(await admin.post('/api/eform/manage/tableModel/add', model));
    expectOk(await admin.post('/api/eform/manage/tableModel/createTable', { tableName: model.tableName }));
    expectOk(await admin.post('/api/eform/manage/tableModel/generate', { tableName: model.tableName }));
  }
  expectOk(await admin.post('/api/bpm/template/add', {
    group: 'CRM', name: 'Customer approval', key: 'customer_approval', formCode: 'customer_form', startPermission: { type: 'all' },
    bpmnXml: twoStepBpmn('customer_approval', { attrs: 'camunda:assignee="admin"' }, { attrs: 'camunda:assignee="admin"' }),
  }));
  expectOk(await admin.post('/api/bpm/template/publish', { key: 'customer_approval' }));
}

type Planned = { path: string; status: string; content?: string; conflicts?: { mine: string; base: string; next: string }[] };
const preview = async (admin: ApiClient, body: CodegenInput) =>
  expectOk<{ exists: boolean; writable: boolean; files: Planned[] }>(await admin.post('/api/codegen/preview', { input: body }));

describe('code generation with MODULES_DIR', () => {
  const suite = apiSuite({ env: { MODULES_DIR: modulesDir, ENTERPRISE_REGISTRATION: 'open' } }, (s) => setUpModels(s.admin));

  const variants = CODEGEN_TEMPLATE_TYPES.flatMap((templateType) => [false, true].map((withProcess) => ({ templateType, withProcess })));
  it.each(variants)('previews the $templateType module (with process: $withProcess)', async ({ templateType, withProcess }) => {
    const result = await preview(suite.admin, input({ templateType, withProcess }));
    expect(result).toMatchObject({ exists: false, writable: true });
    expect(result.files.map((f) => f.path)).toContain('server/index.ts');
    expect(result.files.every((f) => f.status === 'new')).toBe(true);
    const server = result.files.find((f) => f.path === 'server/index.ts')!.content!;
    expect(server).toContain('const VIEW = "customer_list"');
    expect(server.includes('"customer_contact_list"')).toBe(templateType !== 'single');
    expect(server.includes('"customer_approval"')).toBe(withProcess);
  });

  it('downloads the module as a zip of its files', async () => {
    const res = await fetch(`${suite.server.url}/api/codegen/download`, {
      method: 'POST', headers: { 'content-type': 'application/json', 'X-Access-Token': suite.admin.token! },
      body: JSON.stringify({ input: input() }),
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/zip');
    const zip = Buffer.from(await res.arrayBuffer());
    expect(zip.subarray(0, 2).toString()).toBe('PK');
    for (const name of ['crm-customers/module.json', 'crm-customers/server/index.ts', 'crm-customers/web/ListPage.tsx']) expect(zip.includes(name)).toBe(true);
  });

  it('refuses a bad input with its message and changes nothing', async () => {
    const bad = await suite.admin.post('/api/codegen/write', { input: { ...input(), moduleName: '../etc' } });
    expect(bad.status).toBe(400);
    const missing = await suite.admin.post('/api/codegen/preview', { input: input({ tableName: 'no_such_table' }) });
    expect(missing.status).toBe(400);
    expect(missing.body.message).toBe('Table model no_such_table does not exist');
    expect(existsSync(path.join(modulesDir, 'crm-customers'))).toBe(false);
  });

  it('generates with a template set the administrator added on the template screen', async () => {
    const set = { 'README.md': '# {{moduleName}}\n{{#columns}}- {{colName}}\n{{/columns}}', 'docs/{{tableName}}.md': '{{tableDesc}}' };
    expectOk(await suite.admin.post('/api/eform/manage/template/add', {
      tempName: 'Docs only', tempCode: 'docs_only', tempType: 'code', tempBodyString: JSON.stringify(set), enabled: true,
    }));
    const result = await preview(suite.admin, input({ templateSet: 'docs_only' }));
    expect(result.files.map((f) => [f.path, f.content])).toEqual([
      ['docs/customer.md', expect.stringContaining('Customer')],
      ['README.md', expect.stringContaining('# crm-customers\n- Name\n- Code')],
    ]);
    expectOk(await suite.admin.post('/api/eform/manage/template/add', {
      tempName: 'Broken', tempCode: 'broken_set', tempType: 'code', tempBodyString: '["not a map"]', enabled: true,
    }));
    const broken = await suite.admin.post('/api/codegen/preview', { input: input({ templateSet: 'broken_set' }) });
    expect(broken.status).toBe(400);
    expect(broken.body.message).toBe('Template set broken_set is not a JSON map of file path to template text');
    const missing = await suite.admin.post('/api/codegen/preview', { input: input({ templateSet: 'no_such_set' }) });
    expect(missing.body.message).toBe('Template set no_such_set does not exist');
  });

  it('refuses a caller without the code generation permission', async () => {
    const { client } = await signedInWith(suite.server, suite.admin, []);
    expect((await client.post('/api/codegen/preview', { input: input() })).status).toBe(403);
    expect((await client.post('/api/codegen/write', { input: input() })).status).toBe(403);
    const { client: generator } = await signedInWith(suite.server, suite.admin, [PERMISSIONS.eform.codegen.generate]);
    expect((await generator.post('/api/codegen/preview', { input: input() })).status).toBe(200);
    expect((await generator.post('/api/codegen/write', { input: input() })).status).toBe(403);
  });

  it('regenerates after a column was added: keeps a hand edit, adds the column, reports a conflict, leaves a deleted file deleted', async () => {
    const moduleDir = path.join(modulesDir, 'crm-customers');
    expect(expectOk<any>(await suite.admin.post('/api/codegen/write', { input: input() })).menuUrl).toBe('/ext/crm-customers');
    const listPage = path.join(moduleDir, 'web/ListPage.tsx');
    const server = path.join(moduleDir, 'server/index.ts');
    writeFileSync(listPage, readFileSync(listPage, 'utf8').replace('<Button type="primary"', '<Button type="primary" danger'));
    writeFileSync(server, readFileSync(server, 'utf8').replace(/const FIELDS: readonly string\[\] = \[.*\];/, 'const FIELDS: readonly string[] = ["name"];'));
    rmSync(path.join(moduleDir, 'README.md'));

    const model = expectOk<any>(await suite.admin.get('/api/eform/manage/tableModel/queryByCode?code=customer'));
    expectOk(await suite.admin.put('/api/eform/manage/tableModel/edit', {
      ...model, columns: [...model.columns, { colCode: 'vip_level', colName: 'VIP level', colType: 'varchar', colLength: 10 }],
    }));
    expectOk(await suite.admin.post('/api/eform/manage/tableModel/syncTable', { tableName: 'customer' }));

    const again = await preview(suite.admin, input());
    expect(again.exists).toBe(true);
    const file = (p: string) => again.files.find((f) => f.path === p)!;
    expect(file('web/ListPage.tsx').status).toBe('merged');
    expect(file('web/ListPage.tsx').content).toContain('<Button type="primary" danger');
    expect(file('web/ListPage.tsx').content).toContain('{ dataIndex: "vip_level", title: "VIP level" }');
    expect(file('server/index.ts').status).toBe('conflict');
    expect(file('server/index.ts').conflicts![0]).toMatchObject({ mine: 'const FIELDS: readonly string[] = ["name"];' });
    expect(file('server/index.ts').conflicts![0]!.next).toContain('"vip_level"');
    expect(file('README.md')).toEqual({ path: 'README.md', status: 'deleted' });

    const unresolved = await suite.admin.post('/api/codegen/write', { input: input() });
    expect(unresolved.status).toBe(400);
    expect(unresolved.body.message).toBe('Resolve the conflicts first: server/index.ts');
    const chosen = file('server/index.ts').content!.replace(/<<<<<<< mine[\s\S]*>>>>>>> generated now/, 'const FIELDS: readonly string[] = ["name", "vip_level"];');
    expectOk(await suite.admin.post('/api/codegen/write', { input: input(), resolutions: { 'server/index.ts': chosen } }));
    expect(readFileSync(listPage, 'utf8')).toContain('danger');
    expect(readFileSync(listPage, 'utf8')).toContain('vip_level');
    expect(readFileSync(server, 'utf8')).toContain('const FIELDS: readonly string[] = ["name", "vip_level"];');
    expect(existsSync(path.join(moduleDir, 'README.md'))).toBe(false);
    // The first write put the module's list page on the menu, named by its description; writing again added no second
    // item, and the administrator's menu has it.
    const items = await suite.server.tenantSql(`select name, url, menu_type from sys_permission where component = 'ext/crm-customers/ListPage'`);
    expect(items).toEqual([{ name: 'Customers and their contacts', url: '/ext/crm-customers', menu_type: 1 }]);
    const menu = expectOk<any>(await suite.admin.get('/api/system/permission/getUserPermissionByToken')).menu;
    expect(JSON.stringify(menu)).toContain('"component":"ext/crm-customers/ListPage"');
    // The next regeneration with nothing changed finds nothing to do.
    const settled = await preview(suite.admin, input());
    expect(settled.files.filter((f) => f.status !== 'unchanged' && f.status !== 'deleted')).toEqual([]);
  });

  it('writes the six variants as modules that compile against the platform and, loaded at the next start, answer their routes and pass their own tests', async () => {
    const names = variants.map(({ templateType, withProcess }) => `v-${templateType.toLowerCase()}-${withProcess ? 'process' : 'plain'}`);
    for (const [i, { templateType, withProcess }] of variants.entries()) {
      expectOk(await suite.admin.post('/api/codegen/write', { input: input({ moduleName: names[i], templateType, withProcess, pageLayout: 'drawer' }) }));
    }
    // The SDK's types come by the platform's package subpath: only tsconfig.json says where the platform is, relatively.
    for (const name of names) {
      const server = readFileSync(path.join(modulesDir, name, 'server/index.ts'), 'utf8');
      expect(server).toContain("from '@yc/server/ext'");
      for (const file of ['server/index.ts', 'web/ListPage.tsx', 'web/FormPage.tsx', 'test/routes.test.ts', 'README.md', 'module.json']) {
        const text = readFileSync(path.join(modulesDir, name, file), 'utf8');
        expect(text.includes(ROOT) || text.includes('node_modules') || text.includes('/server/src/'), `${name}/${file}`).toBe(false);
      }
      // Every path of tsconfig.json is relative (no string starts with '/').
      expect(readFileSync(path.join(modulesDir, name, 'tsconfig.json'), 'utf8')).not.toMatch(/"\//);
    }
    // One compilation of them all: every module's own tsconfig is the same one (the same platform seen from MODULES_DIR).
    const all = path.join(modulesDir, 'tsconfig.all.json');
    writeFileSync(all, JSON.stringify({ extends: `./${names[0]}/tsconfig.json`, include: names.flatMap((n) => [`${n}/server`, `${n}/web`, `${n}/test`]) }));
    const tsc = spawnSync('npx', ['tsc', '--noEmit', '-p', all], { encoding: 'utf8' });
    expect(tsc.stdout + tsc.stderr).toBe('');
    await suite.server.restart();
    const admin = await suite.server.login('admin');
    for (const name of names) {
      const added = expectOk<{ id: string }>(await admin.post(`/api/ext/${name}/add`, { name: `Ann ${name}` }));
      const page = expectOk<{ records: { id: string }[] }>(await admin.get(`/api/ext/${name}/list?name=${encodeURIComponent(`Ann ${name}`)}`));
      expect(page.records.map((r) => r.id), name).toEqual([added.id]);
    }
    const contacts = expectOk<{ records: unknown[] }>(await admin.get(`/api/ext/${names[2]}/customer_contact/list?customer_id=none`));
    expect(contacts.records).toEqual([]);
    const { client } = await signedInWith(suite.server, admin, []);
    expect((await client.get(`/api/ext/${names[0]}/list`)).status).toBe(403);
    // A "with process" module submits a record for approval: the instance is the approver's to do, the record in approval.
    const withProcess = names[1]!;
    const record = expectOk<{ id: string }>(await admin.post(`/api/ext/${withProcess}/add`, { name: 'Submitted Sam' }));
    expect(expectOk<{ state: string }>(await admin.get(`/api/ext/${withProcess}/state/${record.id}`)).state).toBe('draft');
    const started = expectOk<{ id: string; dataId: string }>(await admin.post(`/api/ext/${withProcess}/submit/${record.id}`, {}));
    expect(started.dataId).toBe(record.id);
    const todo = expectOk<{ records: { instanceId: string }[] }>(await admin.get('/api/bpm/task/todo?pageSize=100')).records;
    expect(todo.map((t) => t.instanceId)).toContain(started.id);
    expect(expectOk<{ state: string }>(await admin.get(`/api/ext/${withProcess}/state/${record.id}`)).state).toBe('inApproval');
    expect((await admin.post(`/api/ext/${withProcess}/submit/${record.id}`, {})).status).toBe(400);
    const listed = expectOk<{ records: { id: string; bpm_status?: string }[] }>(await admin.get(`/api/ext/${withProcess}/list?name=Submitted%20Sam`)).records;
    expect(listed.map((r) => [r.id, r.bpm_status])).toEqual([[record.id, 'inApproval']]);
    expect((await admin.post(`/api/ext/${names[0]}/submit/${record.id}`, {})).status).toBe(404);
    // Each module's generated test, run by vitest against this server as the administrator, passes.
    const runs = await Promise.all(names.map((name) => runGeneratedTest(path.join(modulesDir, name), suite.server.url, admin.token!)));
    for (const [i, name] of names.entries()) {
      const run = runs[i]!;
      expect(run.code, `${name}\n${run.output}`).toBe(0);
      expect(run.output, name).toMatch(/Test Files\s+1 passed \(1\)/);
      expect(run.output, name).toMatch(/Tests\s+2 passed \(2\)/);
    }
  }, 240_000);
});

describe('code generation in another enterprise', () => {
  const suite = apiSuite({ env: { MODULES_DIR: modulesDir, ENTERPRISE_REGISTRATION: 'open' } }, (s) => setUpModels(s.admin));

  it("generates and downloads, but neither writes nor reads MODULES_DIR, whose modules are the platform's code", async () => {
    const name = input({ moduleName: 'crm-shared' });
    expectOk(await suite.admin.post('/api/codegen/write', { input: name }));
    const other = await registerEnterprise(suite.server, `cg${Date.now() % 100000}`);
    await setUpModels(other);
    // The platform's module of that name is neither merged with nor shown: the files are only generated.
    expect(await preview(other, name)).toMatchObject({ exists: false, writable: false });
    expect((await other.post('/api/codegen/download', { input: name })).status).toBe(200);
    const res = await other.post('/api/codegen/write', { input: input({ moduleName: 'crm-theirs' }) });
    expect([res.status, res.body.message]).toEqual([403, "A module is code the whole platform runs: only the platform's own enterprise may write modules or preview them against MODULES_DIR"]);
    expect(existsSync(path.join(modulesDir, 'crm-theirs'))).toBe(false);
  });
});

describe('code generation where scripts may not be edited', () => {
  const suite = apiSuite({ env: { MODULES_DIR: modulesDir, ALLOW_EDIT_SCRIPT: 'false' } }, (s) => setUpModels(s.admin));

  it('previews but writes no module: a module is code', async () => {
    expect((await preview(suite.admin, input({ moduleName: 'crm-locked' }))).writable).toBe(false);
    const res = await suite.admin.post('/api/codegen/write', { input: input({ moduleName: 'crm-locked' }) });
    expect([res.status, res.body.message]).toEqual([403, 'The current environment prohibits this operation']);
    expect(existsSync(path.join(modulesDir, 'crm-locked'))).toBe(false);
  });
});

describe('code generation without MODULES_DIR', () => {
  const suite = apiSuite({}, (s) => setUpModels(s.admin));

  it('previews but refuses to write', async () => {
    expect((await preview(suite.admin, input())).writable).toBe(false);
    const res = await suite.admin.post('/api/codegen/write', { input: input() });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('MODULES_DIR is not configured: the module can be downloaded but not written');
  });
});
