// Writes schemas/<kind>.schema.json from the engine's canonical schemas and removes stale ones (npm run gen:schemas).
import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { renderSchemaFiles } from '../src/metadata/index.ts';

const schemasDir = join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'schemas');
const files = renderSchemaFiles();

mkdirSync(schemasDir, { recursive: true });
for (const name of readdirSync(schemasDir)) {
  if (name.endsWith('.schema.json') && !(name in files)) rmSync(join(schemasDir, name));
}
for (const [name, content] of Object.entries(files)) writeFileSync(join(schemasDir, name), content);
console.log(`Wrote ${Object.keys(files).length} schema files to ${schemasDir}`);
