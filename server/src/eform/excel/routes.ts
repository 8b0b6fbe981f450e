// Excel calls of list pages under /api/eform/engine/view/{viewCode}/…: exportXls (the current query to a workbook),
// importTemplate, importExcel (a workbook upload), and the caller's jobs: excelJob/{jobId} (progress), its cancel and
// its file. Export and import need the page's export or import button (and its permission where one is defined).
import fs from 'node:fs';
import { pipeline } from 'node:stream/promises';
import fastifyMultipart from '@fastify/multipart';
import { Type } from '@sinclair/typebox';
import type { FastifyRequest } from 'fastify';
import {
  buttonFor, compileCount, EXCEL_CONTENT_TYPE, EXCEL_JOB_KINDS, EXCEL_JOB_STATES, EXCEL_MESSAGES, exportColumns, exportFileName, importColumns,
  IMPORT_MODES, OneOf, planListQuery, withLabels, type ButtonAction, type UserQuery,
} from '@yc/engine';
import type { Api } from '../../plugin-types.ts';
import type { ServerConfig } from '../../config.ts';
import type { Database, EntityManager } from '../../db/database.ts';
import { hasPermission } from '../../auth/access.ts';
import { openFileStore } from '../../files/service.ts';
import { badRequest, forbidden, notFound, ok, requestLanguage } from '../../wire/envelope.ts';
import { Open, replies } from '../../wire/responses.ts';
import { codeParam } from '../../wire/requests.ts';
import { asApiErrors } from '../errors.ts';
import { loadRecordContext, onPlatform, type RecordContext } from '../records/records-context.ts';
import { rowScope } from '../records/records-scope.ts';
import { runStatement } from '../store/records/sql-exec.ts';
import { permissionDefined } from '../store/excel/rows.ts';
// The workbook writer (export.ts, with archiver) and reader (import.ts, with exceljs) are loaded by the first export,
// template or import (dynamic imports, cached by the module loader), not at start.
const exporter = () => import('./export.ts');
const importer = () => import('./import.ts');
import { ExcelJobs, removeFile, tempFile, type JobOwner } from './jobs.ts';

const base = '/api/eform/engine/view/:viewCode';
const tags = ['eform-engine'];
const viewParams = Type.Object({ viewCode: codeParam });
const jobParams = Type.Object({ viewCode: codeParam, jobId: Type.String({ format: 'uuid' }) });

const JobStatus = Type.Object({
  id: Type.String(), kind: OneOf(EXCEL_JOB_KINDS), state: OneOf(EXCEL_JOB_STATES), phase: OneOf(['check', 'write'] as const),
  done: Type.Integer(), total: Type.Integer(), message: Type.Optional(Type.String()), messageCode: Type.Optional(Open),
  errors: Type.Array(Open), errorCount: Type.Integer(), fileName: Type.Optional(Type.String()),
});

/** A Content-Disposition with the file's name: an ASCII fallback and the UTF-8 name (RFC 6266). */
const attachment = (name: string) =>
  `attachment; filename="${name.replace(/[^\x20-\x7e]|["\\%;]/g, '_')}"; filename*=UTF-8''${encodeURIComponent(name)}`;

/**
 * The page's button for the action must exist, and its permission be held where a permission item defines it (the
 * list page's rule, spec §6).
 */
async function requireButton(em: EntityManager, userId: string, ctx: RecordContext, action: ButtonAction): Promise<void> {
  const button = buttonFor(ctx.view, action);
  if (!button) throw forbidden();
  if (!button.permission) return;
  if ((await permissionDefined(em, button.permission)) && !(await hasPermission(em, userId, button.permission))) throw forbidden();
}

export async function excelRoutes(app: Api, db: Database, config: ServerConfig): Promise<void> {
  const jobs = new ExcelJobs(db, openFileStore(config.files), (error) => app.log.error({ err: error }, 'excel job failed'));
  await jobs.open();
  app.addHook('onClose', () => jobs.close());
  const ownerOf = (request: FastifyRequest): JobOwner => ({ userId: request.caller().userId, tenantId: request.caller().tenantId });

  /** The page's context for the caller, its button for the action checked; only tables of the platform's database. */
  const pageFor = (request: FastifyRequest, viewCode: string, action: ButtonAction, em: EntityManager) => asApiErrors(async () => {
    const ctx = await loadRecordContext(em, viewCode, request.caller().userId);
    await requireButton(em, request.caller().userId, ctx, action);
    if (!onPlatform(ctx)) throw badRequest(EXCEL_MESSAGES.notSupported);
    return ctx;
  });

  app.post(`${base}/exportXls`, {
    config: { access: 'authenticated', readOnly: true },
    schema: {
      tags, params: viewParams, response: replies(JobStatus),
      summary: "Export the page's records under the current filters and sort (its shown columns in order, aliases, masks) as a job; over the maximum rows refused",
      body: Type.Object({ filters: Type.Optional(Type.Array(Type.Unknown())), sort: Type.Optional(Type.Unknown()) }),
    },
  }, async (request) => {
    const { viewCode } = request.params;
    const query = { filters: request.body.filters, sort: request.body.sort } as UserQuery;
    const prepared = await request.tx(async (em) => {
      const ctx = await pageFor(request, viewCode, 'export', em);
      return asApiErrors(async () => {
        const plan = planListQuery(ctx.view, ctx.model, { filters: query.filters, sort: query.sort });
        const scope = await rowScope(em, ctx, request.caller().userId);
        const [count] = await runStatement<{ total: string | number }>(em, compileCount(plan, { placeholder: 'question', extraWhere: scope }));
        const total = Number(count?.total ?? 0);
        const max = config.excel.maxExportRows;
        if (total > max) throw badRequest(EXCEL_MESSAGES.exportTooMany(total, max));
        return { ctx, plan, scope, total };
      });
    });
    const { ctx, plan, scope, total } = prepared;
    const columns = withLabels(exportColumns(ctx.view, ctx.model), ctx.form);
    const lang = requestLanguage(request);
    const job = await jobs.start(ownerOf(request), viewCode, 'export', async (job) => {
      job.fileName = exportFileName(ctx.view.viewName, new Date());
      const { exportRows } = await exporter();
      await exportRows(db, job.owner.tenantId, job, { ctx, plan, scope, columns, store: jobs.store, lang });
    }, total);
    return ok(job.status());
  });

  app.get(`${base}/importTemplate`, {
    config: { access: 'authenticated' },
    schema: {
      tags, params: viewParams, summary: "A workbook with the page's import columns as its header row",
      response: { 200: { description: 'The workbook', content: { [EXCEL_CONTENT_TYPE]: { schema: Type.String({ format: 'binary' }) } } } },
    },
  }, async (request, reply) => {
    const ctx = await request.tx((em) => pageFor(request, request.params.viewCode, 'import', em));
    const columns = importColumns(ctx.view, ctx.model);
    if (!columns.length) throw badRequest(EXCEL_MESSAGES.noImportColumns);
    const { templateWorkbook } = await exporter();
    const body = await templateWorkbook(columns);
    return reply.header('content-type', EXCEL_CONTENT_TYPE).header('content-disposition', attachment(`${ctx.view.viewName}_template.xlsx`)).send(body as unknown as string);
  });

  // Workbooks come as multipart bodies, read only by this scope's import route, within the configured size.
  await app.register(async (scope: Api) => {
    await scope.register(fastifyMultipart, { limits: { fileSize: config.excel.maxImportBytes, files: 1, fields: 5, fieldSize: 1000, parts: 6 } });

    scope.post(`${base}/importExcel`, {
      config: { access: 'authenticated', readOnly: true },
      schema: {
        tags, params: viewParams, consumes: ['multipart/form-data'], response: replies(JobStatus),
        querystring: Type.Object({
          mode: Type.Optional(OneOf(IMPORT_MODES, { description: "'all' (the default): every row written or none; 'valid': the valid rows written, the rejected ones kept as a workbook with an error column (…/excelJob/{id}/file)" })),
        }),
        summary: "Import a workbook (.xlsx, field `file`) as a job: labels or codes, every row checked by the import rules and the form; all rows or the valid ones written",
      },
    }, async (request) => {
      const { viewCode } = request.params;
      const ctx = await request.tx((em) => pageFor(request, viewCode, 'import', em));
      const columns = withLabels(importColumns(ctx.view, ctx.model), ctx.form);
      if (!columns.length) throw badRequest(EXCEL_MESSAGES.noImportColumns);
      const mode = request.query.mode ?? 'all';
      const lang = requestLanguage(request);
      if (!request.isMultipart()) throw badRequest(EXCEL_MESSAGES.notWorkbook);
      const file = tempFile('.xlsx');
      try {
        const part = await request.file();
        if (!part) throw badRequest(EXCEL_MESSAGES.notWorkbook);
        await pipeline(part.file, fs.createWriteStream(file));
        if (part.file.truncated) throw badRequest(EXCEL_MESSAGES.fileTooLarge(Math.round(config.excel.maxImportBytes / 1024 / 1024)));
        // A workbook is a zip archive.
        const head = Buffer.alloc(4);
        const fd = await fs.promises.open(file, 'r');
        try {
          await fd.read(head, 0, 4, 0);
        } finally {
          await fd.close();
        }
        if (!head.equals(Buffer.from([0x50, 0x4b, 0x03, 0x04]))) throw badRequest(EXCEL_MESSAGES.notWorkbook);
      } catch (error) {
        await removeFile(file);
        if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE' || (error as { statusCode?: number }).statusCode === 413) {
          throw badRequest(EXCEL_MESSAGES.fileTooLarge(Math.round(config.excel.maxImportBytes / 1024 / 1024)));
        }
        throw error;
      }
      const actor = { userId: request.caller().userId, username: request.caller().username };
      try {
        const job = await jobs.start(ownerOf(request), viewCode, 'import', async (job) => {
          job.file = file;
          const { importRows } = await importer();
          await importRows(db, job, { ctx, columns, file, actor, mode, lang, store: jobs.store });
        });
        return ok(job.status());
      } catch (error) {
        await removeFile(file);
        throw error;
      }
    });
  });

  app.get(`${base}/excelJob/:jobId`, {
    config: { access: 'authenticated' },
    schema: { tags, params: jobParams, response: replies(JobStatus), summary: "One of the caller's import or export jobs: state and progress (rows done of total), errors" },
  }, async (request) => {
    const { fileKey: _, ...status } = await jobs.status(ownerOf(request), request.params.viewCode, request.params.jobId);
    return ok(status);
  });

  app.post(`${base}/excelJob/:jobId/cancel`, {
    config: { access: 'authenticated', cachesUntouched: true },
    schema: { tags, params: jobParams, response: replies(JobStatus), summary: "Cancel one of the caller's jobs: an export stops and its file goes, an import is rolled back" },
  }, async (request) => {
    return ok(await jobs.cancel(ownerOf(request), request.params.viewCode, request.params.jobId));
  });

  app.get(`${base}/excelJob/:jobId/file`, {
    config: { access: 'authenticated' },
    schema: {
      tags, params: jobParams, summary: "The workbook of one of the caller's finished exports, or the rejected rows (with their errors) of a finished import",
      response: { 200: { description: 'The workbook', content: { [EXCEL_CONTENT_TYPE]: { schema: Type.String({ format: 'binary' }) } } } },
    },
  }, async (request, reply) => {
    const job = await jobs.status(ownerOf(request), request.params.viewCode, request.params.jobId);
    if (job.state !== 'done' || !job.fileKey) throw badRequest(EXCEL_MESSAGES.notFinished);
    const stored = await jobs.store.get(job.fileKey);
    if (!stored) throw notFound();
    return reply
      .header('content-type', EXCEL_CONTENT_TYPE)
      .header('content-length', String(stored.size))
      .header('content-disposition', attachment(job.fileName ?? 'export.xlsx'))
      .header('x-content-type-options', 'nosniff')
      // Streamed: the schema describes the bytes, not a serialised value.
      .send(stored.stream as unknown as string);
  });
}
