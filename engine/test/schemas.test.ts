// The checked-in schemas/ files are exactly what the engine renders, and each is a usable JSON Schema.
import { readFileSync, readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Ajv } from 'ajv';
import { describe, expect, it } from 'vitest';
import { METADATA_SAMPLES, renderSchemaFiles, type MetadataKind } from '../src/metadata/index.ts';

const schemasDir = join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'schemas');
const expected = renderSchemaFiles();
const STALE = 'schemas/ is out of date: run `npm run gen:schemas` from the repository root';

describe('schemas/', () => {
  it('holds one file per metadata kind, no more, no less', () => {
    const onDisk = readdirSync(schemasDir).filter((f) => f.endsWith('.schema.json')).sort();
    expect(onDisk, STALE).toEqual(Object.keys(expected).sort());
  });

  it.each(Object.keys(expected))('%s matches the engine', (file) => {
    expect(readFileSync(join(schemasDir, file), 'utf8'), STALE).toBe(expected[file]);
  });

  it.each(Object.entries(expected))('%s compiles standalone and accepts its sample', (file, content) => {
    const schema = JSON.parse(content) as { $id: string; title: string };
    expect(schema.$id).toBe(`https://yuncheng.dev/schemas/${file}`);
    expect(schema.title).toBeTruthy();
    const validate = new Ajv({ allowUnionTypes: true }).compile(schema);
    const kind = file.replace('.schema.json', '') as MetadataKind;
    expect(validate(METADATA_SAMPLES[kind])).toBe(true);
  });
});
