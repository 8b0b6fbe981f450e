// The market host (#35 item 4): an administrator publishes an app version into this instance's catalogue; another
// instance pointed at it (MARKET_HOST) lists groups and apps, installs a version after its plan, updates to a newer
// one, rolls back; a download that does not match the catalogue's checksum is refused and installs nothing; the host's
// address passes the address guard.
import { createHash } from 'node:crypto';
import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiSuite, startTestServer, type ApiClient, type TestServer } from '../support/server.ts';
import { bundleToFiles } from '@yc/engine';
import { ARCHIVE_LIMITS, writeArchive } from '../../server/src/market/archive.ts';
import { MarketSource } from '../../server/src/market/source.ts';
import { registerEnterprise } from '../support/enterprises.ts';
import { expectOk, GROUP, setUpCustomer } from './eform-fixtures.ts';
import { actions, MARKET } from './market-fixtures.ts';

const host = apiSuite({ env: { ENTERPRISE_REGISTRATION: 'open' } }, (s) => setUpCustomer(s.admin, { generate: true }));
let client: TestServer;
let admin: ApiClient;

beforeAll(async () => {
  client = await startTestServer({ env: { MARKET_HOST: host.server.url, MARKET_ALLOWED_HOSTS: '127.0.0.1' } });
  admin = await client.login('admin');
});
afterAll(() => client?.stop());

const publish = (body: Record<string, unknown>) => host.admin.post(`${MARKET}/publish`, body);
const download = (appCode: string, appVersion: string) => fetch(`${host.server.url}/api/saas/market/download?appCode=${appCode}&appVersion=${appVersion}`);
const installed = async () => expectOk<any[]>(await admin.get(`${MARKET}/queryAppList`)).find((a) => a.appCode === 'crm');
const formName = async (c: ApiClient) => expectOk<any>(await c.get('/api/eform/manage/form/queryByCode?code=customer_form')).formName;

describe('the market host', () => {
  it('publishes an app version into its catalogue, which any instance reads and downloads with its checksum', async () => {
    const published = expectOk<any>(await publish({ appCode: 'crm', appVersion: '1.0.0', groupCode: 'sales', groupName: 'Sales', description: 'Customers', screenshots: ['https://example.com/crm.png'] }));
    expect(published).toMatchObject({ appCode: 'crm', appVersion: '1.0.0', groupCode: 'sales' });
    const anonymous = host.server.anonymous();
    expect(expectOk<any[]>(await anonymous.get('/api/saas/market/queryMarketGroupList'))).toEqual([{ groupCode: 'sales', groupName: 'Sales', appCount: 1 }]);
    const [app] = expectOk<any[]>(await anonymous.get('/api/saas/market/queryMarketList?groupCode=sales'));
    expect(app).toMatchObject({ appCode: 'crm', appName: 'CRM', appVersion: '1.0.0', groupName: 'Sales', description: 'Customers', screenshots: ['https://example.com/crm.png'], downloadCount: 0 });
    expect(app.versions).toEqual([expect.objectContaining({ appVersion: '1.0.0', checksum: published.checksum, size: published.size })]);
    expect(expectOk<any[]>(await anonymous.get('/api/saas/market/queryMarketList?keyword=nothing-like-it'))).toEqual([]);

    const res = await download('crm', '1.0.0');
    expect(res.status).toBe(200);
    const zip = Buffer.from(await res.arrayBuffer());
    expect(createHash('sha256').update(zip).digest('hex')).toBe(published.checksum);
    expect((await download('crm', '9.9.9')).status).toBe(404);
    expect(expectOk<any[]>(await anonymous.get('/api/saas/market/queryMarketList'))[0].downloadCount).toBe(1);
  });

  it('refuses a version not newer than the last, an unknown app, a caller without the app-group permission, and another enterprise\'s app', async () => {
    const again = await publish({ appCode: 'crm', appVersion: '1.0.0' });
    expect([again.status, again.body.message]).toEqual([400, 'The version 1.0.0 of the app crm is not newer than the last one published']);
    const unknown = await publish({ appCode: 'nothing', appVersion: '1.0.0' });
    expect([unknown.status, unknown.body.message]).toEqual([400, 'No app has the code nothing']);
    const user = await host.server.login('user');
    expect((await user.post(`${MARKET}/publish`, { appCode: 'crm', appVersion: '2.0.0' })).status).toBe(403);
    expect((await host.server.anonymous().post(`${MARKET}/publish`, { appCode: 'crm', appVersion: '2.0.0' })).status).toBe(401);
    // Another enterprise of the host with an app group of the same code may not publish into that app.
    const other = await registerEnterprise(host.server, `mh${Date.now() % 100000}`);
    expectOk(await other.post('/api/eform/manage/appGroup/add', GROUP));
    const taken = await other.post(`${MARKET}/publish`, { appCode: 'crm', appVersion: '2.0.0' });
    expect([taken.status, taken.body.message]).toEqual([403, 'The app crm was published to this market by another enterprise']);
    expect((await host.server.sql(`select app_version from saas_market_version order by app_version`)).map((r) => r.app_version)).toEqual(['1.0.0']);
  });
});

describe('an instance pointed at the host', () => {
  it('lists the host\'s groups and apps, installs a version after its plan, updates to a newer one and rolls back', async () => {
    expect(expectOk<any>(await admin.get(`${MARKET}/catalogue/groups`))).toEqual({ host: host.server.url, groups: [{ groupCode: 'sales', groupName: 'Sales', appCount: 1 }] });
    const [app] = expectOk<any[]>(await admin.get(`${MARKET}/catalogue/apps?groupCode=sales`));
    expect(app).toMatchObject({ appCode: 'crm', appVersion: '1.0.0' });

    const market = { appCode: 'crm', appVersion: '1.0.0' };
    const downloads = async () => expectOk<any[]>(await host.server.anonymous().get('/api/saas/market/queryMarketList'))[0].downloadCount as number;
    const counted = await downloads();
    const plan = expectOk<any>(await admin.post(`${MARKET}/plan`, { market }));
    expect(actions(plan)).toEqual(['appGroup crm: added', 'form customer_form: added', 'tableModel customer: added', 'view customer_list: added']);
    // The plan's download is a preview: only the install counts as a download.
    expect(await downloads()).toBe(counted);
    expect(expectOk<any>(await admin.post(`${MARKET}/installation`, { market }))).toMatchObject({ appCode: 'crm', appVersion: '1.0.0', outcome: 'installed' });
    expect(await downloads()).toBe(counted + 1);
    expect(await installed()).toMatchObject({ appVersion: '1.0.0', state: 'installed' });
    expect(await formName(admin)).toBe(await formName(host.admin));

    // The host's form changes, and a new version is published.
    const form = expectOk<any>(await host.admin.get('/api/eform/manage/form/queryByCode?code=customer_form'));
    expectOk(await host.admin.put('/api/eform/manage/form/edit', { ...form, formName: 'Customer v2' }));
    expectOk(await publish({ appCode: 'crm', appVersion: '1.1.0', groupCode: 'sales' }));
    expect(expectOk<any[]>(await admin.get(`${MARKET}/catalogue/apps`))[0]).toMatchObject({ appVersion: '1.1.0', versions: [{ appVersion: '1.1.0' }, { appVersion: '1.0.0' }] });
    const update = { market: { appCode: 'crm', appVersion: '1.1.0' } };
    const changed = expectOk<any>(await admin.post(`${MARKET}/plan`, update));
    expect(changed).toMatchObject({ fromVersion: '1.0.0', toVersion: '1.1.0' });
    expect(changed.items.find((i: any) => i.kind === 'form')).toMatchObject({ action: 'changed', changes: [expect.objectContaining({ path: '/formName', after: 'Customer v2' })] });
    expect(expectOk<any>(await admin.put(`${MARKET}/update`, update))).toMatchObject({ outcome: 'updated', appVersion: '1.1.0' });
    expect(await formName(admin)).toBe('Customer v2');

    expect(expectOk<any>(await admin.post(`${MARKET}/rollback`, { appCode: 'crm' }))).toEqual({ appCode: 'crm', appVersion: '1.0.0' });
    expect(await formName(admin)).not.toBe('Customer v2');
    expect(await installed()).toMatchObject({ appVersion: '1.0.0', state: 'rolledBack' });
  });

  it('refuses a tampered download (checksum mismatch) and an unknown version, installing nothing', async () => {
    expectOk(await publish({ appCode: 'crm', appVersion: '1.2.0' }));
    // The stored zip is swapped for another version's: the catalogue's checksum no longer matches what is served.
    await host.server.sql(`update saas_market_version set archive = (select archive from saas_market_version where app_version = '1.1.0'),
      size = (select size from saas_market_version where app_version = '1.2.0') where app_version = '1.2.0'`);
    const before = await client.sql(`select kind, code, content from ef_metadata where app_code = 'crm' order by kind, code`);
    const tampered = await admin.put(`${MARKET}/update`, { market: { appCode: 'crm', appVersion: '1.2.0' } });
    expect([tampered.status, tampered.body.message]).toEqual([400, 'The download of crm 1.2.0 does not match the checksum in the market catalogue; nothing was installed']);
    const planned = await admin.post(`${MARKET}/plan`, { market: { appCode: 'crm', appVersion: '1.2.0' } });
    expect(planned.status).toBe(400);
    const unknown = await admin.put(`${MARKET}/update`, { market: { appCode: 'crm', appVersion: '7.0.0' } });
    expect([unknown.status, unknown.body.message]).toEqual([400, 'The market has no version 7.0.0 of the app crm']);
    expect(await installed()).toMatchObject({ appVersion: '1.0.0' });
    expect(await client.sql(`select kind, code, content from ef_metadata where app_code = 'crm' order by kind, code`)).toEqual(before);
  });

  it('refuses a download over the size limit (cut off while it arrives) and a checksummed bundle whose files fail their schemas', async () => {
    const bad = await writeArchive(bundleToFiles({ format: 'yc-app-bundle/1', appCode: 'bad', appName: 'Bad', appVersion: '1.0.0', forms: [{ formCode: 'f' } as never] }));
    const huge = ARCHIVE_LIMITS.archiveBytes + 1;
    const entry = (appCode: string, size: number, checksum: string) => ({
      appCode, appName: appCode, appNameEn: null, appVersion: '1.0.0', groupCode: 'g', groupName: 'G', description: null, icon: null, screenshots: [],
      downloadCount: 0, publishedAt: '', versions: [{ appVersion: '1.0.0', description: null, size, checksum, publishedAt: '' }],
    });
    // A host that states the truth about a bundle that fails its schemas, and streams more than any archive may hold.
    const fake = http.createServer((req, res) => {
      const url = new URL(req.url!, 'http://x');
      if (url.pathname.endsWith('/queryMarketList')) {
        const app = url.searchParams.get('appCode') === 'bad' ? entry('bad', bad.length, createHash('sha256').update(bad).digest('hex')) : entry('huge', huge, 'x');
        return res.end(JSON.stringify({ success: true, result: [app] }));
      }
      if (url.searchParams.get('appCode') === 'bad') return res.end(bad);
      res.write(Buffer.alloc(ARCHIVE_LIMITS.archiveBytes));
      res.end(Buffer.alloc(1));
    });
    await new Promise<void>((resolve) => fake.listen(0, '127.0.0.1', resolve));
    try {
      const source = new MarketSource(client.platform.db, { market: { host: `http://127.0.0.1:${(fake.address() as { port: number }).port}`, allowedHosts: ['127.0.0.1'] } });
      await expect(source.bundle('huge', '1.0.0', 'plan')).rejects.toMatchObject({ status: 400, message: `The bundle is larger than the limit of ${ARCHIVE_LIMITS.archiveBytes} bytes` });
      await expect(source.bundle('bad', '1.0.0', 'plan')).rejects.toMatchObject({ status: 400, message: expect.stringMatching(/^The file form\/f\.json does not match its schema/) });
    } finally {
      fake.close();
    }
  });

  it('reaches a host only when the address guard allows it (a private address must be listed)', async () => {
    const unlisted = new MarketSource(client.platform.db, { market: { host: host.server.url, allowedHosts: [] } });
    await expect(unlisted.groups()).rejects.toMatchObject({ status: 502, message: `The app market ${host.server.url} cannot be reached` });
    const metadata = new MarketSource(client.platform.db, { market: { host: 'http://169.254.169.254', allowedHosts: [] } });
    await expect(metadata.bundle('crm', '1.0.0', 'plan')).rejects.toMatchObject({ status: 502 });
  });
});
