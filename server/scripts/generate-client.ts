// Writes schemas/api.ts, the typed client of the API (#33 item 3): openapi-typescript's types of the document the
// server serves at /api/docs, for openapi-fetch (`createClient<paths>()`) and for the console's request layer
// (npm run gen:client). The server is started on a new embedded database in a temporary folder and asked in-process;
// API_DOCS_URL reads the document of a running server instead. A test regenerates the file in memory and compares.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import openapiTS, { astToString } from 'openapi-typescript';

/** The committed file. */
export const CLIENT_TYPES_FILE = fileURLToPath(new URL('../../schemas/api.ts', import.meta.url));

const HEADER = `// The API's types, generated from the document at /api/docs by openapi-typescript (do not edit: npm run gen:client).
// Use them with openapi-fetch: \`createClient<paths>({ baseUrl })\`, the token in the X-Access-Token header.
`;

/** The file's text for a document. */
export async function renderClientTypes(document: unknown): Promise<string> {
  return HEADER + astToString(await openapiTS(structuredClone(document) as never, { alphabetize: true }));
}

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

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  const url = process.env.API_DOCS_URL;
  const document = url ? await (await fetch(url)).json() : await documentOfNewServer();
  fs.writeFileSync(CLIENT_TYPES_FILE, await renderClientTypes(document));
  console.log(`Wrote ${path.relative(process.cwd(), CLIENT_TYPES_FILE)}`);
}
