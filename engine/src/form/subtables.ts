// Controls that reach beyond the record's own columns (spec §9): user and dept pickers (ids of the enterprise's users
// and departments, comma-separated when props.mode is 'multiple'), page (embeds a list page, props.viewCode, filtered
// by the current record through props.filterField), editableTable (a oneToMany sub-table edited inline: props.tableName
// names the child table model, props.formCode its form — the rows are checked with that form's rules) and oneToOne
// sections (a card with props.oneToOne naming the child table whose one row its controls edit). The server writes the
// sub-tables' rows in the main record's transaction.
import type { Form, FormField } from '../metadata/index.ts';
import { walkFormFields } from '../rules/formFields.ts';
import { isPickerControl } from './registry.ts';

export {
  MAX_SUB_TABLE_ROWS, PICK_ID, pickedIds, SUB_TABLE_TEXTS, subTableDesignError, subTableMessage,
} from './controls/kit/relations.ts';

const fieldsOf = (form: Pick<Form, 'fields'>) => walkFormFields(form.fields).map(({ field }) => field as FormField);

/** The user and dept controls of a form. */
export const pickerFields = (form: Pick<Form, 'fields'>) => fieldsOf(form).filter((f) => isPickerControl(f.type));

/** The sub-tables of a form: editableTable controls naming a child table. */
export const subTableFields = (form: Pick<Form, 'fields'>) =>
  fieldsOf(form).filter((f) => f.type === 'editableTable' && typeof f.props?.tableName === 'string' && f.props.tableName !== '');

/** A oneToOne section: a card whose controls edit the one row of a child table. */
export interface OneToOneSection {
  field: FormField;
  tableName: string;
  /** The section's controls as a form of their own (what the child row is checked with). */
  form: Pick<Form, 'fields'>;
}

export const oneToOneSections = (form: Pick<Form, 'fields'>): OneToOneSection[] =>
  fieldsOf(form).flatMap((field) => {
    const tableName = field.props?.oneToOne;
    return typeof tableName === 'string' && tableName !== '' && field.children ? [{ field, tableName, form: { fields: field.children } }] : [];
  });

/** The keys of the values a oneToOne section edits (they are columns of the child table, not of the main one). */
export const sectionKeys = (section: Pick<OneToOneSection, 'form'>): string[] => walkFormFields(section.form.fields).map(({ field }) => String(field.key));

/** The nested sub-tables of a row form (refused: 'not currently supported'). */
export const nestedSubTables = (rowForm: Pick<Form, 'fields'>) => fieldsOf(rowForm).filter((f) => f.type === 'editableTable');
