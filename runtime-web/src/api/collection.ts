// Calls of the user's process collection (/api/bpm/collection): folders under the root 'My collection', and the
// processes collected in them.
import { http } from '../request/http.ts';

const base = '/api/bpm/collection';

export interface CollectedProcess {
  key: string;
  name: string;
  group: string | null;
  /** Whether the user may start it now (published, not suspended, a start role of theirs). */
  startable: boolean;
}

/** A folder as the tree lists it: flat, with its parent (none for the root), level and processes. */
export interface CollectionFolder {
  id: string;
  parentId: string | null;
  name: string;
  root: boolean;
  depth: number;
  processes: CollectedProcess[];
}

export const collectionApi = {
  tree: () => http.get<{ folders: CollectionFolder[] }>(`${base}/tree`),
  addFolder: (name: string, parentId?: string) => http.post<CollectionFolder>(`${base}/addFolder`, { name, parentId }),
  editFolder: (id: string, name: string) => http.post<CollectionFolder>(`${base}/editFolder`, { id, name }),
  deleteFolder: (id: string) => http.post<{ id: string }>(`${base}/deleteFolder`, { id }),
  add: (templateKey: string, folderId?: string) => http.post<{ folderId: string; key: string }>(`${base}/add`, { templateKey, folderId }),
  remove: (templateKey: string) => http.post<{ key: string }>(`${base}/remove`, { templateKey }),
};
