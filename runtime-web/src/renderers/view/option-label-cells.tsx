// List cells of controls fed by a SQL or HTTP config: the stored values shown as their labels. The values of every cell
// drawn in the same turn are asked in one call per page (the server runs one query per control: by value where the
// control's config has a valueKey), and the answers kept until the list is refreshed (forgetOptionLabels: its query
// run, a record saved, a pull to refresh), so that a label renamed in its source shows then. The list table draws them
// with optionLabelCell; the mobile cards (one call per page of cards) and any other view read them with useOptionLabels.
import { useCallback, useEffect, useState, useSyncExternalStore, type ReactNode } from 'react';
import { api, readAs } from '../../request/api.ts';
import { optionLabelText, storedOptionValues, type Option } from '../engine.ts';

interface Waiting { key: string; value: string; resolve(label: string): void; asked?: Promise<string> }

const labels = new Map<string, Promise<string>>();
const waiting = new Map<string, Waiting[]>();
/** How often each view's labels were forgotten: the labels drawn ask again when it changes. */
const generations = new Map<string, number>();
const listeners = new Set<() => void>();
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};

/**
 * Forgets the labels known for a view's controls: the list was refreshed (its query run, a record saved), so that a
 * label renamed in its source shows. The labels on screen are asked again, together, and kept until then.
 */
export function forgetOptionLabels(viewCode: string): void {
  for (const id of labels.keys()) if (id.startsWith(`${viewCode}\u0000`)) labels.delete(id);
  generations.set(viewCode, (generations.get(viewCode) ?? 0) + 1);
  listeners.forEach((listener) => listener());
}

function flush(viewCode: string) {
  const batch = waiting.get(viewCode) ?? [];
  waiting.delete(viewCode);
  const values: Record<string, string[]> = {};
  for (const w of batch) {
    const list = (values[w.key] ??= []);
    if (!list.includes(w.value)) list.push(w.value);
  }
  void readAs<{ key: string; options: Option[] }[]>()(api.post('/api/eform/engine/view/{viewCode}/optionLabels', { params: { path: { viewCode } }, body: { values } }, { silent: true }))
    .then((answers) => new Map(answers.flatMap((a) => a.options.map((o) => [`${a.key}\u0000${String(o.value)}`, o.label] as const))), () => undefined)
    .then((found) => batch.forEach((w) => {
      const label = found?.get(`${w.key}\u0000${w.value}`);
      // A value the config does not know (or a failed call) shows as stored, and is asked again next time.
      const id = `${viewCode}\u0000${w.key}\u0000${w.value}`;
      if (label === undefined && labels.get(id) === w.asked) labels.delete(id);
      w.resolve(label ?? w.value);
    }));
}

/** The label of a stored value, asked together with the others asked in the same turn. */
function labelOf(viewCode: string, key: string, value: string): Promise<string> {
  const id = `${viewCode}\u0000${key}\u0000${value}`;
  let known = labels.get(id);
  if (!known) {
    let entry!: Waiting;
    known = new Promise<string>((resolve) => {
      if (!waiting.has(viewCode)) {
        waiting.set(viewCode, []);
        queueMicrotask(() => flush(viewCode));
      }
      entry = { key, value, resolve };
      waiting.get(viewCode)!.push(entry);
    });
    entry.asked = known;
    labels.set(id, known);
  }
  return known;
}

const idOf = (key: string, value: string) => `${key}\u0000${value}`;

/**
 * The labels of the stored values of these controls (`keys`) in these rows, asked together (one call for the values not
 * known yet). The answer: a control's value as its label text (optionLabelText), undefined until its labels are known.
 */
export function useOptionLabels(
  viewCode: string | undefined, keys: readonly string[], rows: readonly Readonly<Record<string, unknown>>[],
): (key: string, value: unknown) => string | undefined {
  const wanted = [...new Set(keys.flatMap((key) => rows.flatMap((row) => storedOptionValues(row[key]).map((v) => idOf(key, v)))))];
  const signature = wanted.join('\u0001');
  const [known, setKnown] = useState<ReadonlyMap<string, string>>(() => new Map());
  const generation = useSyncExternalStore(subscribe, () => (viewCode ? (generations.get(viewCode) ?? 0) : 0));
  useEffect(() => {
    if (!viewCode || signature === '') return;
    let live = true;
    const pairs = signature.split('\u0001').map((id) => {
      const [key, value] = id.split('\u0000') as [string, string];
      return labelOf(viewCode, key, value).then((label) => [id, label] as const);
    });
    void Promise.all(pairs).then((found) => {
      if (live) setKnown((current) => (found.every(([id, label]) => current.get(id) === label) ? current : new Map([...current, ...found])));
    });
    return () => {
      live = false;
    };
  }, [viewCode, signature, generation]);
  return useCallback((key: string, value: unknown) => {
    const values = storedOptionValues(value);
    return values.every((v) => known.has(idOf(key, v))) ? optionLabelText(value, (v) => known.get(idOf(key, v))) : undefined;
  }, [known]);
}

/** How a cell shows its value: `labels` the label text once known (formatExpr applied to it, or the text itself). */
export type LabelledText = (value: unknown, labels?: string) => string;

function OptionLabels({ viewCode, fieldKey, value, text }: { viewCode: string; fieldKey: string; value: unknown; text: LabelledText }) {
  const labels = useOptionLabels(viewCode, [fieldKey], [{ [fieldKey]: value }]);
  return <span data-option-label={fieldKey}>{text(value, labels(fieldKey, value))}</span>;
}

/** What a list cell of a SQL/HTTP-fed control draws: its text from the labels of its stored values. */
export const optionLabelCell = (viewCode: string, fieldKey: string, text: LabelledText) => (value: unknown): ReactNode =>
  <OptionLabels viewCode={viewCode} fieldKey={fieldKey} value={value} text={text} />;
