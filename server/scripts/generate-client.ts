// The API's contract in the repository (#33 item 3). `npm run gen:client` writes schemas/openapi.json, the document the
// server serves at /api/docs (the server is started on a new embedded database in a temporary folder and asked
// in-process; API_DOCS_URL reads the document of a running server instead), then the types. `npm run gen:types` (run
// after install and before the typecheck) writes schemas/api.ts, openapi-typescript's types of that committed document,
// for openapi-fetch (`createClient<paths>()`) and for the console's request layer. The types are not committed: the
// document is, and a test compares it with what the server serves.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import openapiTS, { astToString } from 'openapi-typescript';

/** The committed document. */
export const DOCUMENT_FILE = fileURLToPath(new URL('../../schemas/openapi.json', import.meta.url));
/** The generated types (not committed). */
export const CLIENT_TYPES_FILE = fileURLToPath(new URL('../../schemas/api.ts', import.meta.url));

const HEADER = `// The API's types, generated from schemas/openapi.json by openapi-typescript (do not edit: npm run gen:types).
// Use them with openapi-fetch: \`createClient<paths>({ baseUrl })\`, the token in the X-Access-Token header.
`;

/** The types file's text for a document. */
export async function renderClientTypes(document: unknown): Promise<string> {
  return HEADER + astToString(await openapiTS(structuredClone(document) as never, { alphabetize: true }));
}

/** The document file's text: two-space JSON, so a changed route is a readable diff. */
export const renderDocument = (document: unknown) => `${JSON.stringify(document, null, 2)}\n`;

/** The document of a new server on an empty embedded database (nothing written outside a temporary folder). */
async function documentOfNewServer(): Promise<unknown> {
  const { buildPlatform, loadConfig } = await import('../src/index.ts');
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'yc-client-'));
  try {
    const platform = await buildPlatform(loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'warn' }));
    try {
      return (await platform.app.inject({ method: 'GET', url: '/api/docs' })).json();
    } finally {
      await platform.close();
    }
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

async function writeTypes(): Promise<void> {
  const text = await renderClientTypes(JSON.parse(fs.readFileSync(DOCUMENT_FILE, 'utf8')));
  // Unchanged types are not written again (an editor's or tsc's watcher is not woken for nothing).
  if (!fs.existsSync(CLIENT_TYPES_FILE) || fs.readFileSync(CLIENT_TYPES_FILE, 'utf8') !== text) fs.writeFileSync(CLIENT_TYPES_FILE, text);
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  if (!process.argv.includes('--types')) {
    const url = process.env.API_DOCS_URL;
    const document = url ? await (await fetch(url)).json() : await documentOfNewServer();
    fs.writeFileSync(DOCUMENT_FILE, renderDocument(document));
    console.log(`Wrote ${path.relative(process.cwd(), DOCUMENT_FILE)}`);
  }
  await writeTypes();
}
