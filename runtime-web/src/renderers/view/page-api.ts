// Calls of the tree and editable-table page types: a node's children, moving a node, and an editable table's batch save.
import type { BatchSaveBody, BatchSaveResult } from '@yc/engine/page/batch';
import type { RecordRow } from '../../api/eform.ts';
import { http } from '../../request/http.ts';

const engineView = (viewCode: string) => `/api/eform/engine/view/${encodeURIComponent(viewCode)}`;

/** A node of a tree page: its record and whether it has children. */
export type TreeNodeRow = RecordRow & { hasChildren: boolean };

export const pageApi = {
  /** A node's children (the roots for null); `filter` (a layout link's, field → value) makes the roots the topmost records matching it. */
  children: (viewCode: string, parentId: string | null, filter?: Record<string, string>) =>
    http.post<TreeNodeRow[]>(`${engineView(viewCode)}/tree/children`, { parentId, ...(filter && parentId === null ? { filter } : {}) }),
  move: (viewCode: string, id: string, parentId: string | null) => http.put<RecordRow>(`${engineView(viewCode)}/tree/move`, { id, parentId }),
  /** Silent: the table shows the refused rows itself. */
  batchSave: (viewCode: string, body: BatchSaveBody) => http.post<BatchSaveResult>(`${engineView(viewCode)}/batchSave`, body, { silent: true }),
};
