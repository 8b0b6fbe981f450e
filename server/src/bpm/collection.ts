// A user's collection (/api/bpm/collection/…): their favourite processes — templates they may start — in folders under
// one root, 'My collection', created on first use and never renamed or deleted. Folders nest a few levels, names are
// unique among siblings, a folder is deleted only when empty, a process is collected once. Everything is the caller's
// own: another user's folder is not found. Changes under one parent folder lock it first, so that two at a time cannot
// both pass the sibling-name check.
import { randomUUID } from 'node:crypto';
import { Type } from '@sinclair/typebox';
import { BPM_MESSAGES } from '@yc/engine/bpm';
import { renderMessage } from '@yc/engine';
import type { Api } from '../plugin-types.ts';
import type { EntityManager } from '../db/database.ts';
import { BpmTemplateEntity, type BpmTemplate } from '../db/entities/bpm.ts';
import { ApiError, badRequest, notFound, ok } from '../wire/envelope.ts';
import { str, uuid } from '../wire/requests.ts';
import { Nullable, replies } from '../wire/responses.ts';
import { assertMayStart } from './flow.ts';
import {
  collectedOf, deleteCollected, deleteFolder, ensureRootFolder, folderHoldsAny, foldersOf, insertCollected, insertFolder, lockFolder,
  lockOwnFolder, renameFolder, siblingNameTaken, type FolderRow,
} from './store/collection.ts';

const base = '/api/bpm/collection';
const tags = ['bpm'];

/** How deep folders nest below the root (the root is level 0). */
export const COLLECTION_DEPTH_LIMIT = 5;

const Folder = Type.Object({ id: Type.String(), parentId: Nullable(Type.String()), name: Type.String(), root: Type.Boolean(), depth: Type.Integer() });
const CollectedProcess = Type.Object({ key: Type.String(), name: Type.String(), group: Nullable(Type.String()), startable: Type.Boolean() });
const folderName = Type.String({ maxLength: 100 });

const present = (row: FolderRow) => ({ id: row.id, parentId: row.parent_id, name: row.name, root: row.parent_id === null, depth: row.depth });

/** The caller's root folder, created on first use (once, however many requests ask at the same moment). */
async function rootOf(em: EntityManager, userId: string): Promise<FolderRow> {
  return ensureRootFolder(em, userId, renderMessage(BPM_MESSAGES.collectionRoot, 'en_US'));
}

/** One of the caller's folders, locked for the change (another user's is not found); without an id, the root. */
async function ownFolder(em: EntityManager, userId: string, id: string | undefined): Promise<FolderRow> {
  if (!id) {
    const root = await rootOf(em, userId);
    await lockFolder(em, root.id);
    return root;
  }
  const folder = await lockOwnFolder(em, userId, id);
  if (!folder) throw notFound();
  return folder;
}

/** The name as kept (trimmed); a blank one is refused. */
function checkedName(name: string): string {
  const trimmed = name.trim();
  if (!trimmed) throw badRequest(BPM_MESSAGES.collectionNameRequired);
  return trimmed;
}

/** Refuses a name a sibling under `parentId` (other than `except`) has. The parent is locked by the caller. */
async function assertNameFree(em: EntityManager, parentId: string, name: string, except?: string) {
  if (await siblingNameTaken(em, parentId, name, except)) throw badRequest(BPM_MESSAGES.collectionNameTaken(name));
}

/** Whether the user may start a process of the template now: the start's own check (published, not suspended, a start role). */
async function mayStart(em: EntityManager, template: Pick<BpmTemplate, 'status' | 'publishedVersion' | 'startPermission'> | null, userId: string) {
  if (!template) return false;
  try {
    await assertMayStart(em, template, userId);
    return true;
  } catch (error) {
    if (error instanceof ApiError) return false;
    throw error;
  }
}

export async function collectionRoutes(app: Api) {
  app.get(`${base}/tree`, {
    config: { access: 'authenticated' },
    schema: {
      tags, summary: "The caller's collection: their folders (the root first, then by level and name) with the processes in each and whether each can be started now",
      response: replies(Type.Object({ folders: Type.Array(Type.Object({ ...Folder.properties, processes: Type.Array(CollectedProcess) })) })),
    },
  }, async (request) => {
    const { userId } = request.caller();
    const result = await request.tx(async (em) => {
      await rootOf(em, userId);
      const folders = await foldersOf(em, userId);
      const items = await collectedOf(em, userId);
      const templates = items.length
        ? await em.find(BpmTemplateEntity, { templateKey: { $in: items.map((item) => item.template_key) } })
        : [];
      const processes = await Promise.all(items.map(async (item) => {
        const template = templates.find((t) => t.templateKey === item.template_key) ?? null;
        // A template deleted since it was collected stays listed by its key, not startable, until removed.
        return {
          folderId: item.folder_id, key: item.template_key, name: template?.name ?? item.template_key, group: template?.groupName ?? null,
          startable: await mayStart(em, template, userId),
        };
      }));
      return {
        folders: folders.map((folder) => ({
          ...present(folder),
          processes: processes.filter((p) => p.folderId === folder.id).map(({ folderId: _folder, ...p }) => p),
        })),
      };
    });
    return ok(result);
  });

  app.post(`${base}/addFolder`, {
    config: { access: 'authenticated', cachesUntouched: true },
    schema: {
      tags, summary: `Add a folder under one of the caller's folders (the root when no parentId); names unique among siblings, at most ${COLLECTION_DEPTH_LIMIT} levels`,
      body: Type.Object({ parentId: Type.Optional(uuid), name: folderName }), response: replies(Folder),
    },
  }, async (request) => {
    const { userId } = request.caller();
    const result = await request.tx(async (em) => {
      const name = checkedName(request.body.name);
      const parent = await ownFolder(em, userId, request.body.parentId);
      if (parent.depth + 1 > COLLECTION_DEPTH_LIMIT) throw badRequest(BPM_MESSAGES.collectionTooDeep(COLLECTION_DEPTH_LIMIT));
      await assertNameFree(em, parent.id, name);
      const folder: FolderRow = { id: randomUUID(), parent_id: parent.id, name, depth: parent.depth + 1 };
      await insertFolder(em, userId, folder);
      return present(folder);
    });
    return ok(result);
  });

  app.post(`${base}/editFolder`, {
    config: { access: 'authenticated', cachesUntouched: true },
    schema: {
      tags, summary: `Rename one of the caller's folders ("${renderMessage(BPM_MESSAGES.collectionRootLocked, 'en_US')}")`,
      body: Type.Object({ id: uuid, name: folderName }), response: replies(Folder),
    },
  }, async (request) => {
    const { userId } = request.caller();
    const result = await request.tx(async (em) => {
      const folder = await ownFolder(em, userId, request.body.id);
      if (folder.parent_id === null) throw badRequest(BPM_MESSAGES.collectionRootLocked);
      const name = checkedName(request.body.name);
      await ownFolder(em, userId, folder.parent_id);
      await assertNameFree(em, folder.parent_id, name, folder.id);
      await renameFolder(em, folder.id, name);
      return present({ ...folder, name });
    });
    return ok(result);
  });

  app.post(`${base}/deleteFolder`, {
    config: { access: 'authenticated', cachesUntouched: true },
    schema: {
      tags, summary: "Delete one of the caller's folders: not the root, and only when it holds no folder and no process",
      body: Type.Object({ id: uuid }), response: replies(Type.Object({ id: Type.String() })),
    },
  }, async (request) => {
    const { userId } = request.caller();
    await request.tx(async (em) => {
      const folder = await ownFolder(em, userId, request.body.id);
      if (folder.parent_id === null) throw badRequest(BPM_MESSAGES.collectionRootLocked);
      if (await folderHoldsAny(em, folder.id)) throw badRequest(BPM_MESSAGES.collectionFolderNotEmpty);
      await deleteFolder(em, folder.id);
    });
    return ok({ id: request.body.id });
  });

  app.post(`${base}/add`, {
    config: { access: 'authenticated', cachesUntouched: true },
    schema: {
      tags,
      summary: 'Collect a process the caller may start (published, not suspended, a start role of theirs) into one of their folders (the root when no folderId); once per process',
      body: Type.Object({ templateKey: str(100), folderId: Type.Optional(uuid) }),
      response: replies(Type.Object({ folderId: Type.String(), key: Type.String() })),
    },
  }, async (request) => {
    const { userId } = request.caller();
    const { templateKey, folderId } = request.body;
    const result = await request.tx(async (em) => {
      const folder = await ownFolder(em, userId, folderId);
      const template = await em.findOne(BpmTemplateEntity, { templateKey });
      if (!(await mayStart(em, template, userId))) throw badRequest(BPM_MESSAGES.collectionUnstarted);
      if (!(await insertCollected(em, userId, folder.id, templateKey))) throw badRequest(BPM_MESSAGES.collectionAlready);
      return { folderId: folder.id, key: templateKey };
    });
    return ok(result);
  });

  app.post(`${base}/remove`, {
    config: { access: 'authenticated', cachesUntouched: true },
    schema: {
      tags, summary: "Take a process out of the caller's collection", body: Type.Object({ templateKey: str(100) }),
      response: replies(Type.Object({ key: Type.String() })),
    },
  }, async (request) => {
    const { userId } = request.caller();
    await request.tx(async (em) => {
      if (!(await deleteCollected(em, userId, request.body.templateKey))) throw notFound();
    });
    return ok({ key: request.body.templateKey });
  });
}
