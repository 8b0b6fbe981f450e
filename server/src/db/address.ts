// Where a PostgreSQL URL points, read once for the database layer (its Unix socket) and the data sources' guard (the
// platform's own server is never a data source).

/** A DATABASE_URL's server and database. `host` is libpq's `?host=` when given (a socket folder when it starts with '/'), else the URL's. */
export interface PostgresAddress {
  host: string;
  port: number;
  database: string;
}

export function postgresAddress(databaseUrl: string): PostgresAddress {
  const url = new URL(databaseUrl);
  return {
    host: url.searchParams.get('host') || url.hostname,
    port: Number(url.port) || Number(url.searchParams.get('port')) || 5432,
    database: decodeURIComponent(url.pathname.replace(/^\//, '')) || decodeURIComponent(url.username) || 'postgres',
  };
}

/** Whether the address is a Unix socket's folder (libpq's `?host=/var/run/postgresql`). */
export const isSocketFolder = (host: string) => host.startsWith('/');
