// A module's folder and its module.json: the name rule and the manifest schema, checked before anything is imported.
import fs from 'node:fs/promises';
import path from 'node:path';
import { Type } from '@sinclair/typebox';
import { Value } from '@sinclair/typebox/value';
import { extMessage, type Message } from '@yc/engine';
import type { ModuleManifest } from './sdk.ts';

export const MODULE_NAME = /^[a-z][a-z0-9-]{1,39}$/;

const Manifest = Type.Object({
  name: Type.String({ pattern: MODULE_NAME.source }),
  version: Type.String({ minLength: 1, maxLength: 40 }),
  title: Type.String({ minLength: 1, maxLength: 100 }),
  description: Type.Optional(Type.String({ maxLength: 2000 })),
});

/** A reason a module is skipped. */
export class ModuleRefused extends Error {
  constructor(readonly reason: Message) {
    super(reason.code);
  }
}

/** The module.json of the folder, validated; refuses a folder whose name is no module name or differs from the manifest's. */
export async function readManifest(folder: string): Promise<ModuleManifest> {
  const name = path.basename(folder);
  if (!MODULE_NAME.test(name)) throw new ModuleRefused(extMessage('badName', { name }));
  let data: unknown;
  try {
    data = JSON.parse(await fs.readFile(path.join(folder, 'module.json'), 'utf8'));
  } catch (error) {
    throw new ModuleRefused(extMessage('badManifest', { detail: (error as Error).message }));
  }
  const first = Value.Errors(Manifest, data).First();
  if (first) throw new ModuleRefused(extMessage('badManifest', { detail: `${first.path || '/'} ${first.message}` }));
  const manifest = data as ModuleManifest;
  if (manifest.name !== name) throw new ModuleRefused(extMessage('nameMismatch', { name: manifest.name }));
  return { name: manifest.name, version: manifest.version, title: manifest.title, ...(manifest.description ? { description: manifest.description } : {}) };
}
