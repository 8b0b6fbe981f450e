// Permission, configuration, locale and custom-setting calls (spec §7).
import { SYS_CONFIG_CODES } from '../config.ts';
import type { UserPermissions } from '../engine.ts';
import { api, narrowed, readAs } from '../request/api.ts';
import type { LocaleMaps, SysConfigEntry } from './types.ts';

export const systemApi = {
  // The document types a menu's `back` and the portal type as plain text and number (read as the console's unions:
  // narrowed), and a setting's value as nullable (read as text: readAs, only where the document admits it).
  permissions: () => narrowed<UserPermissions>(api.get('/api/system/permission/getUserPermissionByToken')),
  allowEditScript: () => api.get('/api/system/permission/allowEditScript'),
  sysConfig: (codes: readonly string[] = SYS_CONFIG_CODES) =>
    readAs<SysConfigEntry[]>()(api.get('/api/system/sysconfig/querySysConfigByCodeList', { params: { query: { codes: codes.join(',') } } }, { silent: true })),
  locales: (): Promise<LocaleMaps> => api.get('/api/eform/manage/localeProvider/getLocales', {}, { silent: true }),
  customValue: (type: string, dataId: string) =>
    api.get('/api/system/sysCustom/getCustomVaueByTypeAndDataId', { params: { query: { type, dataId } } }),
  saveCustomValue: (type: string, dataId: string, content: string) =>
    api.post('/api/system/sysCustom/saveCustomWithDataId', { body: { type, dataId, content } }),
};
