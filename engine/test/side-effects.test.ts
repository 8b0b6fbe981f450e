// The engine's package.json says which of its modules do something when imported (`sideEffects`): bundlers drop any
// other module whose exports a page does not use, so the console's pages carry only the engine they call. A module
// with a top-level statement that is not a declaration (a control or message registered at import) must be listed, or
// a page importing it only for that effect would lose it; one listed must still have such a statement.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const ENGINE = path.resolve(import.meta.dirname, '..');
const DECLARATION = /^(export|import|const|let|var|function|async|type|interface|class|declare|abstract|enum)\b/;

/** Source files under src/ whose lines at column 0 include a statement that is not a declaration. */
function withTopLevelEffects(): string[] {
  const files = readdirSync(path.join(ENGINE, 'src'), { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.ts'));
  return files.filter((file) => readFileSync(path.join(ENGINE, 'src', file), 'utf8').split('\n')
    .some((line) => /^[A-Za-z_$]/.test(line) && !DECLARATION.test(line)))
    .map((file) => `./src/${file.split(path.sep).join('/')}`).sort();
}

describe('the engine\'s modules with effects at import', () => {
  it('are exactly those its package.json lists as sideEffects', () => {
    const declared = (JSON.parse(readFileSync(path.join(ENGINE, 'package.json'), 'utf8')) as { sideEffects: string[] }).sideEffects;
    expect(withTopLevelEffects()).toEqual([...declared].sort());
    expect(declared.length).toBeGreaterThan(0);
  });
});
