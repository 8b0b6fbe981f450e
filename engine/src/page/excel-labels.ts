// Excel in labels (issue 31): a workbook shows what the list shows. A control with options (a static list, a
// dictionary, or a SQL or HTTP config's rows) exports each stored value's label in the reader's language, a user picker the user's name, a department
// picker the department's name; several values are joined by ', ' (optionLabelText). An import reads a label first
// (either language), then a code (the option's value, the user's account or id, the department's code or id); a label
// that names more than one choice is the row's error, naming it. Pure: the server finds the names a chunk at a time.
import { valueFields } from '../form/fields.ts';
import { optionLabelText } from '../form/format.ts';
import type { Form, FormField, Option } from '../metadata/index.ts';
import type { Language } from '../wire/index.ts';
import type { ExcelColumn, LabelKind } from './excel.ts';

/** How a field's values are labelled in a workbook, if they are. */
export function labelKindOf(field: Pick<FormField, 'type' | 'showConfig'>): LabelKind | undefined {
  if (field.type === 'user' || field.type === 'dept') return field.type;
  const config = field.showConfig;
  return config?.options?.length || config?.dictOption?.dictCode || config?.sqlConfig?.sqlCode || config?.httpConfig?.httpCode ? 'options' : undefined;
}

/** The columns with how their values are labelled (from the form's control of each). */
export function withLabels(columns: readonly ExcelColumn[], form: Pick<Form, 'fields'>): ExcelColumn[] {
  const kinds = new Map(valueFields(form).map(({ field }) => [field.key, labelKindOf(field)]));
  return columns.map((c) => {
    const labels = kinds.get(c.key);
    return labels ? { ...c, labels } : c;
  });
}

/** An option's label in a language: the English one where it has one. */
export const optionLabel = (option: Pick<Option, 'label' | 'labelEn'>, lang: Language) => (lang === 'en_US' && option.labelEn ? option.labelEn : option.label);

/** A stored value as its labels (`labelOf` the label of one stored value; unknown values as stored). */
export const labelText = (value: unknown, labelOf: (stored: string) => string | undefined) => optionLabelText(value, (v) => labelOf(v.trim()));

const norm = (text: string) => text.trim().toLowerCase();

/** The codes of a column's choices by label and by code, to read the cells of a workbook. */
export class LabelIndex {
  private readonly labels = new Map<string, Set<string>>();
  private readonly codes = new Map<string, string>();

  addLabel(label: string | undefined | null, code: string): this {
    if (!label || !label.trim()) return this;
    const key = norm(label);
    let set = this.labels.get(key);
    if (!set) this.labels.set(key, (set = new Set()));
    set.add(code);
    return this;
  }

  addCode(text: string | undefined | null, code: string): this {
    if (text && text.trim() && !this.codes.has(norm(text))) this.codes.set(norm(text), code);
    return this;
  }

  /** The options of a control: their labels in both languages, their values as codes. */
  static ofOptions(options: readonly Option[]): LabelIndex {
    const index = new LabelIndex();
    for (const o of options) index.addLabel(o.label, String(o.value)).addLabel(o.labelEn, String(o.value)).addCode(String(o.value), String(o.value));
    return index;
  }

  /** One text's code: by label (undefined when it names several), else by code, else the text itself. */
  read(text: string): { code: string } | { ambiguous: true } {
    const byLabel = this.labels.get(norm(text));
    if (byLabel && byLabel.size > 1) return { ambiguous: true };
    if (byLabel) return { code: [...byLabel][0]! };
    return { code: this.codes.get(norm(text)) ?? text.trim() };
  }
}

/** The parts of a cell that may hold several values (comma-separated, ASCII or full-width). */
export const cellParts = (text: string) => text.split(/[,，]/).map((p) => p.trim()).filter((p) => p !== '');

/**
 * A cell's text as stored codes: the whole text read as one label first (a label may hold a comma), else each
 * comma-separated part; several codes joined by ','. `ambiguous`: the label that names several choices.
 */
export function readLabels(text: string, index: LabelIndex): { value: string } | { ambiguous: string } {
  const whole = index.read(text);
  if ('ambiguous' in whole) return { ambiguous: text.trim() };
  if (whole.code !== text.trim() || !/[,，]/.test(text)) return { value: whole.code };
  const codes: string[] = [];
  for (const part of cellParts(text)) {
    const read = index.read(part);
    if ('ambiguous' in read) return { ambiguous: part };
    codes.push(read.code);
  }
  return { value: codes.join(',') };
}
