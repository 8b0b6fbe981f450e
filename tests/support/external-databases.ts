// Databases of this machine's MariaDB and PostgreSQL servers that play an enterprise's own data sources: created
// before a test file's tests (then `fill` runs on them), dropped after them.
import { randomBytes } from 'node:crypto';
import mysql from 'mysql2/promise';
import pg from 'pg';
import { afterAll, beforeAll } from 'vitest';
import { TEST_PG_TCP_URL } from './server.ts';

export const MARIADB = { host: '127.0.0.1', port: 3306, user: 'root', password: '' } as const;

/**
 * DATA_SOURCE_ALLOWED_HOSTS of a server whose enterprise uses these databases: both servers are loopback ones, which
 * data sources may reach only when listed (the platform's own database stays refused).
 */
export const EXTERNAL_DATABASE_HOSTS = `${MARIADB.host}:${MARIADB.port},${new URL(TEST_PG_TCP_URL).hostname}:${new URL(TEST_PG_TCP_URL).port || 5432}`;

export interface ExternalDatabases {
  /** The MariaDB database's name (JDBC URL: jdbc:mysql://127.0.0.1:3306/<mariaDb>). */
  mariaDb: string;
  /** The PostgreSQL database's URL. */
  pgUrl: string;
  maria(): Promise<mysql.Connection>;
  pg(): Promise<pg.Client>;
}

export function externalDatabases(fill?: (dbs: ExternalDatabases) => Promise<void>): ExternalDatabases {
  const suffix = randomBytes(4).toString('hex');
  const pgDb = `yc_ext_${suffix}`;
  const dbs: ExternalDatabases = {
    mariaDb: `yc_ext_${suffix}`,
    pgUrl: Object.assign(new URL(TEST_PG_TCP_URL), { pathname: `/${pgDb}` }).toString(),
    maria: () => mysql.createConnection({ ...MARIADB, database: dbs.mariaDb }),
    async pg() {
      const client = new pg.Client({ connectionString: dbs.pgUrl });
      await client.connect();
      return client;
    },
  };
  const onServers = async (work: (maria: mysql.Connection, admin: pg.Client) => Promise<unknown>) => {
    const maria = await mysql.createConnection(MARIADB);
    const admin = new pg.Client({ connectionString: TEST_PG_TCP_URL });
    await admin.connect();
    try {
      await work(maria, admin);
    } finally {
      await maria.end();
      await admin.end();
    }
  };
  beforeAll(async () => {
    await onServers(async (maria, admin) => {
      await maria.query(`create database ${dbs.mariaDb}`);
      await admin.query(`create database ${pgDb}`);
    });
    await fill?.(dbs);
  });
  afterAll(() => onServers(async (maria, admin) => {
    await maria.query(`drop database if exists ${dbs.mariaDb}`);
    await admin.query(`drop database if exists ${pgDb} with (force)`);
  }));
  return dbs;
}
