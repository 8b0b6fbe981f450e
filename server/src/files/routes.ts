// The spec's generic file calls: `POST /api/system/common/upload` (multipart; `biz` a folder hint) keeps the files of
// any signed-in user in their enterprise, and `GET /api/system/common/static/{path}` streams one back to a signed-in
// user of the same enterprise — as an attachment (images inline), never sniffed, never run (a sandboxing policy).
import fastifyMultipart from '@fastify/multipart';
import { Type } from '@sinclair/typebox';
import { platformMessage } from '@yc/engine';
import type { Api, PluginOptions } from '../plugin-types.ts';
import { ApiError, badRequest, notFound, ok } from '../wire/envelope.ts';
import { Envelope, replies } from '../wire/responses.ts';
import { FileRefused, FileService, openFileStore, type StoredFile } from './service.ts';
import type { StoredObject } from './storage.ts';

const StoredFileSchema = Type.Object({ path: Type.String(), name: Type.String(), size: Type.Integer(), contentType: Type.String() });

/** What downloaded bytes may do in a browser: nothing (no script, no plugin, no form, no navigation). */
const DOWNLOAD_CSP = "default-src 'none'; img-src 'self' data:; style-src 'unsafe-inline'; sandbox";

/** A Content-Disposition with the original name: an ASCII fallback and the UTF-8 name (RFC 6266 / 8187). */
function disposition(type: 'inline' | 'attachment', name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]|["\\%;]/g, '_');
  return `${type}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`)}`;
}

export async function fileRoutes(app: Api, { db, config }: PluginOptions) {
  const files = new FileService(db, openFileStore(config.files));
  const failed = () => badRequest(platformMessage('fileFailed'));
  // Scoped to this plugin: only the upload route reads multipart bodies, within the configured limits.
  await app.register(fastifyMultipart, {
    limits: { fileSize: config.files.maxBytes, files: config.files.maxCount, fields: 10, fieldSize: 1000, parts: config.files.maxCount + 10 },
  });

  app.post('/api/system/common/upload', {
    config: { access: 'authenticated', cachesUntouched: true },
    schema: { tags: ['system'], summary: 'Upload files (multipart; field `biz` names a folder)', consumes: ['multipart/form-data'], response: replies(Type.Array(StoredFileSchema)) },
  }, async (request) => {
    const { tenantId, username } = request.caller();
    if (!request.isMultipart()) throw failed();
    const stored: StoredFile[] = [];
    let biz: string | undefined;
    try {
      for await (const part of request.parts()) {
        if (part.type === 'field') {
          if (part.fieldname === 'biz') biz = String(part.value);
          continue;
        }
        stored.push(await files.save(tenantId, username, biz, part.filename ?? '', part.file));
      }
      if (!stored.length) throw new FileRefused('no file');
    } catch (error) {
      // All or nothing: the files of this request kept so far go again.
      await files.discard(tenantId, stored.map((f) => f.path));
      if (!(error instanceof FileRefused)) request.log.warn({ err: error }, 'upload failed');
      // A refused kind, a file over the size limit, too many files: the client's; anything else the store's.
      const clients = error instanceof FileRefused || (error as { statusCode?: number }).statusCode === 413 || (error as { code?: string }).code?.startsWith('FST_');
      throw clients ? failed() : new ApiError(500, platformMessage('fileFailed'));
    }
    return ok(stored);
  });

  // A reference is `<biz>/<name>`: two path segments, each matched whole (an encoded slash or dot segment is no match).
  app.get('/api/system/common/static/:biz/:name', {
    config: { access: 'authenticated' },
    schema: {
      tags: ['system'], summary: 'Download a stored file of the enterprise by its path (with info=true: its name, size and type)',
      params: Type.Object({ biz: Type.String({ maxLength: 40 }), name: Type.String({ maxLength: 60 }) }),
      querystring: Type.Object({ info: Type.Optional(Type.Boolean()) }),
      response: {
        200: {
          description: 'The file, or what it is',
          content: {
            'application/json': { schema: Envelope(StoredFileSchema) },
            'application/octet-stream': { schema: Type.String({ format: 'binary' }) },
          },
        },
      },
    },
  }, async (request, reply) => {
    const found = await files.find(request.caller().tenantId, `${request.params.biz}/${request.params.name}`);
    if (!found) throw notFound();
    const { file } = found;
    if (request.query.info) {
      const { kind: _kind, ...info } = file;
      return reply.type('application/json; charset=utf-8').send(ok(info));
    }
    let object: StoredObject | undefined;
    try {
      object = await found.read();
    } catch (error) {
      // The store refused or could not be reached (a wrong key, a bucket gone): the bytes cannot be had.
      request.log.warn({ err: error }, 'download failed');
      throw new ApiError(500, platformMessage('fileFailed'));
    }
    if (!object) throw notFound();
    return reply
      .header('content-type', file.contentType)
      .header('content-length', String(object.size))
      .header('content-disposition', disposition(file.kind.image ? 'inline' : 'attachment', file.name))
      .header('x-content-type-options', 'nosniff')
      .header('content-security-policy', DOWNLOAD_CSP)
      .header('cache-control', 'private, no-cache')
      // Streamed: Fastify pipes a stream as it is (the schema above describes the bytes, not a serialised value).
      .send(object.stream as unknown as string);
  });
}
