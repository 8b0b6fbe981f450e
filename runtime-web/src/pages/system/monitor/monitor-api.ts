// The monitor's one call: every figure at once (GET /api/system/monitor/figures), typed by the API document.
import { api, type ApiResult } from '../../../request/api.ts';

export type Monitor = ApiResult<'get', '/api/system/monitor/figures'>;

/** The figures; `silent`: a failed poll says nothing (the next one tries again), the first load tells its error. */
export const monitorApi = {
  figures: (silent = false) => api.get('/api/system/monitor/figures', {}, { silent }),
};
