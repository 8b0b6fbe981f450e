// Build of the console SPA: split per route, pre-compressed; the server serves dist/ at `/` with SPA fallback.
import react from '@vitejs/plugin-react';
import { defineConfig, loadEnv, type Plugin } from 'vite';
import { compression } from 'vite-plugin-compression2';
import { portalBootScript } from './src/session/portal-boot-script.ts';

/**
 * The portal's first call as a script in index.html's head (src/session/portal-boot-script.ts): a page load onto the
 * portal asks for its data before the entry has arrived. The server allows it by its hash.
 */
const portalBoot = (apiBase: string): Plugin => ({
  name: 'yc-portal-boot',
  transformIndexHtml: () => [{ tag: 'script', children: portalBootScript(apiBase), injectTo: 'head' }],
});

/**
 * The engine's modules have no effect at import but registering their texts and messages (`defineMessages`,
 * `defineTexts` at their top level, or a bare `import './x.ts'` of such a module, as `wire/index.ts` brings in the
 * domains' catalogues): those keep their effects, every other engine module is dropped from a page that uses none of
 * its exports. Without it a page that imports one function of `@yc/engine/report` ran the whole report module and
 * what it imports (re2js, the metadata schemas, linkage: ~450 kB on the portal route, #42 item 8). Read from each
 * module's text, so a module that starts registering keeps its effects without a list to update.
 */
const ENGINE_MODULE = /[\\/]engine[\\/]src[\\/].*\.ts$/;
const REGISTERS = /\bdefine(Messages|Texts)\(|^import '[^']+';$/m;
const engineSideEffects = (): Plugin => ({
  name: 'yc-engine-side-effects',
  transform: {
    order: 'pre',
    handler: (code, id) => (ENGINE_MODULE.test(id) ? { moduleSideEffects: REGISTERS.test(code) } : null),
  },
});

/** The login page's own modules (its folder but the department chooser, which needs antd; its frame, the SSO and captcha helpers it calls). */
const LOGIN_PAGE = /[\\/]src[\\/](pages[\\/]login[\\/](?!DepartChooser\.)|pages[\\/]sso[\\/]sso-api\.|pages[\\/]register[\\/](sms|useCountdown)\.|pages[\\/]user[\\/]validation\.|components[\\/]AccountFrame\.)/;
/**
 * The small parts the login page shares with the console's frame (the brand, the language switch, the hidden heading,
 * the settings store, the SSO session's records): one small file of their own, so the frame (the portal on a phone)
 * does not load the login page's file for them (#42 item 8).
 */
const FRAME_PARTS = /[\\/]src[\\/](components[\\/](LanguageSwitch|BrandMark|HiddenHeading)\.|store[\\/]settings\.|pages[\\/]sso[\\/]sso-session\.)/;

export default defineConfig(({ mode }) => ({
  // Every asset also written brotli- and gzip-compressed: the server sends the one the browser accepts.
  plugins: [react(), engineSideEffects(), portalBoot(loadEnv(mode, process.cwd(), 'VITE_').VITE_API_BASE ?? ''), compression({ threshold: 512 })],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    chunkSizeWarningLimit: 1200,
    reportCompressedSize: false,
    // dist/.vite/manifest.json: which chunks each page loads (a test keeps the designer out of end users' pages; the
    // server does not serve dotted paths).
    manifest: true,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            // What every page runs first (the entry's static imports: React, i18n, the request layer, the
            // session): one file instead of a dozen, each of which costs a round trip on a slow network (#40 item 3).
            { name: 'boot', tags: ['$initial'], priority: 20 },
            { name: 'frame-parts', test: FRAME_PARTS, includeDependenciesRecursively: false, priority: 10 },
            // The login page and the small parts only it and the account pages use: one file. Their dependencies stay
            // where they are (in the boot file), so no page pulls in more than it did.
            { name: 'LoginPage', test: LOGIN_PAGE, includeDependenciesRecursively: false, priority: 10 },
            { name: 'antd', test: /[\\/]node_modules[\\/](antd|@ant-design|@rc-component|rc-[^\\/]+|@emotion|dayjs|classnames|@babel[\\/]runtime)[\\/]/, minShareCount: 50, priority: 5 },
          ],
        },
      },
    },
  },
  server: {
    proxy: { '/api': { target: process.env.API_TARGET ?? 'http://127.0.0.1:3000', changeOrigin: false } },
  },
}));
