// The shape of the code's import graph: the engine's canonical schemas (metadata/) are a floor that imports only the
// vocabularies, and no package has a circle of runtime imports (a module that, through others, loads itself: its
// exports are undefined while the circle loads, and its pieces cannot be understood or moved one at a time).
// Imports are read by TypeScript's own parser; `import type` and `export type` are left out of the circles (they
// vanish from the built code), dynamic `import()` too (it loads later, on demand).
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');

interface Edge { to: string; typeOnly: boolean }

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = join(dir, name);
    if (statSync(file).isDirectory()) return sources(file);
    return /\.tsx?$/.test(name) && !name.endsWith('.d.ts') ? [file] : [];
  });
}

/** Each source file of `dir` with the files of the same folder tree it imports (relative specifiers only). */
function importGraph(dir: string): Map<string, Edge[]> {
  const files = sources(dir);
  const known = new Set(files);
  const graph = new Map<string, Edge[]>();
  for (const file of files) {
    const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, false);
    const edges: Edge[] = [];
    for (const statement of source.statements) {
      let specifier: ts.Expression | undefined;
      let typeOnly = false;
      if (ts.isImportDeclaration(statement)) {
        specifier = statement.moduleSpecifier;
        const clause = statement.importClause;
        typeOnly = !!clause && (clause.isTypeOnly
          || (!clause.name && !!clause.namedBindings && ts.isNamedImports(clause.namedBindings)
            && clause.namedBindings.elements.length > 0 && clause.namedBindings.elements.every((e) => e.isTypeOnly)));
      } else if (ts.isExportDeclaration(statement) && statement.moduleSpecifier) {
        specifier = statement.moduleSpecifier;
        typeOnly = statement.isTypeOnly
          || (!!statement.exportClause && ts.isNamedExports(statement.exportClause)
            && statement.exportClause.elements.length > 0 && statement.exportClause.elements.every((e) => e.isTypeOnly));
      }
      if (!specifier || !ts.isStringLiteral(specifier) || !specifier.text.startsWith('.')) continue;
      const target = resolve(dirname(file), specifier.text);
      if (known.has(target)) edges.push({ to: target, typeOnly });
    }
    graph.set(file, edges);
  }
  return graph;
}

/** The circles of the graph's runtime edges (strongly connected groups of more than one file, or a file importing itself). */
function runtimeCircles(graph: Map<string, Edge[]>): string[][] {
  let counter = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const circles: string[][] = [];
  const visit = (file: string) => {
    index.set(file, counter);
    low.set(file, counter++);
    stack.push(file);
    onStack.add(file);
    for (const { to, typeOnly } of graph.get(file) ?? []) {
      if (typeOnly) continue;
      if (!index.has(to)) {
        visit(to);
        low.set(file, Math.min(low.get(file)!, low.get(to)!));
      } else if (onStack.has(to)) {
        low.set(file, Math.min(low.get(file)!, index.get(to)!));
      }
    }
    if (low.get(file) !== index.get(file)) return;
    const group: string[] = [];
    let member: string;
    do {
      member = stack.pop()!;
      onStack.delete(member);
      group.push(relative(repoRoot, member));
    } while (member !== file);
    const selfImport = graph.get(file)?.some((e) => e.to === file && !e.typeOnly);
    if (group.length > 1 || selfImport) circles.push(group.sort());
  };
  for (const file of graph.keys()) if (!index.has(file)) visit(file);
  return circles;
}

describe('the import graph', () => {
  it.each(['engine/src', 'designer/src', 'runtime-web/src', 'server/src'])('%s has no circle of runtime imports', (dir) => {
    expect(runtimeCircles(importGraph(join(repoRoot, dir)))).toEqual([]);
  });

  it('the canonical schemas (engine/src/metadata) import only themselves and the vocabularies', () => {
    const metadata = join(repoRoot, 'engine/src/metadata');
    const outside = [...importGraph(join(repoRoot, 'engine/src')).entries()]
      .filter(([file]) => file.startsWith(metadata + '/'))
      .flatMap(([file, edges]) => edges.map((e) => [relative(repoRoot, file), relative(repoRoot, e.to)] as const))
      .filter(([, to]) => !to.startsWith('engine/src/metadata/') && !to.startsWith('engine/src/vocab/'));
    expect(outside).toEqual([]);
  });

  it('finds a circle where there is one, and leaves type-only imports out of it', () => {
    const a = '/x/a.ts', b = '/x/b.ts', c = '/x/c.ts';
    const graph = new Map<string, Edge[]>([
      [a, [{ to: b, typeOnly: false }]],
      [b, [{ to: a, typeOnly: false }, { to: c, typeOnly: false }]],
      [c, [{ to: a, typeOnly: true }]],
    ]);
    expect(runtimeCircles(graph).map((g) => g.length)).toEqual([2]);
  });
});
