// The console part of a module (web/index.tsx), bundled once at load into one ESM file. React, its JSX runtime, antd
// and the console SDK are the host's: each import of them reads `globalThis.__YC_EXT__`, which the console fills
// before it imports a module, so a module's page shares the console's React tree, theme and request helper.
import { build, type Plugin } from 'esbuild';

/** Import paths that resolve to the console's own instances, and their key in `globalThis.__YC_EXT__`. */
export const HOST_MODULES: Readonly<Record<string, string>> = {
  react: 'react',
  'react/jsx-runtime': 'jsxRuntime',
  'react-dom': 'reactDom',
  antd: 'antd',
  '@yc/ext-web': 'sdk',
};

const hostModules: Plugin = {
  name: 'yc-host-modules',
  setup(builder) {
    const filter = new RegExp(`^(${Object.keys(HOST_MODULES).map((m) => m.replace(/[/\-@]/g, '\\$&')).join('|')})$`);
    builder.onResolve({ filter }, (args) => ({ path: args.path, namespace: 'yc-host' }));
    builder.onLoad({ filter: /.*/, namespace: 'yc-host' }, (args) => ({
      contents: `module.exports = globalThis.__YC_EXT__[${JSON.stringify(HOST_MODULES[args.path])}];`,
      loader: 'js',
    }));
  },
};

/** The bundle of a module's console part: ESM text. */
export async function bundleWeb(entry: string): Promise<string> {
  const result = await build({
    entryPoints: [entry],
    bundle: true,
    format: 'esm',
    platform: 'browser',
    target: 'es2022',
    jsx: 'automatic',
    write: false,
    minify: true,
    logLevel: 'silent',
    plugins: [hostModules],
  });
  return result.outputFiles[0]!.text;
}
