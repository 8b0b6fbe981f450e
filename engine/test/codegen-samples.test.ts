// A generated module's test record: each column's sample value passes the platform's record checks (type, control,
// rule pattern, options, length), and a column no sample can be made for is left out.
import { describe, expect, it } from 'vitest';
import {
  generateDefaultForm, generateModule, PATTERN_SAMPLES, RULE_PATTERNS, sampleRecord, sampleValue, validateRecord, type TableColumn, type TableModel,
} from '../src/index.ts';
import { builtInTemplates, input, source } from './codegen-fixtures.ts';

const column = (extra: Partial<TableColumn>): TableColumn => ({ colCode: 'c', colName: 'C', colType: 'varchar', colLength: 50, ...extra });

describe('sampleValue', () => {
  it('gives each rule pattern preset a value its pattern accepts', () => {
    for (const preset of RULE_PATTERNS) expect(new RegExp(preset.source).test(PATTERN_SAMPLES[preset.code]), preset.code).toBe(true);
    expect(sampleValue(column({ validRule: 'phone', colLength: 11 }))).toBe('13800138000');
    expect(sampleValue(column({ validRule: 'email' }))).toBe('sample@example.com');
  });

  it('follows the type, the control and the length', () => {
    expect(sampleValue(column({ colType: 'number', colLength: 3 }))).toBe(1);
    expect(sampleValue(column({ colType: 'date' }))).toBe('2026-01-01');
    expect(sampleValue(column({ colLength: 2 }))).toBe('Sa');
    expect(sampleValue(column({ colType: 'clob', colLength: undefined }))).toBe('Sample');
    expect(sampleValue(column({ showType: 'switch' }))).toBe('Y');
    expect(sampleValue(column({ showType: 'time' }))).toBe('12:00');
    expect(sampleValue(column({ colType: 'blob' }))).toBeUndefined();
  });

  it("takes a listed option, else the dictionary's first item, else leaves the column out", () => {
    expect(sampleValue(column({ showType: 'radio', showConfig: { options: [{ label: 'A', value: 'a' }] } }))).toBe('a');
    const sex = column({ showType: 'select', showConfig: { dictOption: { dictCode: 'sex' } } });
    expect(sampleValue(sex, { dictionaries: { sex: '1' } })).toBe('1');
    expect(sampleValue(sex)).toBeUndefined();
    expect(sampleValue(column({ showType: 'user' }))).toBeUndefined();
    expect(sampleValue(column({ validRule: '^[a-z]+$' }))).toBeUndefined();
  });

  it("makes a record the model's generated form accepts", () => {
    const model: TableModel = {
      tableName: 'customer', tableDesc: 'Customer', objStructure: 'main', persistenceType: 'db',
      columns: [
        { colCode: 'name', colName: 'Name', colType: 'varchar', colLength: 50, isRequired: true },
        { colCode: 'phone', colName: 'Phone', colType: 'varchar', colLength: 11, validRule: 'phone' },
        { colCode: 'email', colName: 'Email', colType: 'varchar', colLength: 100, validRule: 'email' },
        { colCode: 'zip', colName: 'Zip', colType: 'varchar', colLength: 6, validRule: 'zipCode' },
        { colCode: 'sex', colName: 'Sex', colType: 'varchar', colLength: 2, showType: 'select', showConfig: { dictOption: { dictCode: 'sex' } } },
        { colCode: 'age', colName: 'Age', colType: 'number', colLength: 3 },
        { colCode: 'born', colName: 'Born', colType: 'date' },
      ],
    };
    const record = sampleRecord(model.columns, { dictionaries: { sex: '1' } });
    const lookup = { dictOptions: (code: string) => (code === 'sex' ? [{ label: 'Male', value: '1' }, { label: 'Female', value: '2' }] : undefined) };
    const checked = validateRecord(generateDefaultForm(model), record, { lookup });
    expect(checked.errors).toEqual([]);
    expect(Object.keys(record)).toEqual(['name', 'phone', 'email', 'zip', 'sex', 'age', 'born']);
  });

  it("is the generated test's record", () => {
    const files = generateModule(input(), { ...source(), dictionaries: {} }, builtInTemplates());
    const test = files.find((f) => f.path === 'test/routes.test.ts')!.content;
    expect(test).toContain('const values: Record<string, unknown> = {"order_no":"Sample","amount":1};');
  });
});
