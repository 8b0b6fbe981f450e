// The server's build (issue #40 item 2): `npm run build:server` bundles server/src/main.ts with the workspace code it
// imports (server/src, @yc/engine, @yc/seed-metadata) into ESM in server/dist (main.mjs, and a chunk per module
// loaded lazily by `import()`), with its source map, for node20. `npm run serve` runs it with plain node: no loader
// hooks (tsx's thread and V8 isolate of their own, esbuild), ~35 MB less at idle.
// npm packages stay outside: Node resolves them at run time from server/dist as it would from the sources. The one
// exception: a package a workspace has a version of its own of, not hoisted (engine's ajv 8 beside the root's ajv 6),
// is imported by its file's path from server/dist, so the bundle gets the version its source got.
import fs from 'node:fs';
import { isBuiltin } from 'node:module';
import path from 'node:path';
import { build, type Plugin } from 'esbuild';

const SERVER = path.resolve(import.meta.dirname, '..');
/**
 * The built server's folder (its entry is `main.mjs`): server/dist, or the folder given as the argument, which must lie
 * in server/ (Node finds the packages from where the bundle is). The tests' server processes build their own.
 */
const OUT_DIR = path.resolve(process.argv[2] ?? path.join(SERVER, 'dist'));
if (path.relative(SERVER, OUT_DIR).startsWith('..') || OUT_DIR === SERVER) throw new Error(`the build's folder must lie in ${SERVER}: ${OUT_DIR}`);

/** `@scope/name` or `name` of an import path naming a package (`name/sub/path`). */
const packageName = (specifier: string) => specifier.split('/').slice(0, specifier.startsWith('@') ? 2 : 1).join('/');

/** The folder of `name` Node's resolution finds from `dir` (the nearest node_modules holding it), if any. */
function packageFolder(dir: string, name: string): string | undefined {
  for (let at = dir; ; at = path.dirname(at)) {
    const folder = path.join(at, 'node_modules', name);
    if (fs.existsSync(folder)) return fs.realpathSync(folder);
    if (path.dirname(at) === at) return undefined;
  }
}

const RESOLVING = Symbol('resolving');

/** Every npm package external, `@yc/*` (the workspaces) bundled. */
const externalPackages: Plugin = {
  name: 'yc-external-packages',
  setup(builder) {
    builder.onResolve({ filter: /^[^./]/ }, async (args) => {
      if (args.pluginData === RESOLVING || args.path.startsWith('@yc/')) return undefined;
      if (isBuiltin(args.path)) return { path: args.path, external: true };
      const name = packageName(args.path);
      const fromSource = packageFolder(args.resolveDir, name);
      if (fromSource === packageFolder(OUT_DIR, name)) return { path: args.path, external: true };
      // Another version than server/dist would find: that version's file, by its path relative to the output (the
      // chunks are written beside main.mjs, so one relative path holds in all of them).
      const resolved = await builder.resolve(args.path, { kind: args.kind, resolveDir: args.resolveDir, pluginData: RESOLVING });
      if (resolved.errors.length) return { errors: resolved.errors };
      const relative = path.relative(OUT_DIR, resolved.path).split(path.sep).join('/');
      return { path: relative.startsWith('.') ? relative : `./${relative}`, external: true };
    });
  },
};

/** Builds the server into OUT_DIR (emptied first); answers main.mjs's size and the number of files written. */
async function buildServer(): Promise<{ mainBytes: number; files: number }> {
  fs.rmSync(OUT_DIR, { recursive: true, force: true });
  const result = await build({
    entryPoints: { main: path.join(SERVER, 'src/main.ts') },
    outdir: OUT_DIR,
    outExtension: { '.js': '.mjs' },
    chunkNames: '[name]-[hash]',
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    tsconfig: path.join(SERVER, 'tsconfig.json'),
    plugins: [externalPackages],
    // Class and function names as in the source (MikroORM's entities, errors' names in the logs): bundling renames
    // clashing top-level names otherwise.
    keepNames: true,
    // Stack traces map back to the sources (`--enable-source-maps`); the sources' text stays in the files it maps to.
    sourcemap: 'linked',
    sourcesContent: false,
    legalComments: 'none',
    logLevel: 'warning',
    metafile: true,
  });
  const outputs = Object.keys(result.metafile.outputs).filter((file) => file.endsWith('.mjs'));
  return { mainBytes: fs.statSync(path.join(OUT_DIR, 'main.mjs')).size, files: outputs.length };
}

const started = performance.now();
const { mainBytes, files } = await buildServer();
console.log(`${path.relative(process.cwd(), path.join(OUT_DIR, 'main.mjs'))}: ${(mainBytes / 1024).toFixed(0)} kB, ${files} files in all, built in ${((performance.now() - started) / 1000).toFixed(1)} s`);
