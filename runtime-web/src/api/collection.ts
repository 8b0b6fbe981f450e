// Calls of the user's process collection (/api/bpm/collection): folders under the root 'My collection', and the
// processes collected in them.
import { api } from '../request/api.ts';

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

/** A folder as an add or a rename answers it (without its processes). */
export type SavedFolder = Omit<CollectionFolder, 'processes'>;

export const collectionApi = {
  tree: (): Promise<{ folders: CollectionFolder[] }> => api.get('/api/bpm/collection/tree'),
  addFolder: (name: string, parentId?: string): Promise<SavedFolder> => api.post('/api/bpm/collection/addFolder', { body: { name, parentId } }),
  editFolder: (id: string, name: string): Promise<SavedFolder> => api.post('/api/bpm/collection/editFolder', { body: { id, name } }),
  deleteFolder: (id: string): Promise<{ id: string }> => api.post('/api/bpm/collection/deleteFolder', { body: { id } }),
  add: (templateKey: string, folderId?: string): Promise<{ folderId: string; key: string }> =>
    api.post('/api/bpm/collection/add', { body: { templateKey, folderId } }),
  remove: (templateKey: string): Promise<{ key: string }> => api.post('/api/bpm/collection/remove', { body: { templateKey } }),
};
