// The bundle command line, against a running server with an administrator's token, so that an app can live in a git
// repository and be deployed from CI:
//   npm run bundle -- export <appCode> <folder>          the app as a folder (manifest.json and one file per item)
//   npm run bundle -- plan|import <folder|zip> [--force] [--replace kind:code]...
// `import` installs the bundle, or updates the app when it is installed. YC_URL (default http://127.0.0.1:3000) and
// YC_TOKEN (an X-Access-Token) say where and as whom.
import fs from 'node:fs';
import path from 'node:path';
import { readArchive, writeArchive } from './archive.ts';

const MARKET = '/api/eform/manage/market';
const url = process.env.YC_URL ?? 'http://127.0.0.1:3000';
const headers = { 'X-Access-Token': process.env.YC_TOKEN ?? '', 'content-type': 'application/json' };

async function call(method: string, route: string, body?: unknown): Promise<Response> {
  return fetch(`${url}${route}`, { method, headers, ...(body === undefined ? {} : { body: JSON.stringify(body) }) });
}

async function envelope<T>(res: Response): Promise<T> {
  const body = (await res.json()) as { success?: boolean; message?: string; result: T };
  if (!res.ok) throw new Error(body.message ?? `HTTP ${res.status}`);
  return body.result;
}

/** The files of a bundle folder (relative names with /) or of a zip. */
async function readBundle(source: string): Promise<Map<string, string>> {
  if (fs.statSync(source).isFile()) return readArchive(fs.readFileSync(source));
  const files = new Map<string, string>();
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.name.endsWith('.json')) files.set(path.relative(source, full).split(path.sep).join('/'), fs.readFileSync(full, 'utf8'));
    }
  };
  walk(source);
  return files;
}

async function exportApp(appCode: string, folder: string): Promise<void> {
  const res = await fetch(`${url}${MARKET}/export?appCode=${encodeURIComponent(appCode)}`, { headers });
  if (!res.ok) await envelope(res);
  const files = await readArchive(Buffer.from(await res.arrayBuffer()));
  for (const [name, text] of files) {
    fs.mkdirSync(path.dirname(path.join(folder, name)), { recursive: true });
    fs.writeFileSync(path.join(folder, name), text);
  }
  console.log(`${appCode}: ${files.size} files written to ${folder}`);
}

async function importApp(command: 'plan' | 'import', source: string, flags: string[]): Promise<void> {
  const replace = flags.flatMap((f, i) => (f === '--replace' && flags[i + 1] ? [flags[i + 1]!] : []));
  const body = { archive: (await writeArchive(await readBundle(source))).toString('base64'), force: flags.includes('--force'), replace };
  const plan = await envelope<{ appCode: string; fromVersion: string | null; toVersion: string; items: { kind: string; code: string; action: string }[] }>(
    await call('POST', `${MARKET}/plan`, body));
  console.log(`${plan.appCode}: ${plan.fromVersion ?? '(not installed)'} → ${plan.toVersion}`);
  for (const i of plan.items.filter((x) => x.action !== 'unchanged')) console.log(`  ${i.action.padEnd(8)} ${i.kind} ${i.code}`);
  if (command === 'plan') return;
  const result = await envelope<{ outcome: string }>(await call(plan.fromVersion ? 'PUT' : 'POST', `${MARKET}/${plan.fromVersion ? 'update' : 'installation'}`, body));
  console.log(`${plan.appCode}: ${result.outcome}`);
}

const [command, first, ...rest] = process.argv.slice(2);
const run = command === 'export' && first && rest[0] ? exportApp(first, rest[0])
  : (command === 'plan' || command === 'import') && first ? importApp(command, first, rest)
    : Promise.reject(new Error('usage: npm run bundle -- export <appCode> <folder> | plan <folder|zip> | import <folder|zip> [--force] [--replace kind:code]'));
run.catch((error: Error) => {
  console.error(error.message);
  process.exitCode = 1;
});
