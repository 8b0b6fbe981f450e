// One data-access rule (docs/architecture.md, principle 9): each domain has one store — `<domain>/store/**` or
// `<domain>/store.ts` — that owns its SQL, and no other file of the domain issues any. Every domain of the server is
// checked (eform's store is a folder with a file or folder per room: records, pages, dicts, metadata, models, reports,
// excel). `db` is not a domain: it is the store layer itself — opening the database, the tenant's transaction settings,
// the tenant reader's prepared statements, the migrations and their lock, row-level security, change notifications
// (LISTEN/NOTIFY) — which every domain's store calls; a `db/store` split would only move the whole folder down a level.
//
// And one data-access style for identity: the identity module reads and writes its tables through their MikroORM
// entities; statements written by hand are left for what earns them (recursive trees, grants and join tables, data scopes).
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

const SERVER = join(import.meta.dirname, '../src');

/** Every domain (a folder of server/src) but `db`, the store layer itself. */
const STORED_DOMAINS = readdirSync(SERVER, { withFileTypes: true }).filter((e) => e.isDirectory() && e.name !== 'db').map((e) => e.name);

/** Calls that issue SQL (bpmn-engine's `engine.execute()` runs a process, not a statement). */
const SQL_CALL = /(?<!\bengine)\.(execute|raw|query|systemQuery)\s*[<(]|\bgetKnex\(|\bcreateQueryBuilder\(/g;
/**
 * A statement's words within one literal (no quote between them), all in lower case or all in upper case: a sentence
 * ("Update form and page from the model") is no statement.
 */
const SQL_TEXT = /\b(?:(select|insert\s+into|update|delete\s+from)\b[^'"`]*?\b(from|set|values|where)|(SELECT|INSERT\s+INTO|UPDATE|DELETE\s+FROM)\b[^'"`]*?\b(FROM|SET|VALUES|WHERE))\b/g;

/** The places in a source text that issue or spell out SQL, by line; comments are left out. */
export function sqlSites(text: string): string[] {
  const code = text.replace(/\/\*[\s\S]*?\*\//g, (comment) => comment.replace(/[^\n]/g, ' ')).replace(/(^|\s)\/\/.*$/gm, '$1');
  return [SQL_CALL, SQL_TEXT].flatMap((pattern) => [...code.matchAll(pattern)]
    .map((m) => `${code.slice(0, m.index).split('\n').length}: ${m[0].replace(/\s+/g, ' ').slice(0, 60)}`));
}

const isStore = (path: string) => /(^|\/)store(\/|\.ts$)/.test(path);

describe('one store per domain', () => {
  it.each(STORED_DOMAINS)('%s issues SQL only from its store', (domain) => {
    const root = join(SERVER, domain);
    const found = sources(root).map(({ file, text }) => ({ file: file.slice(root.length + 1), text }))
      .filter(({ file }) => !isStore(file))
      .flatMap(({ file, text }) => sqlSites(text).map((site) => `${domain}/${file}:${site}`));
    expect(found).toEqual([]);
  });

  it('checks every domain, and the files beside them issue no SQL', () => {
    expect(STORED_DOMAINS).toEqual(expect.arrayContaining(['auth', 'bpm', 'eform', 'identity', 'logic', 'system', 'wire']));
    const beside = readdirSync(SERVER).filter((name) => name.endsWith('.ts'))
      .flatMap((name) => sqlSites(readFileSync(join(SERVER, name), 'utf8')).map((site) => `${name}:${site}`));
    expect(beside).toEqual([]);
  });

  it('finds statements and their calls, not comments, prose or bpmn-engine runs', () => {
    const sample = [
      "const rows = await em.execute<Row[]>('select id from sys_user where id = ?', [id]);",
      'await knex.raw(`update bpm_task set status = ? where id = ?`, values);',
      "const text = 'insert into sys_log (id) values (?)';",
      'const qb = em.createQueryBuilder(Entity);',
      '// select this from the list where it fits',
      "const label = 'Update the settings';",
      'await engine.execute({ listener });',
      "await db.systemQuery('select pg_notify(?, ?)', [channel, payload]);",
      "const summary = 'Update form and page from the model';",
      "const shouted = 'DELETE FROM sys_log WHERE id = ?';",
    ].join('\n');
    expect(sqlSites(sample)).toEqual([
      '1: .execute<', '2: .raw(', '4: createQueryBuilder(', '8: .systemQuery(',
      '1: select id from', '2: update bpm_task set', '3: insert into sys_log (id) values', '10: DELETE FROM sys_log WHERE',
    ]);
    expect(isStore('store/timers.ts')).toBe(true);
    expect(isStore('store.ts')).toBe(true);
    expect(isStore('timers.ts')).toBe(false);
  });
});
