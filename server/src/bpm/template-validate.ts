// The design rules on the server: `POST /api/bpm/template/validate` answers a design's issues for the designer and the
// console as they edit; publishing refuses a design with an error (the first one's message, nothing written). Warnings
// never block. The rules themselves are the engine's (validateProcessDesign), run the same in the browser.
import { Type } from '@sinclair/typebox';
import { NodeSettingsSchema, PERMISSIONS, ProcessTemplateSchema, renderMessage, type NodeSettings } from '@yc/engine';
import { validateProcessDesign } from '@yc/engine/bpm';
import type { Api } from '../plugin-types.ts';
import { readsFeel } from './run-scripts.ts';
import type { BpmTemplate } from '../db/entities/bpm.ts';
import { badRequest, ok, requestLanguage } from '../wire/envelope.ts';
import { replies } from '../wire/responses.ts';

const P = PERMISSIONS.bpm.template;

/** Refuses to publish a design with an error, with the first error's message. */
export async function assertPublishable(row: Pick<BpmTemplate, 'bpmnXml' | 'templateKey' | 'nodes'>) {
  const first = (await validateProcessDesign(row.bpmnXml, row.templateKey, row.nodes, readsFeel)).find((issue) => issue.severity === 'error');
  if (first) throw badRequest(first.message);
}

const Issue = Type.Object({
  severity: Type.Union([Type.Literal('error'), Type.Literal('warning')]),
  elementId: Type.Optional(Type.String()),
  code: Type.String(),
  params: Type.Optional(Type.Record(Type.String(), Type.Union([Type.String(), Type.Number()]))),
  /** The message in the caller's language. */
  message: Type.String(),
});

export async function templateValidateRoutes(app: Api) {
  app.post('/api/bpm/template/validate', {
    // Whoever may shape a design may check it: adding, editing or publishing templates.
    config: { access: { permission: [P.add, P.edit, P.publish] }, readOnly: true },
    schema: {
      tags: ['bpm'], summary: 'The design rules\' issues of a BPMN file\'s process with node settings (errors block a publish, warnings do not)',
      body: Type.Object({
        bpmnXml: ProcessTemplateSchema.properties.bpmnXml, key: ProcessTemplateSchema.properties.key,
        nodes: Type.Optional(Type.Record(Type.String(), NodeSettingsSchema)),
      }),
      querystring: Type.Object({ lang: Type.Optional(Type.String({ maxLength: 10 })) }),
      response: replies(Type.Array(Issue)),
    },
  }, async (request) => {
    const { bpmnXml, key, nodes } = request.body;
    const issues = await validateProcessDesign(bpmnXml, key, (nodes ?? {}) as Record<string, NodeSettings>, readsFeel);
    const language = requestLanguage(request);
    return ok(issues.map(({ message, ...issue }) => ({ ...issue, ...message, message: renderMessage(message, language) })));
  });
}
