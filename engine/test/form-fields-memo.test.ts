// The controls of a form are walked once per form object: an import's every row reuses the walk of its form.
import { describe, expect, it } from 'vitest';
import type { Form, FormField } from '../src/metadata/index.ts';
import { defaultValues, toStoredValues, validateRecord, valueFields } from '../src/form/index.ts';
import { formControls, walkFormFields } from '../src/rules/formFields.ts';

const name: FormField = { type: 'input', key: 'name', title: 'Name', required: 'Y', defaultValue: 'n/a' };
const tags: FormField = { type: 'checkbox', key: 'tags', title: 'Tags', showConfig: { options: [{ value: 'a', label: 'A' }, { value: 'b', label: 'B' }] } };
const grid: FormField = { type: 'grid', key: 'grid', columns: [{ span: 12, children: [tags] }] } as FormField;

describe('formControls', () => {
  it('answers what walkFormFields answers, the same list for the same form object', () => {
    const form: Pick<Form, 'fields'> = { fields: [name, grid] };
    const first = formControls(form);
    expect(first).toEqual(walkFormFields(form.fields));
    expect(formControls(form)).toBe(first);
  });

  it('walks a new form object (an edited copy) on its own', () => {
    const form: Pick<Form, 'fields'> = { fields: [name] };
    const before = formControls(form);
    const edited = { ...form, fields: [...form.fields, grid] };
    expect(formControls(edited).map(({ field }) => field.key)).toEqual(['name', 'grid', 'tags']);
    expect(formControls(form)).toBe(before);
    expect(before.map(({ field }) => field.key)).toEqual(['name']);
  });

  it('walks again when the form object was given another fields list', () => {
    const form: Pick<Form, 'fields'> = { fields: [name] };
    expect(formControls(form).map(({ field }) => field.key)).toEqual(['name']);
    form.fields = [tags];
    expect(formControls(form).map(({ field }) => field.key)).toEqual(['tags']);
  });
});

describe('valueFields, validateRecord, defaultValues, toStoredValues on a memoised form', () => {
  it('give the same answers on every call, and a new form object its own', () => {
    const form: Pick<Form, 'fields'> = { fields: [name, grid] };
    const keys = () => valueFields(form).map(({ field }) => field.key);
    expect(keys()).toEqual(['name', 'tags']);
    expect(keys()).toEqual(['name', 'tags']);
    // the list handed out is the caller's: changing it does not change the next answer
    valueFields(form).pop();
    expect(keys()).toEqual(['name', 'tags']);
    for (let i = 0; i < 3; i++) {
      expect(validateRecord(form, { name: '', tags: ['a'] }).errors.map((e) => e.message)).toEqual(['Name cannot be empty']);
      expect(validateRecord(form, { name: 'x', tags: ['a', 'b'] }).values).toEqual({ name: 'x', tags: ['a', 'b'] });
      expect(defaultValues(form)).toEqual({ name: 'n/a' });
      expect(toStoredValues(form, { name: 'x', tags: ['a', 'b'] })).toEqual({ name: 'x', tags: 'a,b' });
    }
    const other: Pick<Form, 'fields'> = { fields: [{ ...name, key: 'code', title: 'Code', defaultValue: undefined }] };
    expect(valueFields(other).map(({ field }) => field.key)).toEqual(['code']);
    expect(validateRecord(other, { code: '' }).errors.map((e) => e.message)).toEqual(['Code cannot be empty']);
    expect(defaultValues(other)).toEqual({});
    expect(valueFields(form, undefined, 'en_US').map(({ ctx }) => ctx.title)).toEqual(['Name', 'Tags']);
  });
});
