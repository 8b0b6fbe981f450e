// The sample value of a column in a generated module's test: one the platform's record checks accept, chosen from the
// column's type, its control, its rule pattern, its options and its length. A column no sample can be made for (a
// user picker, an upload, a designer's own expression) is left out of the sample record unless it is required.
import type { TableColumn } from '../metadata/index.ts';
import { findRulePattern, type RulePatternCode } from '../vocab/index.ts';
import { valueKindOf, type ValueKind } from '../form/registry.ts';

/** A value each rule pattern preset accepts. */
export const PATTERN_SAMPLES: Readonly<Record<RulePatternCode, string>> = {
  email: 'sample@example.com',
  phone: '13800138000',
  number: '1',
  letter: 'sample',
  url: 'https://example.com',
  chinese: '示例',
  qq: '10001',
  integer: '1',
  positiveInteger: '1',
  date: '2026-01-01',
  time: '12:00',
  zipCode: '100000',
  idCard: '110101199003071234',
};

const TEXT = 'Sample';
const DATE = '2026-01-01';

/** The samples by the kind of a control's value (option controls take the column's first option, text ones the text sample). */
const KIND_SAMPLES: Readonly<Partial<Record<ValueKind, unknown>>> = { number: 1, date: DATE, time: '12:00', boolean: 'Y' };

/** What a sample may need beyond the column: the first option of each dictionary, read by the server. */
export interface SampleOptions {
  /** Dictionary code → the value of its first visible item. */
  dictionaries?: Readonly<Record<string, string | number>>;
}

/** The text sample, no longer than the column. */
const text = (value: string, column: TableColumn) => (column.colType === 'varchar' && column.colLength ? [...value].slice(0, column.colLength).join('') : value);

/**
 * A value of the column that its form's checks accept, or undefined when none can be made (the column is then left
 * out of the sample record).
 */
export function sampleValue(column: TableColumn, options: SampleOptions = {}): unknown {
  if (column.colType === 'blob') return undefined;
  const showType = column.showType;
  const kind = showType ? valueKindOf(showType) : undefined;
  if (kind === 'option') {
    const listed = column.showConfig?.options?.[0]?.value;
    if (listed !== undefined) return listed;
    const dictCode = column.showConfig?.dictOption?.dictCode;
    return dictCode === undefined ? undefined : options.dictionaries?.[dictCode];
  }
  if (kind && kind in KIND_SAMPLES) return KIND_SAMPLES[kind];
  if (kind && kind !== 'text') return undefined;
  if (column.validRule) {
    const preset = findRulePattern(column.validRule);
    return preset ? text(PATTERN_SAMPLES[preset.code], column) : undefined;
  }
  if (column.colType === 'number') return 1;
  if (column.colType === 'date') return DATE;
  return text(TEXT, column);
}

/** The sample record of the columns: each column with a sample value (see `sampleValue`). */
export function sampleRecord(columns: readonly TableColumn[], options: SampleOptions = {}): Record<string, unknown> {
  return Object.fromEntries(columns.flatMap((c) => {
    const value = sampleValue(c, options);
    return value === undefined ? [] : [[c.colCode, value]];
  }));
}
