// The repository's folders the server reads beside its code (the console's build, the built-in code templates, the
// glossary and schemas, its package.json). Found from this module's place by walking up to the folder whose
// package.json has `workspaces`, so the same from the TypeScript sources (tests, `npm run serve:dev`) and from the built
// bundle in server/dist (`npm run serve`), whichever of its files this module ends up in.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

function hasWorkspaces(dir: string): boolean {
  try {
    return 'workspaces' in (JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8')) as object);
  } catch {
    return false;
  }
}

function findRepoRoot(from: string): string {
  for (let dir = from; ; dir = path.dirname(dir)) {
    if (hasWorkspaces(dir)) return dir;
    if (path.dirname(dir) === dir) throw new Error(`no package.json with "workspaces" in a folder above ${from}`);
  }
}

/** The repository's root folder (the npm workspaces' root). */
export const REPO_ROOT = findRepoRoot(path.dirname(fileURLToPath(import.meta.url)));

/** The server package's folder (its package.json carries the platform's version). */
export const SERVER_ROOT = path.join(REPO_ROOT, 'server');
