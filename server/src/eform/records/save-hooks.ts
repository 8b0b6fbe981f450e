// A page's before- and after-save hooks as the record writes see them: run inside the save's transaction by the page
// hooks of the server instance whose database the transaction belongs to (found from its entity manager, like the
// form options of a save), so every write path — a form's add and edit, a tree move, an editable table's batch —
// runs them without being handed them.
import type { AfterSaveInput, BeforeSaveInput } from '@yc/engine';
import type { EntityManager } from '../../db/database.ts';
import type { Actor } from '../store/records/data-log.ts';
import type { RecordContext } from './records-context.ts';

/** What a save hook is given besides the page and the user (the runner adds those). */
export type BeforeSave = Omit<BeforeSaveInput, 'viewCode' | 'user'>;
export type AfterSave = Omit<AfterSaveInput, 'viewCode' | 'user'>;

export interface SaveHookRunner {
  /** The values the page's before-save hook changed ({} when it has none), or its refusal thrown. */
  beforeSave(em: EntityManager, actor: Actor, ctx: RecordContext, input: BeforeSave): Promise<Record<string, unknown>>;
  /** Runs the page's after-save hook, if any; its refusal is thrown (the caller's transaction then rolls back). */
  afterSave(em: EntityManager, actor: Actor, ctx: RecordContext, input: AfterSave): Promise<void>;
}

/** The runner of each database (server instance), by the ORM configuration its entity managers share. */
const runners = new WeakMap<object, SaveHookRunner>();

export function registerSaveHooks(ormConfig: object, runner: SaveHookRunner): void {
  runners.set(ormConfig, runner);
}

/** The save hooks of the transaction's server, or none (a server without the script sandbox runs no hooks). */
export const saveHooksOf = (em: EntityManager): SaveHookRunner | undefined => runners.get(em.config);
