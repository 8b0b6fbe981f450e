// The form designer's palette: every control type of the vocabulary has an entry; a control dropped from it is a valid
// form field with its property defaults; property schemas decide what the property panel accepts.
import { describe, expect, it } from 'vitest';
import { CONTROL_PALETTE, LAYOUT_CONTROL_TYPES, newField, propsValid, validateMetadata, valueControl } from '../src/index.ts';
import { CONTROL_TYPES, type ControlType } from '../src/vocab/index.ts';

describe('the palette', () => {
  it('has an entry for every control type, each named in both languages', () => {
    expect(Object.keys(CONTROL_PALETTE).sort()).toEqual([...CONTROL_TYPES].sort());
    for (const entry of Object.values(CONTROL_PALETTE)) {
      expect(entry.name.length * entry.nameEn.length).toBeGreaterThan(0);
      expect(entry.icon).toMatch(/^[A-Z][A-Za-z]+Outlined$/);
    }
  });

  it('says a control binds a column exactly when the form engine treats it as a value control', () => {
    for (const type of CONTROL_TYPES) {
      // A sub-table's value is the rows of its own table, not a column of the form's.
      if (valueControl(type) && type !== 'editableTable') expect(CONTROL_PALETTE[type].bindsColumn, type).toBe(true);
    }
    for (const type of LAYOUT_CONTROL_TYPES) expect(CONTROL_PALETTE[type].bindsColumn).toBe(false);
  });

  it('says which controls choose among options: value controls, and only select, radio and checkbox', () => {
    const chosen = CONTROL_TYPES.filter((type) => CONTROL_PALETTE[type].hasOptions);
    expect(chosen.sort()).toEqual(['checkbox', 'radio', 'select']);
    for (const type of chosen) expect(CONTROL_PALETTE[type].bindsColumn).toBe(true);
  });

  it.each([...CONTROL_TYPES])('drops %s as a valid form field with its property defaults', (type: ControlType) => {
    const field = newField(type, `f_${type}`);
    expect(validateMetadata('form', { formName: 'F', formCode: 'f', fields: [field] })).toMatchObject({ ok: true });
    expect(propsValid(field)).toBe(true);
    expect(field.title).toBe(CONTROL_PALETTE[type].name);
  });

  it('gives layout controls their containers and property defaults to the controls that have them', () => {
    expect(newField('grid', 'g').columns).toEqual([{ span: 12, children: [] }, { span: 12, children: [] }]);
    expect(newField('tabs', 't').panes).toEqual([{ key: 't_1', title: 'Tab 1', children: [] }]);
    expect(newField('card', 'c').children).toEqual([]);
    expect(newField('rate', 'r').props).toEqual({ count: 5, allowHalf: false });
    expect(newField('switch', 's').props).toEqual({ checkedValue: 'Y', unCheckedValue: 'N' });
    expect(newField('input', 'i')).toMatchObject({ span: 12 });
    expect(newField('input', 'i').props).toBeUndefined();
  });

  it('refuses properties outside a control\'s schema', () => {
    expect(propsValid({ type: 'rate', props: { count: 50 } })).toBe(false);
    expect(propsValid({ type: 'select', props: { mode: 'tags' } })).toBe(false);
    expect(propsValid({ type: 'uploadImg', props: { maxCount: 3, maxSizeMb: 5, accept: '.png' } })).toBe(true);
  });
});
