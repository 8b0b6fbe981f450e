// App group: the owner of an app's metadata, shown as a tile in the console.
import { Type, type Static } from '@sinclair/typebox';
import { Code, Name, VERSIONED } from './common.ts';

export const AppGroupSchema = Type.Object(
  {
    ...VERSIONED,
    groupName: Name(),
    groupNameEn: Type.Optional(Type.String({ description: 'Name shown in English' })),
    groupCode: Code(),
    groupDesc: Type.Optional(Type.String()),
    groupDescEn: Type.Optional(Type.String({ description: 'Description shown in English' })),
    orderNum: Type.Optional(Type.Number()),
    parentCode: Type.Optional(Code('Parent app group')),
    icon: Type.Optional(Type.String()),
    backgroundColor: Type.Optional(Type.String()),
    isMobile: Type.Optional(Type.Boolean()),
    isCommon: Type.Optional(Type.Boolean()),
  },
  { title: 'App group' },
);
export type AppGroup = Static<typeof AppGroupSchema>;
