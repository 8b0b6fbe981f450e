// BPMN files in and out of process templates. `POST /api/bpm/template/import` makes a template (status design) of a file
// as a modeler wrote it — its key the first executable process unless named, or any key the importer chooses (the
// process id and its references rewritten, the original id noted in the file), its node settings from the file's
// engine attributes — and answers it with its diagram; a key taken is refused unless the file is to be that template's
// new design; `GET /api/bpm/template/export` hands out the design's file, or a
// published version's, with diagram interchange (generated for a file drawn by no tool) as a download.
import { Type } from '@sinclair/typebox';
import { PERMISSIONS, ProcessTemplateSchema } from '@yc/engine';
import {
  BPM_MESSAGES, BPMN_FILE_MAX_LENGTH, BpmnRejected, bpmnFileName, bpmnWithDiagram, fileUsesId, processDiagram, readBpmnFile, rekeyProcess,
} from '@yc/engine/bpm';
import type { Api } from '../plugin-types.ts';
import { username } from '../eform/http.ts';
import { hasPermission } from '../auth/access.ts';
import { badRequest, forbidden, ok } from '../wire/envelope.ts';
import { Envelope, Open, replies } from '../wire/responses.ts';
import { BpmTemplateEntity } from '../db/entities/bpm.ts';
import { addTemplate, replaceDesign } from './templates.ts';
import { loadDesign } from './template-diff.ts';

const base = '/api/bpm/template';
const tags = ['bpm'];
const P = PERMISSIONS.bpm.template;
const props = ProcessTemplateSchema.properties;

/** The engine's refusal of a file as the caller's 400 (its catalogue message); anything else as it is. */
async function refusingFile<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof BpmnRejected) throw badRequest(error.catalogued);
    throw error;
  }
}

export async function templateTransferRoutes(app: Api) {
  app.post(`${base}/import`, {
    config: { access: { permission: P.import } },
    // The file's own limit is checked with its message; a body larger than any allowed file is not read at all, and
    // refused with the same message (any other error goes on to the server's handler).
    bodyLimit: 3 * props.bpmnXml.maxLength!,
    errorHandler: (error: Error & { code?: string }) => {
      throw error.code === 'FST_ERR_CTP_BODY_TOO_LARGE' ? badRequest(BPM_MESSAGES.bpmnTooLarge(Math.floor(BPMN_FILE_MAX_LENGTH / 1000))) : error;
    },
    schema: {
      tags,
      summary: 'Import a BPMN 2.0 file as a new template (status design), answered with its diagram: the process `processId` of the file (default: '
        + '`key` when the file has a process of that id, else the first executable one) under the template key `key` (default: its id; another key '
        + 'rewrites the process id and every reference to it). A key that is a template already is refused, unless `asNewVersion` replaces '
        + "that template's design with the file (publish makes it the next version)",
      body: Type.Object({
        bpmnXml: Type.String({ minLength: 1 }),
        key: Type.Optional(props.key), processId: Type.Optional(Type.String({ minLength: 1, maxLength: 200 })),
        asNewVersion: Type.Optional(Type.Boolean()),
        name: Type.Optional(props.name), group: Type.Optional(Type.String({ maxLength: 100 })),
        startPermission: Type.Optional(props.startPermission),
      }),
      response: replies(Open),
    },
  }, async (request) => {
    const { bpmnXml: file, key, processId, asNewVersion = false, name, group, startPermission } = request.body;
    const read = await refusingFile(() => readBpmnFile(file));
    const wanted = processId ?? (read.processes.some((p) => p.id === key) ? key : undefined);
    const process = wanted === undefined ? (read.processes.find((p) => p.executable) ?? read.processes[0]!) : read.processes.find((p) => p.id === wanted);
    if (!process) throw badRequest(BPM_MESSAGES.keyNotInBpmn(wanted!));
    const templateKey = key ?? process.id;
    // Under another key, the key must be no id of the file yet (it would then name two elements).
    if (templateKey !== process.id && fileUsesId(file, templateKey)) throw badRequest(BPM_MESSAGES.importKeyInFile(templateKey));
    const bpmnXml = rekeyProcess(file, process.id, templateKey);
    const template = await request.tx(async (em) => {
      if (asNewVersion) {
        // Replacing a template's design is an edit of that template: importing alone does not allow it.
        if (!(await hasPermission(em, request.caller().userId, P.edit))) throw forbidden();
        return replaceDesign(em, templateKey, bpmnXml, username(request));
      }
      if (await em.count(BpmTemplateEntity, { templateKey })) throw badRequest(BPM_MESSAGES.importKeyTaken(templateKey));
      return addTemplate(em, {
        key: templateKey, name: name ?? process.name ?? templateKey, group: group ?? '', bpmnXml, startPermission: startPermission ?? { type: 'all' },
      }, username(request));
    });
    return ok({ ...template, diagram: await processDiagram(bpmnXml, templateKey), warnings: read.warnings });
  });

  app.get(`${base}/export`, {
    config: { access: { permission: P.export } },
    schema: {
      tags,
      summary: 'The BPMN file of the design (no version) or of a published version, with diagram interchange: a download (application/xml), or, '
        + 'asked for JSON, the envelope with the file and its name',
      querystring: Type.Object({ key: props.key, version: Type.Optional(Type.Integer({ minimum: 1 })) }),
      produces: ['application/xml', 'application/json'],
      response: {
        200: {
          description: 'The file',
          content: {
            'application/json': { schema: Envelope(Type.Object({ fileName: Type.String(), bpmnXml: Type.String() })) },
            'application/xml': { schema: Type.String() },
          },
        },
      },
    },
  }, async (request, reply) => {
    const { key, version } = request.query;
    const design = await request.tx((em) => loadDesign(em, key, version ?? 'design'));
    const bpmnXml = await refusingFile(() => bpmnWithDiagram(design.bpmnXml, key));
    const fileName = bpmnFileName(key, version);
    // The console asks for JSON (its request layer reads envelopes); a browser or a tool gets the file itself.
    if (request.headers.accept?.includes('application/json')) return reply.type('application/json; charset=utf-8').send(ok({ fileName, bpmnXml }));
    return reply
      .type('application/xml; charset=utf-8')
      .header('content-disposition', `attachment; filename="${fileName}"`)
      .send(bpmnXml);
  });
}
