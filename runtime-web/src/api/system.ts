// Permission, configuration, locale and custom-setting calls (spec §7).
import { SYS_CONFIG_CODES } from '../config.ts';
import type { UserPermissions } from '../engine.ts';
import { http } from '../request/http.ts';
import { api } from '../request/api.ts';
import type { LocaleMaps, SysConfigEntry } from './types.ts';

export const systemApi = {
  // The document types a menu's `back` as text and a setting's value as nullable: these two stay on the untyped layer
  // until the server's results say what the console reads (a BackFlag; a value that is always text).
  permissions: () => http.get<UserPermissions>('/api/system/permission/getUserPermissionByToken'),
  allowEditScript: () => api.get('/api/system/permission/allowEditScript'),
  sysConfig: (codes: readonly string[] = SYS_CONFIG_CODES) =>
    http.get<SysConfigEntry[]>('/api/system/sysconfig/querySysConfigByCodeList', { codes: codes.join(',') }, { silent: true }),
  locales: (): Promise<LocaleMaps> => api.get('/api/eform/manage/localeProvider/getLocales', {}, { silent: true }),
  customValue: (type: string, dataId: string) =>
    api.get('/api/system/sysCustom/getCustomVaueByTypeAndDataId', { params: { query: { type, dataId } } }),
  saveCustomValue: (type: string, dataId: string, content: string) =>
    api.post('/api/system/sysCustom/saveCustomWithDataId', { body: { type, dataId, content } }),
};
