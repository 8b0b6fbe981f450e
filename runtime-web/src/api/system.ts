// Permission, configuration, locale and custom-setting calls (spec §7).
import { SYS_CONFIG_CODES } from '../config.ts';
import type { UserPermissions } from '../engine.ts';
import { http } from '../request/http.ts';
import type { LocaleMaps, SysConfigEntry } from './types.ts';

export const systemApi = {
  permissions: () =>
    http.get<UserPermissions>('/api/system/permission/getUserPermissionByToken'),
  allowEditScript: () => http.get<boolean>('/api/system/permission/allowEditScript'),
  sysConfig: (codes: readonly string[] = SYS_CONFIG_CODES) =>
    http.get<SysConfigEntry[]>('/api/system/sysconfig/querySysConfigByCodeList', { codes: codes.join(',') }, { silent: true }),
  locales: () => http.get<LocaleMaps>('/api/eform/manage/localeProvider/getLocales', undefined, { silent: true }),
  customValue: (type: string, dataId: string) =>
    http.get<unknown>('/api/system/sysCustom/getCustomVaueByTypeAndDataId', { type, dataId }),
  saveCustomValue: (type: string, dataId: string, content: string) =>
    http.post<unknown>('/api/system/sysCustom/saveCustomWithDataId', { type, dataId, content }),
};
