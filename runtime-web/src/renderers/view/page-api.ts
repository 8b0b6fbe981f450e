// Calls of the tree and editable-table page types: a node's children, moving a node, and an editable table's batch save.
import type { BatchSaveBody, BatchSaveResult } from '@yc/engine/page/batch';
import type { RecordRow } from '../../api/eform.ts';
import { api, readAs } from '../../request/api.ts';

/** A node of a tree page: its record and whether it has children. */
export type TreeNodeRow = RecordRow & { hasChildren: boolean };

export const pageApi = {
  /** A node's children (the roots for null); `filter` (a layout link's, field → value) makes the roots the topmost records matching it. */
  children: (viewCode: string, parentId: string | null, filter?: Record<string, string>) =>
    readAs<TreeNodeRow[]>()(api.post('/api/eform/engine/view/{viewCode}/tree/children', {
      params: { path: { viewCode } }, body: { parentId, ...(filter && parentId === null ? { filter } : {}) },
    })),
  move: (viewCode: string, id: string, parentId: string | null) =>
    readAs<RecordRow>()(api.put('/api/eform/engine/view/{viewCode}/tree/move', { params: { path: { viewCode } }, body: { id, parentId } })),
  /** Silent: the table shows the refused rows itself. */
  batchSave: (viewCode: string, body: BatchSaveBody): Promise<BatchSaveResult> =>
    api.post('/api/eform/engine/view/{viewCode}/batchSave', { params: { path: { viewCode } }, body }, { silent: true }),
};
