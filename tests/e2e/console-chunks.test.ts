// The built console's chunks, read from the build manifest: the login page and an end user's list page load no
// designer code (the designer comes only with the design screens), and the manifest itself is not served.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { consoleSuite } from './console-suite.ts';

interface Chunk { file: string; src?: string; isEntry?: boolean; imports?: string[]; dynamicImports?: string[] }
const manifest = JSON.parse(readFileSync(join(import.meta.dirname, '../../runtime-web/dist/.vite/manifest.json'), 'utf8')) as Record<string, Chunk>;

/** The manifest keys a chunk loads with it: itself and its static imports, transitively (dynamic imports wait). */
function loadedWith(key: string): Set<string> {
  const seen = new Set<string>();
  const visit = (k: string) => {
    if (seen.has(k) || !manifest[k]) return;
    seen.add(k);
    for (const i of manifest[k].imports ?? []) visit(i);
  };
  visit(key);
  return seen;
}

const keyOf = (src: string) => {
  const key = Object.keys(manifest).find((k) => k.endsWith(src));
  if (!key) throw new Error(`no chunk for ${src} in the manifest`);
  return key;
};
const designerCode = (keys: Set<string>) => [...keys].filter((k) => k.includes('designer/src/') || /form-designer|dnd-kit/.test(k + manifest[k]!.file));

describe('console chunks', () => {
  const suite = consoleSuite();

  it('keeps the designer out of the entry, the login page and the end user\'s list page', () => {
    const designer = keyOf('designer/src/form/ui/form-designer.ts');
    expect(manifest[designer]!.isEntry).not.toBe(true);
    expect(designerCode(loadedWith(designer))).toContain(designer);
    const entry = Object.keys(manifest).find((k) => manifest[k]!.isEntry)!;
    for (const page of [entry, keyOf('src/pages/login/LoginPage.tsx'), keyOf('src/renderers/view/ListPage.tsx')]) {
      expect({ page, designer: designerCode(loadedWith(page)) }).toEqual({ page, designer: [] });
    }
    // The design screens load the designers on demand only.
    for (const [screen, entry] of [
      ['meta/FormsPage', 'form/ui/form-designer.ts'], ['meta/PagesPage', 'page/ui/page-designer.ts'],
      ['model/ModelsPage', 'model/ui/model-designer.ts'], ['model/ModelsPage', 'er/ui/er-designer.ts'],
    ] as const) {
      const loaded = loadedWith(keyOf(`src/pages/eform/${screen}.tsx`));
      expect(designerCode(loaded)).toEqual([]);
      expect([...loaded].flatMap((k) => manifest[k]!.dynamicImports ?? [])).toContain(keyOf(`designer/src/${entry}`));
    }
  });

  it('does not serve the manifest', async () => {
    const res = await fetch(`${suite.server.url}/.vite/manifest.json`);
    expect(res.status).toBe(404);
    expect((await fetch(`${suite.server.url}/index.html`)).status).toBe(200);
  });
});
