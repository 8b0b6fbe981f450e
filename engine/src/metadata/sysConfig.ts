// System config entry: a named setting such as project-full-name.
import { Type, type Static } from '@sinclair/typebox';
import { Code, VERSIONED } from './common.ts';

export const SysConfigSchema = Type.Object(
  { ...VERSIONED, configCode: Code(), configValue: Type.String(), description: Type.Optional(Type.String()),
    descriptionEn: Type.Optional(Type.String({ description: 'Description shown in English' })) },
  { title: 'System config entry' },
);
export type SysConfig = Static<typeof SysConfigSchema>;
