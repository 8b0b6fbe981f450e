// The built console's chunks, read from the build manifest: the login page and an end user's list page load no
// designer code (the designer comes only with the design screens), the portal route none of the engine code it never
// runs nor the login page's or the phone menu drawer's code, and the manifest itself is not served.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readBuildManifest } from './build-manifest.ts';
import { consoleSuite } from './console-suite.ts';

const { chunks: manifest, keyOf, loadedWith, entry } = readBuildManifest();
const designerCode = (keys: Set<string>) => [...keys].filter((k) => k.includes('designer/src/') || /form-designer|dnd-kit/.test(k + manifest[k]!.file));

describe('console chunks', () => {
  const suite = consoleSuite();

  it('keeps the designer out of the entry, the login page and the end user\'s list page', () => {
    const designer = keyOf('designer/src/form/ui/form-designer.ts');
    expect(manifest[designer]!.isEntry).not.toBe(true);
    expect(designerCode(loadedWith(designer))).toContain(designer);
    for (const page of [entry, keyOf('src/pages/login/LoginPage.tsx'), keyOf('src/renderers/view/ListPage.tsx')]) {
      expect({ page, designer: designerCode(loadedWith(page)) }).toEqual({ page, designer: [] });
    }
    // The design screens load the designers on demand only.
    for (const [screen, designerEntry] of [
      ['meta/FormsPage', 'form/ui/form-designer.ts'], ['meta/PagesPage', 'page/ui/page-designer.ts'],
      ['model/ModelsPage', 'model/ui/model-designer.ts'], ['model/ModelsPage', 'er/ui/er-designer.ts'],
    ] as const) {
      const loaded = loadedWith(keyOf(`src/pages/eform/${screen}.tsx`));
      expect(designerCode(loaded)).toEqual([]);
      expect([...loaded].flatMap((k) => manifest[k]!.dynamicImports ?? [])).toContain(keyOf(`designer/src/${designerEntry}`));
    }
  });

  it('keeps re2js and the metadata schemas (TypeBox) out of the portal route', () => {
    // The portal, its frame and the page router, with what they import (#42 item 8: ~230 kB the ×4 slowed phone parsed
    // and ran before its first chart). Found by a text each library's code holds, whatever chunk it landed in.
    const dist = process.env.WEB_DIST ?? join(import.meta.dirname, '../../runtime-web/dist');
    const route = new Set(['src/pages/home/PortalPage.tsx', 'src/layouts/ShellLayout.tsx', 'src/router/DynamicPage.tsx']
      .flatMap((src) => [...loadedWith(keyOf(src))]));
    const holding = (marker: string) => [...route].filter((k) => readFileSync(join(dist, manifest[k]!.file), 'utf8').includes(marker));
    expect({ re2js: holding('ERR_MISSING_PAREN'), typebox: holding('TypeBox.Kind') }).toEqual({ re2js: [], typebox: [] });
    // Nor the login page (its forgotten-password link) or antd's drawer (the phone's menu drawer comes when first opened).
    expect({ login: holding('forgot-password'), drawer: holding('`rc-drawer`') }).toEqual({ login: [], drawer: [] });
    // The list page still has both (its form checks patterns and values): the markers are still what they were.
    const list = [...loadedWith(keyOf('src/renderers/view/ListPage.tsx'))];
    for (const marker of ['ERR_MISSING_PAREN', 'TypeBox.Kind']) {
      expect(list.some((k) => readFileSync(join(dist, manifest[k]!.file), 'utf8').includes(marker)), marker).toBe(true);
    }
    // The login page and the phone's menu drawer still hold theirs.
    const holds = (src: string, marker: string) =>
      [...loadedWith(keyOf(src))].some((k) => readFileSync(join(dist, manifest[k]!.file), 'utf8').includes(marker));
    expect({ login: holds('src/pages/login/LoginPage.tsx', 'forgot-password'), drawer: holds('src/layouts/MenuDrawer.tsx', '`rc-drawer`') })
      .toEqual({ login: true, drawer: true });
  });

  it('keeps the router and the domains\' message catalogues out of the login page, and in the console', () => {
    // Issue #40 item 3: the login page shows before the router (router/login-first.tsx) and with the platform's
    // messages only (`@yc/engine/wire/core`). Found by a text each holds: react-router's guard message, and an English
    // message of the sign-on catalogue.
    const dist = process.env.WEB_DIST ?? join(import.meta.dirname, '../../runtime-web/dist');
    const router = 'may be used only in the context of a <Router> component';
    const catalogue = 'SSO configuration is incomplete';
    const holding = (sources: string[], marker: string) => [...new Set(sources.flatMap((src) => [...loadedWith(src === entry ? src : keyOf(src))]))]
      .filter((k) => readFileSync(join(dist, manifest[k]!.file), 'utf8').includes(marker));
    const loginPage = [entry, 'src/pages/login/LoginPage.tsx'];
    expect({ router: holding(loginPage, router), catalogue: holding(loginPage, catalogue) }).toEqual({ router: [], catalogue: [] });
    // The console's router comes with App, and a screen that renders the catalogue's codes has the catalogue.
    expect(holding(['src/App.tsx'], router)).not.toEqual([]);
    expect(holding(['src/pages/system/logic/CheckRulesPage.tsx'], catalogue)).not.toEqual([]);
  });

  it('does not serve the manifest', async () => {
    const res = await fetch(`${suite.server.url}/.vite/manifest.json`);
    expect(res.status).toBe(404);
    expect((await fetch(`${suite.server.url}/index.html`)).status).toBe(200);
  });
});
