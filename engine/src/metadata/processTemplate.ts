// Process template: a BPMN definition with its status and who may start it.
import { Type, type Static } from '@sinclair/typebox';
import { PROCESS_TEMPLATE_STATUSES, START_PERMISSION_TYPES } from '../vocab/index.ts';
import { Code, Name, OneOf } from './common.ts';

export const ProcessTemplateSchema = Type.Object(
  {
    group: Type.String({ description: 'Process category' }),
    groupCode: Type.Optional(Code('Owning app group')),
    name: Name(),
    key: Type.String({ pattern: '^[A-Za-z_][\\w.-]*$', description: 'BPMN process id' }),
    version: Type.Optional(Type.Integer({ minimum: 0, description: 'Definition version; also the optimistic lock' })),
    status: OneOf(PROCESS_TEMPLATE_STATUSES),
    formCode: Type.Optional(Code('Form the process runs on')),
    bpmnXml: Type.String({ minLength: 1 }),
    startPermission: Type.Object({
      type: OneOf(START_PERMISSION_TYPES),
      roleCodes: Type.Optional(Type.Array(Code())),
    }),
  },
  { title: 'Process template' },
);
export type ProcessTemplate = Static<typeof ProcessTemplateSchema>;
