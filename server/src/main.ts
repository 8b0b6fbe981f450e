// Entry point: start the platform and say where the console is and how to sign in.
import type { AddressInfo } from 'node:net';
import { loadConfig } from './config.ts';
import { buildPlatform } from './app.ts';
import { guardProcess } from './process-guard.ts';

const config = loadConfig();
const platform = await buildPlatform(config);
await platform.app.listen({ port: config.port, host: config.host });
// From here on an error nothing handled is logged and the server keeps serving (a failed start still ends the process).
guardProcess(platform.app.log);

// The port bound, which PORT=0 leaves to the system (a test starting several instances asks for that).
const { port } = platform.app.server.address() as AddressInfo;
const url = `http://${config.host.includes(':') ? `[${config.host}]` : config.host}:${port}`;
const database = config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `embedded PGlite in ${config.dataDir}`;
const lines = [`Console: ${url}/`, `API docs: ${url}/api/docs/ui`, `Database: ${database}`];
for (const [username, password] of Object.entries(platform.boot.generatedPasswords)) {
  lines.push(`Account created: ${username} / ${password}   (shown once: store it now)`);
}
if (!platform.boot.generatedPasswords.admin) lines.push('Admin login: admin (password: ADMIN_PASSWORD or the one shown at first start)');
console.log(lines.join('\n'));

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void platform.close().finally(() => process.exit(0));
  });
}
