// The engine is the one definition of the contract: no constant it exports (vocabularies, message catalogues, codes)
// is declared again under the same name in the server or the console, where a copy would drift.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import * as engine from '../src/index.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

function sources(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' || entry.name === 'dist' ? [] : sources(full);
    return /\.(ts|tsx)$/.test(entry.name) ? [full] : [];
  });
}

const SOURCE_DIRS = ['server/src', 'runtime-web/src', 'seed-metadata/src'];

describe('one definition', () => {
  const names = Object.keys(engine).filter((name) => /^[A-Z][A-Z0-9_]+$/.test(name));

  it('the engine exports its vocabularies and catalogues', () => {
    expect(names).toEqual(expect.arrayContaining(['USER_STATUS', 'ORG_TYPES', 'LOG_TYPES', 'MENU_TYPES', 'MESSAGES', 'RULE_MESSAGES', 'FORM_MESSAGES']));
  });

  it('the server and the console declare none of them again', () => {
    const copies = SOURCE_DIRS.flatMap((dir) =>
      sources(path.join(root, dir)).flatMap((file) => {
        const text = fs.readFileSync(file, 'utf8');
        return names
          .filter((name) => new RegExp(`\\b(?:const|let|var)\\s+${name}\\s*[=:]`).test(text))
          .map((name) => `${path.relative(root, file)}: ${name}`);
      }),
    );
    expect(copies).toEqual([]);
  });

  it('no permission code of the catalogue is written as a string outside the engine: they come from PERMISSIONS', () => {
    expect(engine.PERMISSION_ITEMS.length).toBeGreaterThan(40);
    const domains = [...new Set(engine.PERMISSION_ITEMS.map((p) => p.domain))].join('|');
    const written = new RegExp(`['"\`](?:${domains}):`);
    const copies = SOURCE_DIRS.flatMap((dir) =>
      sources(path.join(root, dir)).flatMap((file) => {
        const lines = fs.readFileSync(file, 'utf8').split('\n');
        return lines.flatMap((line, i) => (written.test(line) ? [`${path.relative(root, file)}:${i + 1}: ${line.trim()}`] : []));
      }),
    );
    expect(copies).toEqual([]);
  });

  it('builds every code from its domain, page and action', () => {
    expect(engine.PERMISSIONS.system.user.add).toBe('system:user:add');
    expect(engine.PERMISSIONS.eform.model.sync).toBe('eform:model:sync');
    const codes = engine.PERMISSION_ITEMS.map((p) => p.code);
    expect(new Set(codes).size).toBe(codes.length);
    expect(engine.pagePermissions('system', 'config').map((p) => [p.code, p.name, p.nameEn])).toEqual([
      ['system:config:list', '查看配置', 'View config'], ['system:config:edit', '编辑配置', 'Edit config'],
    ]);
  });

  it('the console imports the engine by package name (its subpath exports), never by a path into engine/src', () => {
    const reaching = sources(path.join(root, 'runtime-web/src')).filter((file) => /from '[^']*engine\/src\//.test(fs.readFileSync(file, 'utf8')));
    expect(reaching.map((file) => path.relative(root, file))).toEqual([]);
  });
});
