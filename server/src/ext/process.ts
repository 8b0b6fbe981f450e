// `sdk.process(req, viewCode, processKey)`: the approval of a page's records through the platform's own BPM routes,
// called in-process as the caller (like `sdk.records`): starting checks the template's start permission, the page's
// rules and whether the record may be submitted, exactly as the console's start does; the status of a record the caller
// can read through the page is its latest instance's.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { approvalStatusOf } from '@yc/engine/bpm/approval';
import { callerAs, pagePath } from './records.ts';
import type { ExtProcess, ExtProcessStarted, ExtRecord } from './sdk.ts';
import { latestApprovalStatus } from './store.ts';

export function pageProcess(app: FastifyInstance, request: FastifyRequest, viewCode: string, processKey: string): ExtProcess {
  const call = callerAs(app, request);
  return {
    start: (recordId, options = {}) => call<ExtProcessStarted>('POST', '/api/bpm/process/start', {
      templateKey: processKey, viewCode, dataId: recordId, businessTitle: options.businessTitle ?? recordId,
      ...(options.variables ? { variables: options.variables } : {}),
    }),
    async state(recordId) {
      // The record read through the page first: the caller must be able to see it (404 or 403 otherwise). Its status is
      // then its latest instance's of this process, read in the caller's enterprise (bpm_instance belongs to bpm).
      await call<ExtRecord>('GET', `${pagePath(viewCode)}/data/${encodeURIComponent(recordId)}`);
      return approvalStatusOf(await request.tx((em) => latestApprovalStatus(em, recordId, processKey)));
    },
  };
}
