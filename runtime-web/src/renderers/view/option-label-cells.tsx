// List cells of controls fed by a SQL or HTTP config: the stored values shown as their labels. The values of every cell
// drawn in the same turn are asked in one call per page (the server runs one query per control: by value where the
// control's config has a valueKey), and the answers kept while the console runs.
import { useEffect, useState, type ReactNode } from 'react';
import { http } from '../../request/http.ts';
import { storedOptionValues, type Option } from '../engine.ts';

interface Waiting { key: string; value: string; resolve(label: string): void }

const labels = new Map<string, Promise<string>>();
const waiting = new Map<string, Waiting[]>();

function flush(viewCode: string) {
  const batch = waiting.get(viewCode) ?? [];
  waiting.delete(viewCode);
  const values: Record<string, string[]> = {};
  for (const w of batch) {
    const list = (values[w.key] ??= []);
    if (!list.includes(w.value)) list.push(w.value);
  }
  void http.post<{ key: string; options: Option[] }[]>(`/api/eform/engine/view/${encodeURIComponent(viewCode)}/optionLabels`, { values }, { silent: true })
    .then((answers) => new Map(answers.flatMap((a) => a.options.map((o) => [`${a.key}\u0000${String(o.value)}`, o.label] as const))), () => undefined)
    .then((found) => batch.forEach((w) => {
      const label = found?.get(`${w.key}\u0000${w.value}`);
      // A value the config does not know (or a failed call) shows as stored, and is asked again next time.
      if (label === undefined) labels.delete(`${viewCode}\u0000${w.key}\u0000${w.value}`);
      w.resolve(label ?? w.value);
    }));
}

/** The label of a stored value, asked together with the others asked in the same turn. */
function labelOf(viewCode: string, key: string, value: string): Promise<string> {
  const id = `${viewCode}\u0000${key}\u0000${value}`;
  let known = labels.get(id);
  if (!known) {
    known = new Promise<string>((resolve) => {
      if (!waiting.has(viewCode)) {
        waiting.set(viewCode, []);
        queueMicrotask(() => flush(viewCode));
      }
      waiting.get(viewCode)!.push({ key, value, resolve });
    });
    labels.set(id, known);
  }
  return known;
}

function OptionLabels({ viewCode, fieldKey, value }: { viewCode: string; fieldKey: string; value: unknown }) {
  const values = storedOptionValues(value);
  const joined = values.join(',');
  const [text, setText] = useState(values.join(', '));
  useEffect(() => {
    let live = true;
    void Promise.all(values.map((v) => labelOf(viewCode, fieldKey, v))).then((list) => live && setText(list.join(', ')));
    return () => { live = false; };
  }, [viewCode, fieldKey, joined]);
  return <span data-option-label={fieldKey}>{text}</span>;
}

/** What a list cell of a SQL/HTTP-fed control draws. */
export const optionLabelCell = (viewCode: string, fieldKey: string) => (value: unknown): ReactNode =>
  <OptionLabels viewCode={viewCode} fieldKey={fieldKey} value={value} />;
