// Cell texts of a list page: option values as their labels (static lists, dictionaries, and SQL/HTTP configs — asked
// through the page), switches as yes/no, everything else as text; a field's formatExpr applied to the label. Masked
// values arrive masked from the server and are shown as they are.
import type { ReactNode } from 'react';
import { i18n } from '../../i18n/language.ts';
import { optionLabel } from '../../store/dict-cache.ts';
import { formatDisplay, optionLabelText, remoteOptionSource, valueFields, type Form, type ListColumn, type Option, type OptionLookup } from '../engine.ts';
import { fileCell, fileCellText, isFileCell } from './file-cells.tsx';
import { isPickerCell, pickerCell } from '../form/widgets/picker-cells.tsx';
import { optionLabelCell, type LabelledText } from './option-label-cells.tsx';

/**
 * The cell's text; `cell`, where a column has one, what a table cell draws instead (thumbnails, file links); `labelled`,
 * for a control fed by a SQL or HTTP config, its text once the labels of its stored values are known (useOptionLabels).
 */
export type CellFormatter = ((value: unknown) => string) & { cell?: (value: unknown) => ReactNode; labelled?: LabelledText };

const EMPTY = '';
const ON = new Set(['true', 'Y', '1']);

function labelled(options: Option[]): CellFormatter {
  const byValue = new Map(options.map((o) => [String(o.value), o]));
  const one = (v: string) => {
    const option = byValue.get(v);
    return option ? optionLabel(option, i18n.language) : v;
  };
  return (value) => optionLabelText(value, one);
}

const plain: CellFormatter = (value) => (value === null || value === undefined ? EMPTY : typeof value === 'object' ? JSON.stringify(value) : String(value));

/**
 * A formatter per column key, from the form's controls and the columns' dictionaries; with the page's code, controls fed
 * by a SQL or HTTP config show their labels (asked through the page, one call for the cells drawn together).
 */
export function cellFormatters(columns: readonly ListColumn[], form: Pick<Form, 'fields'>, lookup: OptionLookup, viewCode?: string): Map<string, CellFormatter> {
  const fields = new Map(valueFields(form, lookup).map((f) => [f.field.key, f]));
  return new Map(
    columns.map((column): [string, CellFormatter] => {
      const field = fields.get(column.key);
      const options = field?.ctx.options ?? (column.dictCode ? lookup.dictOptions?.(column.dictCode) : undefined);
      // A field's formatExpr shapes its cells ({value} the label where the field has options, {key} the stored value).
      const formatExpr = field?.field.showConfig?.formatExpr;
      // Options from a SQL or HTTP config: the stored value until its labels are known, then the labels (formatted).
      if (viewCode && field && !options && remoteOptionSource(field.field)) {
        const text: LabelledText = formatExpr
          ? (v, labels) => formatDisplay(formatExpr, { value: v, ...(labels !== undefined ? { label: labels } : {}) })
          : (v, labels) => labels ?? plain(v);
        return [column.key, Object.assign((v: unknown) => text(v), { labelled: text, cell: optionLabelCell(viewCode, column.key, text) })];
      }
      if (formatExpr) {
        const label = options ? labelled(options) : undefined;
        return [column.key, (v) => formatDisplay(formatExpr, { value: v, ...(label ? { label: label(v) } : {}) })];
      }
      if (options) return [column.key, labelled(options)];
      if ((field?.field.type ?? column.showType) === 'switch') {
        return [column.key, (v) => (v === null || v === undefined || v === '' ? EMPTY : i18n.t(ON.has(String(v)) ? 'crud.yes' : 'crud.no'))];
      }
      const type = field?.field.type ?? column.showType;
      if (isFileCell(type)) return [column.key, Object.assign((v: unknown) => fileCellText(v), { cell: fileCell(type) })];
      // User and dept ids are shown by name.
      if (isPickerCell(type)) return [column.key, Object.assign((v: unknown) => plain(v), { cell: pickerCell(type) })];
      return [column.key, plain];
    }),
  );
}
