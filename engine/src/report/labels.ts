// A dataset's coded dimensions shown as their labels: a dimension over a column with options (a static list or a
// dictionary) is grouped by its stored codes — the rows, their order and a layout link's filter keep the codes — and
// shown by the options' labels in the reader's language (the table, the axes, the legends and the tooltips). Two codes
// sharing a label stay two groups: each is shown as "label (code)" so that they do not merge on an axis.
import type { Option } from '../metadata/index.ts';
import { labelText, optionLabel } from '../page/excel-labels.ts';
import type { Language } from '../wire/index.ts';
import type { DataRow } from './rows.ts';

/** Per labelled dimension, its stored values' labels (code → label). */
export type DimensionLabels = Readonly<Record<string, Readonly<Record<string, string>>>>;

/**
 * The labels of the dimensions whose options are known (`optionsOf` answers a dimension's options, or undefined for a
 * column without any), in the reader's language; a label shared by two codes names its code too.
 */
export function dimensionLabels(dimensions: readonly string[], optionsOf: (dimension: string) => readonly Option[] | undefined, lang: Language): DimensionLabels {
  const labels: Record<string, Record<string, string>> = {};
  for (const dimension of dimensions) {
    const options = optionsOf(dimension);
    if (!options?.length) continue;
    const named = options.map((o) => ({ code: String(o.value), label: optionLabel(o, lang) }));
    const uses = new Map<string, number>();
    for (const { label } of named) uses.set(label, (uses.get(label) ?? 0) + 1);
    labels[dimension] = Object.fromEntries(named.map(({ code, label }) => [code, (uses.get(label) ?? 0) > 1 ? `${label} (${code})` : label]));
  }
  return labels;
}

/** A dimension's value as shown: its label (several stored values each by theirs), else the value as stored. */
export function shownValue(value: unknown, labels: Readonly<Record<string, string>> | undefined): string {
  if (value === null || value === undefined) return '';
  if (!labels) return String(value);
  return labelText(value, (code) => (Object.hasOwn(labels, code) ? labels[code] : undefined));
}

/** The rows as a table shows them: labelled dimensions by their labels, everything else (and the order) as answered. */
export function shownRows(rows: readonly DataRow[], labels: DimensionLabels = {}): DataRow[] {
  const labelled = Object.keys(labels);
  if (labelled.length === 0) return [...rows];
  return rows.map((row) => {
    const shown = { ...row };
    for (const dimension of labelled) if (Object.hasOwn(row, dimension)) shown[dimension] = shownValue(row[dimension], labels[dimension]);
    return shown;
  });
}
