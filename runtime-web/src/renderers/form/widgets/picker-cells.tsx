// List cells of user and dept controls: the stored ids (comma-separated) shown as names. The ids of every cell drawn
// at once are asked in one call per kind through the org name look-ups, and kept for the console's life.
import { useEffect, useState, type ReactNode } from 'react';
import { request } from '../../../request/http.ts';
import { pickedIds } from '../../engine.ts';

type Kind = 'user' | 'dept';

const LOOKUP = {
  user: { url: '/api/org/sysOrg/queryUserNameByUserIds', param: 'userIds', name: (r: NameRow) => r.realname || r.username || r.id },
  dept: { url: '/api/org/sysOrg/queryDeptNameByDeptIds', param: 'deptIds', name: (r: NameRow) => r.orgName || r.id },
} as const;

interface NameRow { id: string; username?: string; realname?: string; orgName?: string }

const names: Record<Kind, Map<string, Promise<string>>> = { user: new Map(), dept: new Map() };
const waiting: Record<Kind, Map<string, (name: string) => void>> = { user: new Map(), dept: new Map() };

function flush(kind: Kind) {
  const batch = new Map(waiting[kind]);
  waiting[kind].clear();
  const { url, param, name } = LOOKUP[kind];
  void request<NameRow[]>(url, { params: { [param]: [...batch.keys()].join(',') }, silent: true })
    .then((rows) => new Map(rows.map((r) => [String(r.id), name(r)])), () => new Map<string, string>())
    .then((found) => batch.forEach((resolve, id) => resolve(found.get(id) ?? id)));
}

/** The name of an id, asked together with the others asked in the same turn. */
function nameOf(kind: Kind, id: string): Promise<string> {
  let known = names[kind].get(id);
  if (!known) {
    known = new Promise<string>((resolve) => {
      if (waiting[kind].size === 0) queueMicrotask(() => flush(kind));
      waiting[kind].set(id, resolve);
    });
    names[kind].set(id, known);
  }
  return known;
}

function PickedNames({ kind, value }: { kind: Kind; value: unknown }) {
  const ids = pickedIds(value);
  const key = ids.join(',');
  const [text, setText] = useState(key);
  useEffect(() => {
    let live = true;
    void Promise.all(ids.map((id) => nameOf(kind, id))).then((list) => live && setText(list.join(', ')));
    return () => { live = false; };
  }, [kind, key]);
  return <span data-picked={kind}>{text}</span>;
}

export const isPickerCell = (type: string | undefined): type is Kind => type === 'user' || type === 'dept';

/** What a list cell of a user or dept control draws. */
export const pickerCell = (kind: Kind) => (value: unknown): ReactNode => <PickedNames kind={kind} value={value} />;
