// Data sources cannot reach the platform or probe the network (#30): a corpus of loopback, private, link-local and
// metadata addresses in every spelling is refused when a source is added, edited, tested or run; hosts the operator
// lists (DATA_SOURCE_ALLOWED_HOSTS) are allowed; the platform's own database is refused however it is spelled, listed
// or not; system databases are refused; and a connection that fails answers one message, whatever the cause.
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectOk } from '../api/eform-fixtures.ts';
import { EXTERNAL_DATABASE_HOSTS, externalDatabases } from '../support/external-databases.ts';
import { apiSuite, TEST_DB, TEST_PG_TCP_URL } from '../support/server.ts';

const dbs = externalDatabases();
// 127.0.0.2 (any port) is listed for connections that fail in different ways: a closed port, a silent one, a non-database.
const suite = apiSuite({ env: { DATA_SOURCE_ALLOWED_HOSTS: `${EXTERNAL_DATABASE_HOSTS},127.0.0.2` } });
const base = '/api/eform/manage/dataSource';
const FAILED = 'Could not connect to the data source: check its address, port, database, user name and password';
const FORBIDDEN = /^The data source may not connect to .+: loopback, private, link-local and metadata addresses are refused unless the operator lists the host in DATA_SOURCE_ALLOWED_HOSTS$/;
const PLATFORM = 'The data source may not be the platform\'s own database';

/** Hosts that are this machine, a private network, link-local or a metadata service, in every spelling (port 3307: not listed). */
const CORPUS = [
  '127.0.0.1', 'localhost', '[::1]', '[::ffff:127.0.0.1]', '0.0.0.0', '[::]', '10.0.0.1', '10.255.1.2', '172.16.0.1', '172.31.255.254',
  '192.168.1.1', '169.254.169.254', '[fe80::1]', '[fd00::1]', 'metadata.google.internal', 'metadata', '2130706433', '0x7f000001',
  '0177.0.0.1', '127.1', 'localhost.', 'LOCALHOST',
];

const maria = (url: string, extra: Record<string, unknown> = {}) =>
  ({ datasourceKey: 'probe', datasourceName: 'Probe', dbType: 'mariadb', url, username: 'root', password: '', ...extra });

let silent: net.Server;
let chatty: net.Server;
const port = (server: net.Server) => (server.address() as net.AddressInfo).port;
const listen = (server: net.Server) => new Promise<void>((resolve) => server.listen(0, '127.0.0.2', resolve));

beforeAll(async () => {
  // A port that accepts and never answers, and one that answers like a web server.
  silent = net.createServer(() => undefined);
  chatty = net.createServer((socket) => socket.end('HTTP/1.1 400 Bad Request\r\n\r\n'));
  await Promise.all([listen(silent), listen(chatty)]);
});
afterAll(() => {
  silent?.close();
  chatty?.close();
});

describe('data source addresses', () => {
  it('refuses every loopback, private, link-local and metadata address on add, edit and test, saving nothing', async () => {
    const valid = maria(`jdbc:mysql://127.0.0.1:3306/${dbs.mariaDb}`, { datasourceKey: 'erp' });
    const saved = expectOk<{ version: number }>(await suite.admin.post(`${base}/add`, valid));
    for (const host of CORPUS) {
      const url = `jdbc:mysql://${host}:3307/x`;
      const added = await suite.admin.post(`${base}/add`, maria(url));
      expect([added.status, added.body.message], `add ${host}`).toEqual([400, expect.stringMatching(FORBIDDEN)]);
      const edited = await suite.admin.put(`${base}/edit`, { ...valid, url, version: saved.version });
      expect([edited.status, edited.body.message], `edit ${host}`).toEqual([400, expect.stringMatching(FORBIDDEN)]);
      const tested = await suite.admin.post(`${base}/testConnection`, maria(url));
      expect([tested.status, tested.body.message], `test ${host}`).toEqual([400, expect.stringMatching(FORBIDDEN)]);
    }
    const listed = expectOk<{ records: { datasourceKey: string; url: string }[] }>(await suite.admin.get(`${base}/list?pageNo=1&pageSize=50`)).records;
    expect(listed.map((r) => [r.datasourceKey, r.url])).toEqual([['erp', valid.url]]);
  });

  it('connects to hosts the operator listed', async () => {
    expect(expectOk(await suite.admin.post(`${base}/testConnection`, { datasourceKey: 'erp' }))).toEqual({ connected: true });
    const crm = { datasourceKey: 'crm', datasourceName: 'CRM', dbType: 'postgresql', url: `jdbc:${dbs.pgUrl.replace(/^postgres:/, 'postgresql:')}` };
    expect(expectOk(await suite.admin.post(`${base}/testConnection`, crm))).toEqual({ connected: true });
    expectOk(await suite.admin.post(`${base}/add`, crm));
  });

  it('refuses the platform\'s own database however its address is spelled, although its server is listed', async () => {
    if (TEST_DB === 'pglite') {
      // The embedded database has no server: the only PostgreSQL server here is a listed, external one.
      expect(suite.server.config.databaseUrl).toBeUndefined();
      return;
    }
    const platform = new URL(suite.server.config.databaseUrl!);
    const name = platform.pathname.slice(1);
    const variants = [
      `jdbc:postgresql://127.0.0.1:5432/${name}`, `jdbc:postgresql://localhost:5432/${name}`, `postgres://[::1]:5432/${name}`,
      `postgresql://2130706433:5432/${name}`, `jdbc:postgresql://0x7f000001/${name}`, `jdbc:postgresql://127.0.0.1/${name.toUpperCase()}`,
      `jdbc:postgresql://0.0.0.0:5432/${name}`, `jdbc:postgresql://[::ffff:127.0.0.1]:5432/${name}?sslmode=disable`,
    ];
    for (const url of variants) {
      const source = { datasourceKey: 'own', datasourceName: 'Own', dbType: 'postgresql', url, username: 'postgres' };
      const added = await suite.admin.post(`${base}/add`, source);
      expect([added.status, added.body.message], url).toEqual([400, PLATFORM]);
      const tested = await suite.admin.post(`${base}/testConnection`, source);
      expect([tested.status, tested.body.message], url).toEqual([400, PLATFORM]);
    }
  });

  it('refuses a stored source whose address is forbidden when a config runs on it', async () => {
    // The platform's own database by its network address (the test server itself may be on the socket).
    const own = Object.assign(new URL(TEST_PG_TCP_URL), { pathname: new URL(suite.server.config.databaseUrl ?? 'postgres://x/y').pathname }).toString();
    const url = TEST_DB === 'postgres' ? own.replace(/^postgres(ql)?:/, 'jdbc:postgresql:') : 'jdbc:mysql://10.0.0.1:3306/x';
    await suite.server.tenantSql(
      `insert into sys_data_source (id, datasource_key, datasource_name, db_type, url, username) values (gen_random_uuid(), 'old', 'Saved before the guard', $1, $2, 'postgres')`,
      [TEST_DB === 'postgres' ? 'postgresql' : 'mariadb', url]);
    const run = await suite.admin.post('/api/eform/manage/sqlConfig/test', { sqlQuery: 'select 1 as one', dsName: 'old' });
    expect([run.status, run.body.message]).toEqual([400, TEST_DB === 'postgres' ? PLATFORM : expect.stringMatching(FORBIDDEN)]);
    const tested = await suite.admin.post(`${base}/testConnection`, { datasourceKey: 'old' });
    expect(tested.status).toBe(400);
  });

  it('refuses the MariaDB/MySQL system databases', async () => {
    for (const database of ['mysql', 'information_schema', 'performance_schema', 'sys', 'MySQL']) {
      const source = maria(`jdbc:mysql://127.0.0.1:3306/${database}`);
      const added = await suite.admin.post(`${base}/add`, source);
      expect([added.status, added.body.message], database).toEqual([400, `The data source may not use the system database ${database}`]);
      const tested = await suite.admin.post(`${base}/testConnection`, source);
      expect([tested.status, tested.body.message], database).toEqual([400, `The data source may not use the system database ${database}`]);
    }
    const read = await suite.admin.post('/api/eform/manage/sqlConfig/test', { sqlQuery: 'select user, password from mysql.user', dsName: 'erp' });
    expect([read.status, read.body.message]).toEqual([400, 'The query may not use mysql.user: system and platform tables are not reachable']);
  });

  it('answers one message, after the same connect time-out, whatever makes a connection fail', async () => {
    const failures = {
      closed: maria('jdbc:mysql://127.0.0.2:1/x'),
      silent: maria(`jdbc:mysql://127.0.0.2:${port(silent)}/x`),
      notADatabase: { ...maria(''), dbType: 'postgresql', url: `jdbc:postgresql://127.0.0.2:${port(chatty)}/x` },
      badPassword: maria(`jdbc:mysql://127.0.0.1:3306/${dbs.mariaDb}`, { username: 'nobody', password: 'wrong' }),
      noDatabase: maria('jdbc:mysql://127.0.0.1:3306/yc_no_such_database'),
      unknownHost: maria('jdbc:mysql://no-such-host.invalid:3306/x'),
    };
    const answers = await Promise.all(Object.entries(failures).map(async ([cause, source]) => {
      const started = Date.now();
      const res = await suite.admin.post(`${base}/testConnection`, source);
      return { cause, status: res.status, message: res.body.message, slowEnough: Date.now() - started >= 2900 };
    }));
    expect(answers).toEqual(Object.keys(failures).map((cause) => ({ cause, status: 400, message: FAILED, slowEnough: true })));
  });
});
