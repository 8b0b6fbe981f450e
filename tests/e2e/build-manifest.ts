// The built console's chunks, read from its build manifest (runtime-web/dist, or the build WEB_DIST names).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

export interface Chunk { file: string; name?: string; src?: string; isEntry?: boolean; imports?: string[]; dynamicImports?: string[] }

export interface BuildManifest {
  chunks: Record<string, Chunk>;
  /**
   * The manifest key of the chunk built from this source file (its path's end), or of the shared chunk named after it
   * (a module another chunk imports statically is keyed by its chunk's name).
   */
  keyOf(src: string): string;
  /** The entry chunk's key. */
  entry: string;
  /** The keys a chunk loads with it: itself and its static imports, transitively (dynamic imports wait). */
  loadedWith(key: string): Set<string>;
}

export function readBuildManifest(): BuildManifest {
  const dist = process.env.WEB_DIST ?? join(import.meta.dirname, '../../runtime-web/dist');
  const chunks = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8')) as Record<string, Chunk>;
  const keyOf = (src: string) => {
    const name = src.replace(/^.*\//, '').replace(/\.[^.]+$/, '');
    const key = Object.keys(chunks).find((k) => k.endsWith(src)) ?? Object.keys(chunks).find((k) => k.startsWith('_') && chunks[k]!.name === name);
    if (!key) throw new Error(`no chunk for ${src} in the manifest`);
    return key;
  };
  const loadedWith = (key: string) => {
    const seen = new Set<string>();
    const visit = (k: string) => {
      if (seen.has(k) || !chunks[k]) return;
      seen.add(k);
      for (const i of chunks[k].imports ?? []) visit(i);
    };
    visit(key);
    return seen;
  };
  const entry = Object.keys(chunks).find((k) => chunks[k]!.isEntry);
  if (!entry) throw new Error('no entry chunk in the manifest');
  return { chunks, keyOf, entry, loadedWith };
}
