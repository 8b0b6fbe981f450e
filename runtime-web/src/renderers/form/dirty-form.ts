// Unsaved input is never lost without a question (#42 item 3). Every editable form registers here (FormRenderer does it
// for all of them); one registry answers the leave questions — browser Back with a form dialog open (a history entry
// pushed when the dialog opens, popstate intercepted), menu navigation (the router guard asks), closing the tab
// (beforeunload) — and keeps a dirty form's values across a re-login: the request layer stashes them in
// sessionStorage when the session turns out expired, and the form with the same identity takes them back after sign-in.
import { useEffect, useRef } from 'react';
import { getItem, STORAGE_KEYS } from '../../store/storage.ts';

export type Values = Record<string, unknown>;

/** Which form a draft belongs to: the address it was open at, its form, the page it saves through and its record. */
export interface FormIdentity {
  route: string;
  formCode: string;
  viewCode?: string;
  /** The record edited, or 'new'. */
  recordId: string;
}

export interface Draft extends FormIdentity {
  values: Values;
  /** Whose input it is: another user signing in does not get it. */
  username?: string;
}

interface Entry {
  id: number;
  identity: FormIdentity;
  dirty: boolean;
  values(): Values;
  /** A dialog: browser Back closes it (after asking when dirty) instead of leaving the page. */
  onBack?: () => void;
  /** The history entry pushed for the dialog is still there. */
  pushed: boolean;
  /** Saving: the save's own navigation (to the new process, back to the list) asks nothing. */
  busy: boolean;
}

const DRAFT_KEY = 'yc-form-drafts';
const HISTORY_MARK = 'ycFormDialog';
const forms: Entry[] = [];
let nextId = 1;
/** popstate events our own history.back() causes (a dialog closed by its buttons). */
let ownBacks = 0;

/** Asks whether to leave unsaved input; the console installs its dialog (window.confirm until then). */
let askToLeave: () => Promise<boolean> = () => Promise.resolve(window.confirm('Leave without saving?'));

export function setLeaveQuestion(ask: () => Promise<boolean>): void {
  askToLeave = ask;
}

/** Whether a form with unsaved input is open (at that route, when given). */
export function hasDirtyForm(route?: string): boolean {
  return forms.some((f) => f.dirty && !f.busy && (route === undefined || f.identity.route === route));
}

/** Resolves true when nothing unsaved is open or the user chose to leave it (the forms then count as clean). */
export async function confirmLeave(route?: string): Promise<boolean> {
  return route === undefined ? confirmLeaveRoutes(undefined) : confirmLeaveRoutes([route]);
}

/**
 * The routes of `routes` (all when undefined) that may be left: all of them when none has unsaved input or the user,
 * asked once, chose to leave (their forms then count as clean); otherwise the ones without unsaved input.
 */
export async function leavableRoutes(routes: readonly string[]): Promise<string[]> {
  if (await confirmLeaveRoutes(routes)) return [...routes];
  return routes.filter((route) => !hasDirtyForm(route));
}

async function confirmLeaveRoutes(routes: readonly string[] | undefined): Promise<boolean> {
  const within = (f: Entry) => routes === undefined || routes.includes(f.identity.route);
  if (!forms.some((f) => f.dirty && !f.busy && within(f))) return true;
  const leave = await askToLeave();
  if (leave) for (const f of forms) if (within(f)) f.dirty = false;
  return leave;
}

function pushMark(entry: Entry): void {
  window.history.pushState({ ...(window.history.state as object | null), [HISTORY_MARK]: entry.id }, '');
  entry.pushed = true;
}

function onPopState(): void {
  if (ownBacks > 0) {
    ownBacks -= 1;
    return;
  }
  const top = [...forms].reverse().find((f) => f.pushed);
  if (!top || (window.history.state as Record<string, unknown> | null)?.[HISTORY_MARK] === top.id) return;
  top.pushed = false;
  if (!top.dirty) return top.onBack?.();
  void askToLeave().then((leave) => {
    if (leave) {
      top.dirty = false;
      top.onBack?.();
    } else if (forms.includes(top)) {
      pushMark(top);
    }
  });
}

function onBeforeUnload(event: BeforeUnloadEvent): void {
  if (!hasDirtyForm()) return;
  event.preventDefault();
  // Older browsers show the question only when returnValue is set.
  event.returnValue = '';
}

if (typeof window !== 'undefined') {
  window.addEventListener('popstate', onPopState);
  window.addEventListener('beforeunload', onBeforeUnload);
}

export interface FormRegistration {
  /** The user changed a value. */
  touch(): void;
  /** A save started; the function returned ends it (the input counts as unsaved until the form is gone). */
  busy(): () => void;
  /** The form is gone (saved, cancelled, unmounted): forgotten, and a dialog's history entry is taken back. */
  close(): void;
}

export function registerForm(options: { identity: FormIdentity; values(): Values; onBack?: () => void }): FormRegistration {
  const entry: Entry = { id: nextId++, identity: options.identity, dirty: false, values: options.values, onBack: options.onBack, pushed: false, busy: false };
  forms.push(entry);
  if (entry.onBack) pushMark(entry);
  return {
    touch: () => {
      entry.dirty = true;
    },
    busy: () => {
      entry.busy = true;
      return () => {
        entry.busy = false;
      };
    },
    close: () => {
      const at = forms.indexOf(entry);
      if (at < 0) return;
      forms.splice(at, 1);
      if (entry.pushed && (window.history.state as Record<string, unknown> | null)?.[HISTORY_MARK] === entry.id) {
        entry.pushed = false;
        ownBacks += 1;
        window.history.back();
      }
    },
  };
}

const readDrafts = (): Draft[] => {
  try {
    const stored = JSON.parse(window.sessionStorage.getItem(DRAFT_KEY) ?? '[]') as unknown;
    return Array.isArray(stored) ? (stored as Draft[]) : [];
  } catch {
    return [];
  }
};

const writeDrafts = (drafts: Draft[]) =>
  drafts.length ? window.sessionStorage.setItem(DRAFT_KEY, JSON.stringify(drafts)) : window.sessionStorage.removeItem(DRAFT_KEY);

const sameForm = (a: FormIdentity, b: FormIdentity) =>
  a.route === b.route && a.formCode === b.formCode && a.recordId === b.recordId && (a.viewCode ?? '') === (b.viewCode ?? '');

/**
 * The session expired: every dirty form's values go to sessionStorage (this tab only), for the same form after the
 * user signs in again; the forms then count as clean, so the reload to the login page asks nothing.
 */
export function stashDirtyForms(): void {
  const dirty = forms.filter((f) => f.dirty);
  if (dirty.length === 0) return;
  const username = getItem<string>(STORAGE_KEYS.lastUser);
  const kept = readDrafts().filter((d) => !dirty.some((f) => sameForm(d, f.identity)));
  writeDrafts([...kept, ...dirty.map((f) => ({ ...f.identity, values: f.values(), ...(username ? { username } : {}) }))]);
  for (const f of dirty) f.dirty = false;
}

const mine = (draft: Draft) => {
  const username = getItem<string>(STORAGE_KEYS.lastUser);
  return !draft.username || !username || draft.username === username;
};

/** A draft waiting at this route (for this page), which its page reopens: a dialog's form is not open by itself. */
export function pendingDraft(route: string, viewCode?: string): Draft | undefined {
  return readDrafts().find((d) => d.route === route && (viewCode === undefined || d.viewCode === viewCode) && mine(d));
}

/** The stashed values of this form, taken (a draft is restored once); another user's drafts are dropped. */
export function takeDraft(identity: FormIdentity): Values | undefined {
  const drafts = readDrafts();
  const found = drafts.find((d) => sameForm(d, identity));
  if (!found) return undefined;
  writeDrafts(drafts.filter((d) => d !== found));
  return mine(found) ? found.values : undefined;
}

/**
 * Registers an editable form for its lifetime (none for a read-only one). `values` is read when the session expires;
 * `onBack` makes it a dialog that browser Back closes.
 */
export function useDirtyForm(identity: FormIdentity | undefined, values: Values, onBack?: () => void): FormRegistration {
  const latest = useRef(values);
  latest.current = values;
  const back = useRef(onBack);
  back.current = onBack;
  const registration = useRef<FormRegistration>(undefined);
  const key = identity ? JSON.stringify(identity) : '';
  const dialog = Boolean(onBack);
  useEffect(() => {
    if (!identity) return;
    const reg = registerForm({ identity, values: () => latest.current, ...(dialog ? { onBack: () => back.current?.() } : {}) });
    registration.current = reg;
    return () => {
      reg.close();
      registration.current = undefined;
    };
    // The identity's JSON stands for it: a new object of the same form is the same registration.
  }, [key, dialog]);
  return {
    touch: () => registration.current?.touch(),
    busy: () => registration.current?.busy() ?? (() => undefined),
    close: () => registration.current?.close(),
  };
}
