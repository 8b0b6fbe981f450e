// A generated module's folder in MODULES_DIR and what a regeneration does to it: the last generated copy of each file is
// kept in `<module>/.codegen/base/` with the inputs in `.codegen/input.json`, so the next generation merges three ways
// (last generated, the user's file, the new text). Every path is built here from the module name and the template
// set's checked paths; nothing of a request is a path.
import { mkdir, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { codegenMessage, isModulePath, mergeRegenerated, type CodegenInput, type GeneratedFile, type MergeOutcome } from '@yc/engine';
import { badRequest } from '../wire/envelope.ts';

const STATE = '.codegen';
const BASE = `${STATE}/base`;

export interface PlannedFile extends MergeOutcome {
  path: string;
}

const exists = (file: string) => stat(file).then(() => true, () => false);
const readText = (file: string) => readFile(file, 'utf8').catch(() => undefined);

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries.filter((e) => e.isFile()).map((e) => path.relative(dir, path.join(e.parentPath, e.name)).split(path.sep).join('/')).filter(isModulePath);
}

/** The module's folder, or undefined when MODULES_DIR is not configured. */
export const moduleFolder = (modulesDir: string | undefined, moduleName: string) => (modulesDir ? path.join(modulesDir, moduleName) : undefined);

/**
 * Each file after this generation: all new when the module was never written; otherwise merged with the folder. A
 * folder the generator did not write is refused (it would take the user's files as edits of nothing).
 */
export async function planFiles(folder: string | undefined, generated: readonly GeneratedFile[]): Promise<{ exists: boolean; files: PlannedFile[] }> {
  if (!folder || !(await exists(folder))) return { exists: false, files: generated.map((f) => ({ path: f.path, status: 'new', content: f.content })) };
  if (!(await exists(path.join(folder, STATE)))) throw badRequest(codegenMessage('notGenerated', { moduleName: path.basename(folder) }));
  const next = new Map(generated.map((f) => [f.path, f.content]));
  const paths = [...new Set([...next.keys(), ...(await filesUnder(path.join(folder, BASE)))])].sort();
  const files = await Promise.all(paths.map(async (file): Promise<PlannedFile> => ({
    path: file,
    ...mergeRegenerated({ base: await readText(path.join(folder, BASE, file)), mine: await readText(path.join(folder, file)), next: next.get(file) }),
  })));
  return { exists: true, files };
}

/** The planned files with the user's resolutions of conflicts in place; refused while a conflict is unresolved. */
export function resolve(files: readonly PlannedFile[], resolutions: Readonly<Record<string, string>> = {}): PlannedFile[] {
  const unresolved = files.filter((f) => f.status === 'conflict' && resolutions[f.path] === undefined).map((f) => f.path);
  if (unresolved.length) throw badRequest(codegenMessage('unresolvedConflicts', { paths: unresolved.join(', ') }));
  return files.map((f) => (f.status === 'conflict' ? { path: f.path, status: 'merged', content: resolutions[f.path] } : f));
}

/** Writes the module: the files to keep, the new generated text as the next base, the inputs. */
export async function writeModule(folder: string, input: CodegenInput, files: readonly PlannedFile[], generated: readonly GeneratedFile[]): Promise<void> {
  const put = async (file: string, text: string) => {
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, text);
  };
  for (const f of files) {
    if (f.content !== undefined) await put(path.join(folder, f.path), f.content);
  }
  await rm(path.join(folder, BASE), { recursive: true, force: true });
  for (const f of generated) await put(path.join(folder, BASE, f.path), f.content);
  await put(path.join(folder, STATE, 'input.json'), `${JSON.stringify(input, null, 2)}\n`);
}
