// Code generation (/api/codegen/…, issue #39 items 2 and 3): the wizard's preview of a module generated from a table
// model (merged with the module's folder when it was written before), its download as a zip, and its writing into
// MODULES_DIR. The module name and the template set's checked paths make every path; the request only supplies values.
import path from 'node:path';
import { Type } from '@sinclair/typebox';
import { CodegenInputSchema, codegenMessage, generateModule, MERGE_STATUSES, MessageError, OneOf, PERMISSIONS, platformMessage, renderMessage, type CodegenInput } from '@yc/engine';
import { Nullable } from '../wire/responses.ts';
import type { EntityManager } from '../db/database.ts';
import type { Api, PluginOptions } from '../plugin-types.ts';
import { writeArchive } from '../market/archive.ts';
import { scriptEditingAllowed } from '../config.ts';
import { isPlatformEnterprise } from '../enterprise/operator.ts';
import { reloadModules } from '../ext/plugin.ts';
import { ApiError, badRequest, ok, requestLanguage } from '../wire/envelope.ts';
import { replies } from '../wire/responses.ts';
import { ensureModuleMenu } from './menu.ts';
import { codegenSource } from './source.ts';
import { PLATFORM_ROOT, templateSet } from './templates.ts';
import { moduleFolder, planFiles, resolve, writeModule, type PlannedFile } from './workspace.ts';

const tags = ['codegen'];
const P = PERMISSIONS.eform.codegen;

const Body = Type.Object({
  input: CodegenInputSchema,
  resolutions: Type.Optional(Type.Record(Type.String({ maxLength: 300 }), Type.String({ maxLength: 1_000_000 }), {
    description: 'Conflicted file path → the text the user chose (used for conflicted files only)',
  })),
});

const Conflict = Type.Object({ mine: Type.String(), base: Type.String(), next: Type.String() });
const Planned = Type.Object({
  path: Type.String(), status: OneOf(MERGE_STATUSES), content: Type.Optional(Type.String()), conflicts: Type.Optional(Type.Array(Conflict)),
});
const Preview = Type.Object({
  moduleName: Type.String(),
  /** Whether MODULES_DIR is configured (the module can be written). */
  writable: Type.Boolean(),
  /** Whether the module was written before (the files are merged with it). */
  exists: Type.Boolean(),
  files: Type.Array(Planned),
});

export async function codegenRoutes(app: Api, { config, db }: Pick<PluginOptions, 'config' | 'db'>): Promise<void> {
  /**
   * MODULES_DIR for this caller: a module there is code the whole platform runs (and its files may hold anyone's hand
   * edits), so only the platform's own enterprise reads or writes it; another enterprise generates and downloads only.
   */
  const modulesDirOf = async (tenantId: number) => (config.modulesDir && (await isPlatformEnterprise(db, tenantId)) ? config.modulesDir : undefined);

  /** The module generated for the input and merged with its folder, read in the caller's enterprise. */
  async function plan(em: EntityManager, input: CodegenInput, modulesDir: string | undefined) {
    const folder = moduleFolder(modulesDir, input.moduleName);
    const platformRoot = folder ? path.relative(folder, PLATFORM_ROOT).split(path.sep).join('/') : undefined;
    const source = await codegenSource(em, input, platformRoot);
    const templates = await templateSet(em, input.templateSet);
    let generated;
    try {
      generated = generateModule(input, source, templates);
    } catch (error) {
      if (error instanceof MessageError) throw badRequest(error.catalogued ?? error.message);
      throw error;
    }
    return { folder, generated, ...(await planFiles(folder, generated)) };
  }

  app.post('/api/codegen/preview', {
    config: { access: { permission: P.generate }, readOnly: true },
    schema: { tags, summary: 'The file tree of the module generated from a table model, each file with its merge status (new, unchanged, updated, merged, conflict with both sides, deleted)', body: Body, response: replies(Preview) },
  }, async (request) => {
    const { input } = request.body;
    const modulesDir = await modulesDirOf(request.caller().tenantId);
    const { exists, files } = await request.tx((em) => plan(em, input, modulesDir));
    return ok({ moduleName: input.moduleName, writable: modulesDir !== undefined && scriptEditingAllowed(config), exists, files });
  });

  app.post('/api/codegen/download', {
    config: { access: { permission: P.generate }, readOnly: true },
    schema: {
      tags, summary: 'The generated (or merged) module as a zip: <module>/<path>; resolutions replace conflicted files, an unresolved one keeps its markers',
      body: Body,
      response: { 200: { description: 'The zip', content: { 'application/zip': { schema: Type.String({ format: 'binary' }) } } } },
    },
  }, async (request, reply) => {
    const { input, resolutions = {} } = request.body;
    const modulesDir = await modulesDirOf(request.caller().tenantId);
    const { files } = await request.tx((em) => plan(em, input, modulesDir));
    const text = (f: PlannedFile) => (f.status === 'conflict' ? resolutions[f.path] ?? f.content : f.content);
    const entries = files.flatMap((f) => { const t = text(f); return t === undefined ? [] : [[`${input.moduleName}/${f.path}`, t] as const]; });
    const zip = await writeArchive(new Map(entries));
    return reply.header('content-type', 'application/zip').header('content-disposition', `attachment; filename="${input.moduleName}.zip"`).send(zip as unknown as string);
  });

  app.post('/api/codegen/write', {
    config: { access: { permission: P.write } },
    schema: {
      tags, summary: 'Write the generated (or merged) module into MODULES_DIR with a menu item for its list page, and reload the modules; refused while a conflict is unresolved',
      body: Body,
      response: replies(Type.Object({
        moduleName: Type.String(), written: Type.Array(Type.String()),
        menuUrl: Type.String({ description: "The address of the module's menu item (added on the first write, at the top of the console's menu)" }),
        state: Type.Union([Type.Literal('loaded'), Type.Literal('failed')], { description: 'The module after the reload that follows the write' }),
        error: Nullable(Type.String({ description: 'Why the module failed to load' })),
      })),
    },
  }, async (request) => {
    const { input, resolutions } = request.body;
    if (!config.modulesDir) throw badRequest(codegenMessage('modulesDirUnset'));
    // Writing a module deploys code (a template set and a resolution are any text): where scripts may not be edited,
    // no module is written either.
    if (!scriptEditingAllowed(config)) throw new ApiError(403, platformMessage('scriptForbidden'));
    const modulesDir = await modulesDirOf(request.caller().tenantId);
    if (!modulesDir) throw new ApiError(403, codegenMessage('platformOnly'));
    const { folder, generated, files } = await request.tx((em) => plan(em, input, modulesDir));
    const final = resolve(files, resolutions);
    await writeModule(folder!, input, final, generated);
    const menuUrl = await request.tx((em) => ensureModuleMenu(em, input));
    // The module runs from now on (and every other module as its files are now): no restart.
    const loaded = (await reloadModules(db)).find((m) => m.name === input.moduleName);
    return ok({
      moduleName: input.moduleName, written: final.filter((f) => f.content !== undefined).map((f) => f.path), menuUrl,
      state: loaded?.state ?? 'failed', error: loaded?.error ? renderMessage(loaded.error, requestLanguage(request)) : null,
    });
  });
}
