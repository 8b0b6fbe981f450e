// Template sets: the built-in one kept as files (seed-metadata/codegen/<set>/<path>.mustache), or one the administrator
// added on the template screen — a 'code' template whose body is a JSON map of module path → template text.
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { codegenMessage, DEFAULT_TEMPLATE_SET, type TemplateSet } from '@yc/engine';
import type { EntityManager } from '../db/database.ts';
import { loadItem } from '../eform/store/metadata.ts';
import { REPO_ROOT } from '../paths.ts';
import { badRequest } from '../wire/envelope.ts';

const BUILT_IN = path.join(REPO_ROOT, 'seed-metadata', 'codegen');

/** The platform's folder (the SDK's types, tsconfig.base.json and node_modules a generated module compiles against). */
export const PLATFORM_ROOT = REPO_ROOT;

let builtIn: Promise<TemplateSet> | undefined;

async function readBuiltIn(): Promise<TemplateSet> {
  const dir = path.join(BUILT_IN, DEFAULT_TEMPLATE_SET);
  const entries = (await readdir(dir, { recursive: true, withFileTypes: true })).filter((e) => e.isFile() && e.name.endsWith('.mustache'));
  const files = await Promise.all(entries.map(async (e) => {
    const full = path.join(e.parentPath, e.name);
    return [path.relative(dir, full).split(path.sep).join('/').replace(/\.mustache$/, ''), await readFile(full, 'utf8')] as const;
  }));
  return Object.fromEntries(files);
}

function parseSet(name: string, body: string): TemplateSet {
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch {
    throw badRequest(codegenMessage('templateSetInvalid', { name }));
  }
  const map = typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed) ? (parsed as Record<string, unknown>) : {};
  const texts = Object.values(map);
  if (texts.length === 0 || !texts.every((t) => typeof t === 'string')) throw badRequest(codegenMessage('templateSetInvalid', { name }));
  return map as TemplateSet;
}

/** The template set of the input: the built-in one (read once), or the enabled code template of that code. */
export async function templateSet(em: EntityManager, name: string | undefined): Promise<TemplateSet> {
  if (!name || name === DEFAULT_TEMPLATE_SET) return (builtIn ??= readBuiltIn());
  const item = await loadItem(em, 'template', name);
  if (!item || item.content.tempType !== 'code' || !item.content.enabled) throw badRequest(codegenMessage('templateSetNotFound', { name }));
  return parseSet(name, item.content.tempBodyString);
}
