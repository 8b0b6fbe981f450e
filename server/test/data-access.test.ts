// One data-access style: the identity module reads and writes its tables through their MikroORM entities; statements
// written by hand are left for what earns them (recursive trees, grants and join tables, data scopes).
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { SYSTEM_ENTITIES } from '../src/db/entities/system.ts';

const IDENTITY = join(import.meta.dirname, '../src/identity');

function sources(dir: string): { file: string; text: string }[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile() && e.name.endsWith('.ts'))
    .map((e) => join(e.parentPath, e.name))
    .map((file) => ({ file, text: readFileSync(file, 'utf8') }));
}

const tables = SYSTEM_ENTITIES.map((entity) => entity.meta.tableName);

describe('identity data access', () => {
  it('maps every table it edits to an entity', () => {
    expect(tables).toEqual(expect.arrayContaining(['sys_user', 'sys_role', 'sys_permission', 'sys_org', 'sys_position', 'sys_job', 'sys_permission_data_rule', 'sys_log']));
  });

  it('writes mapped tables through MikroORM, never with statements built by hand', () => {
    const written = new RegExp(`(insert\\s+into|update|delete\\s+from)\\s+(${tables.join('|')})\\b(?!_)`, 'gi');
    const found = sources(IDENTITY).flatMap(({ file, text }) => [...text.matchAll(written)].map((m) => `${file.slice(IDENTITY.length + 1)}: ${m[0]}`));
    expect(found).toEqual([]);
  });

  it('has no column-spec helpers left: a table is described once, by its entity', () => {
    const found = sources(IDENTITY).filter(({ text }) => /TableSpec|selectColumns|pagedQuery/.test(text)).map(({ file }) => file);
    expect(found).toEqual([]);
  });
});
