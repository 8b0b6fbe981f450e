// The BPM store's collections: a user's folders (one root, created on first use) and the processes collected in them.
import { randomUUID } from 'node:crypto';
import type { EntityManager } from '../../db/database.ts';

export interface FolderRow { id: string; parent_id: string | null; name: string; depth: number }

/** The user's root folder, created with `name` on first use (once, however many requests ask at the same moment). */
export async function ensureRootFolder(em: EntityManager, userId: string, name: string): Promise<FolderRow> {
  await em.execute(
    `insert into bpm_collection_folder (id, user_id, parent_id, name, depth) values (?, ?, null, ?, 0)
     on conflict (tenant_id, user_id) where parent_id is null do nothing`,
    [randomUUID(), userId, name],
  );
  const [root] = await em.execute<FolderRow[]>('select id, parent_id, name, depth from bpm_collection_folder where user_id = ? and parent_id is null', [userId]);
  return root!;
}

/** Locks a folder for a change under it. */
export const lockFolder = (em: EntityManager, id: string) => em.execute('select 1 from bpm_collection_folder where id = ? for update', [id]);

/** One of the user's folders, locked (another user's is not found). */
export async function lockOwnFolder(em: EntityManager, userId: string, id: string): Promise<FolderRow | undefined> {
  const [folder] = await em.execute<FolderRow[]>(
    'select id, parent_id, name, depth from bpm_collection_folder where id = ? and user_id = ? for update', [id, userId],
  );
  return folder;
}

/** Whether a folder under `parentId` other than `except` has the name. */
export async function siblingNameTaken(em: EntityManager, parentId: string, name: string, except?: string): Promise<boolean> {
  const [taken] = await em.execute('select 1 from bpm_collection_folder where parent_id = ? and name = ? and id <> ?', [parentId, name, except ?? randomUUID()]);
  return !!taken;
}

/** The user's folders by level and name. */
export const foldersOf = (em: EntityManager, userId: string) => em.execute<FolderRow[]>(
  'select id, parent_id, name, depth from bpm_collection_folder where user_id = ? order by depth, name, id', [userId],
);

/** The user's collected processes in the order collected. */
export const collectedOf = (em: EntityManager, userId: string) => em.execute<{ folder_id: string; template_key: string }[]>(
  'select folder_id, template_key from bpm_collection_item where user_id = ? order by created_at, template_key', [userId],
);

export const insertFolder = (em: EntityManager, userId: string, folder: FolderRow) =>
  em.execute('insert into bpm_collection_folder (id, user_id, parent_id, name, depth) values (?, ?, ?, ?, ?)', [folder.id, userId, folder.parent_id, folder.name, folder.depth]);

export const renameFolder = (em: EntityManager, id: string, name: string) => em.execute('update bpm_collection_folder set name = ? where id = ?', [name, id]);

/** Whether a folder holds a folder or a process. */
export async function folderHoldsAny(em: EntityManager, id: string): Promise<boolean> {
  const [child] = await em.execute(
    `select 1 from bpm_collection_folder where parent_id = ? union all select 1 from bpm_collection_item where folder_id = ? limit 1`,
    [id, id],
  );
  return !!child;
}

export const deleteFolder = (em: EntityManager, id: string) => em.execute('delete from bpm_collection_folder where id = ?', [id]);

/** Collects a process into a folder; false when the user has collected it already. */
export async function insertCollected(em: EntityManager, userId: string, folderId: string, templateKey: string): Promise<boolean> {
  const added = await em.execute(
    `insert into bpm_collection_item (id, user_id, folder_id, template_key) values (?, ?, ?, ?)
     on conflict (tenant_id, user_id, template_key) do nothing returning id`, [randomUUID(), userId, folderId, templateKey],
  );
  return added.length > 0;
}

/** Takes a process out of the user's collection; false when it was not there. */
export async function deleteCollected(em: EntityManager, userId: string, templateKey: string): Promise<boolean> {
  const removed = await em.execute('delete from bpm_collection_item where user_id = ? and template_key = ? returning id', [userId, templateKey]);
  return removed.length > 0;
}
