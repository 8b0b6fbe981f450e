// BPMN files in and out of process templates. `POST /api/bpm/template/import` makes a template (status design) of a file
// as a modeler wrote it — its key the first executable process unless named, its node settings from the file's engine
// attributes — and answers it with its diagram; `GET /api/bpm/template/export` hands out the design's file, or a
// published version's, with diagram interchange (generated for a file drawn by no tool) as a download.
import { Type } from '@sinclair/typebox';
import { PERMISSIONS, ProcessTemplateSchema } from '@yc/engine';
import { BPM_MESSAGES, BPMN_FILE_MAX_LENGTH, BpmnRejected, bpmnFileName, bpmnWithDiagram, processDiagram, readBpmnFile } from '@yc/engine/bpm';
import type { Api } from '../plugin-types.ts';
import { username } from '../eform/http.ts';
import { badRequest, ok } from '../wire/envelope.ts';
import { Envelope, Open, replies } from '../wire/responses.ts';
import { addTemplate } from './templates.ts';
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
      tags, summary: 'Import a BPMN 2.0 file as a new template (status design), answered with its diagram; the key defaults to the first executable process',
      body: Type.Object({
        bpmnXml: Type.String({ minLength: 1 }),
        key: Type.Optional(props.key), name: Type.Optional(props.name), group: Type.Optional(Type.String({ maxLength: 100 })),
        startPermission: Type.Optional(props.startPermission),
      }),
      response: replies(Open),
    },
  }, async (request) => {
    const { bpmnXml, key, name, group, startPermission } = request.body;
    const read = await refusingFile(() => readBpmnFile(bpmnXml));
    const process = key === undefined ? (read.processes.find((p) => p.executable) ?? read.processes[0]!) : read.processes.find((p) => p.id === key);
    // A key that is not a process of the file is refused by the design's own check, with its message.
    const templateKey = process?.id ?? key!;
    const template = await request.tx((em) => addTemplate(em, {
      key: templateKey, name: name ?? process?.name ?? templateKey, group: group ?? '', bpmnXml, startPermission: startPermission ?? { type: 'all' },
    }, username(request)));
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
