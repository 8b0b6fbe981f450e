// The create / sync confirmation reads as sentences in the console's language, never as plan step names.
import { describe, expect, it } from 'vitest';
import { DDL_CHANGE_KINDS, describeChange } from '../src/ddl/plan.ts';

describe('DDL change sentences', () => {
  it.each([
    [{ kind: 'createTable' }, 'Create the table with the fields of the model', '按模型的字段创建数据库表'],
    [{ kind: 'addColumn', column: 'email' }, 'Add the field email', '新增字段 email'],
    [{ kind: 'widenColumn', column: 'name', from: 'varchar(50)', to: 'varchar(80)' }, 'Lengthen the field name from varchar(50) to varchar(80)', '字段 name 加长：varchar(50) → varchar(80)'],
    [{ kind: 'dropColumn', column: 'vip' }, 'Delete the field vip and its values', '删除字段 vip 及其数据'],
  ] as const)('%j', (change, en, zh) => {
    expect(describeChange(change)).toBe(en);
    expect(describeChange(change, 'en_US')).toBe(en);
    expect(describeChange(change, 'zh_CN')).toBe(zh);
  });

  it('has a sentence for every kind, in both languages, naming no plan step', () => {
    for (const kind of DDL_CHANGE_KINDS) {
      for (const language of ['en_US', 'zh_CN']) {
        const text = describeChange({ kind, column: 'c', from: 'a', to: 'b' }, language);
        expect(text, `${kind} ${language}`).not.toMatch(new RegExp(`\\b${kind}\\b`));
        expect(text.length).toBeGreaterThan(3);
      }
    }
  });
});
