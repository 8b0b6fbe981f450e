// Options from SQL and HTTP configs (issue 16): the source a field reads, its parameters from other fields of the form
// (else their defaults), the fields it depends on (province → city → district), the batch of one form load, rows as
// options, and a save checked against the options of the current parameters.
import { describe, expect, it } from 'vitest';
import type { Form, FormField } from '../src/metadata/index.ts';
import {
  dependentOptionFields, remoteOptionFields, remoteOptionParams, remoteOptionRequests, remoteOptionSource, rowsToOptions, validateRecord,
} from '../src/form/index.ts';

const select = (key: string, showConfig: FormField['showConfig'], extra: Partial<FormField> = {}): FormField =>
  ({ type: 'select', key, title: key, showConfig, ...extra });

const province = select('province', { sqlConfig: { sqlCode: 'provinces' } });
const city = select('city', { sqlConfig: { sqlCode: 'cities', sqlParameterConfig: [{ parameterKey: 'parent', outKey: 'province' }] } });
const district = select('district', {
  sqlConfig: { sqlCode: 'districts', sqlParameterConfig: [{ parameterKey: 'parent', outKey: 'city', defaultValue: '110100' }, { parameterKey: 'level', defaultValue: '3' }] },
});
const projectType = { ...select('kind', { httpConfig: { httpCode: 'project_types', httpParameterConfig: [{ parameterKey: 'q', outKey: 'name' }] } }), type: 'radio' } as FormField;
const form: Pick<Form, 'fields'> = {
  fields: [{ type: 'card', key: 'where', title: 'Where', children: [province, city, district] } as FormField, projectType, { type: 'input', key: 'name', title: 'Name' }],
};

describe('remote option sources', () => {
  it('reads sqlConfig and httpConfig; static options and dictionaries win', () => {
    expect(remoteOptionSource(city)).toEqual({ kind: 'sql', code: 'cities', parameters: [{ parameterKey: 'parent', outKey: 'province' }] });
    expect(remoteOptionSource(projectType)?.kind).toBe('http');
    expect(remoteOptionSource(select('x', { options: [{ label: 'A', value: 'a' }], sqlConfig: { sqlCode: 's' } }))).toBeUndefined();
    expect(remoteOptionSource(select('x', { dictOption: { dictCode: 'sex' }, sqlConfig: { sqlCode: 's' } }))).toBeUndefined();
    expect(remoteOptionFields(form).map((f) => f.key)).toEqual(['province', 'city', 'district', 'kind']);
  });

  it('takes parameter values from other fields, else their defaults; objects are never sent', () => {
    const source = remoteOptionSource(district)!;
    expect(remoteOptionParams(source, {})).toEqual({ parent: '110100', level: '3' });
    expect(remoteOptionParams(source, { city: '310100' })).toEqual({ parent: '310100', level: '3' });
    expect(remoteOptionParams(source, { city: '' })).toEqual({ parent: '110100', level: '3' });
    expect(remoteOptionParams(source, { city: { toString: 'x' } })).toEqual({ parent: '110100', level: '3' });
    expect(remoteOptionParams(remoteOptionSource(city)!, { province: ['11', '31'] })).toEqual({ parent: '11,31' });
    expect(remoteOptionParams(remoteOptionSource(city)!, {})).toEqual({});
  });

  it('builds one batch per form load with a cache key per source and parameters', () => {
    const requests = remoteOptionRequests(form, { province: '11', name: 'road' });
    expect(requests.map((r) => [r.key, r.params])).toEqual([
      ['province', {}], ['city', { parent: '11' }], ['district', { parent: '110100', level: '3' }], ['kind', { q: 'road' }],
    ]);
    const again = remoteOptionRequests(form, { province: '11', name: 'road' }, ['city']);
    expect(again.map((r) => r.cacheKey)).toEqual([requests[1]!.cacheKey]);
    expect(remoteOptionRequests(form, { province: '31' }, ['city'])[0]!.cacheKey).not.toBe(requests[1]!.cacheKey);
  });

  it('knows which fields to ask again when one changes (the cascade)', () => {
    expect(dependentOptionFields(form, ['province'])).toEqual(['city']);
    expect(dependentOptionFields(form, ['city'])).toEqual(['district']);
    expect(dependentOptionFields(form, ['name'])).toEqual(['kind']);
    expect(dependentOptionFields(form, ['district'])).toEqual([]);
  });
});

describe('rows as options', () => {
  it.each<[string, unknown[], unknown[]]>([
    ['value and label', [{ value: '11', label: 'Beijing' }], [{ value: '11', label: 'Beijing' }]],
    ['code and name', [{ code: 'BJ', name: 'Beijing', extra: 1 }], [{ value: 'BJ', label: 'Beijing' }]],
    ['id and text', [{ id: 7, text: 'Seven' }], [{ value: 7, label: 'Seven' }]],
    ['dictionary columns', [{ itemText: 'Male', itemValue: '1' }], [{ value: '1', label: 'Male' }]],
    ['first two columns otherwise', [{ a: 'x', b: 'Ex' }], [{ value: 'x', label: 'Ex' }]],
    ['a single column is its own label', [{ only: 'x' }], [{ value: 'x', label: 'x' }]],
    ['duplicates once, junk left out', [{ value: 1, label: 'One' }, { value: '1', label: 'Again' }, null, 'text', { value: null, label: null }],
      [{ value: 1, label: 'One' }]],
  ])('%s', (_name, rows, options) => {
    expect(rowsToOptions(rows)).toEqual(options);
  });
});

describe('validation against loaded options', () => {
  const cities = new Map([['city', [{ label: 'Beijing', value: '110100' }, { label: 'Tianjin', value: '120100' }]]]);
  const lookup = { remoteOptions: (key: string) => cities.get(key) };
  it('refuses a value that is not among the options of the SQL config', () => {
    const result = validateRecord({ fields: [city] }, { city: '999' }, { lookup });
    expect(result.errors.map((e) => e.message)).toEqual(['city must be one of its options']);
    expect(validateRecord({ fields: [city] }, { city: '120100' }, { lookup }).values).toEqual({ city: '120100' });
  });
  it('accepts any value while the options are not loaded (the server always loads them)', () => {
    expect(validateRecord({ fields: [city] }, { city: '999' }).errors).toEqual([]);
  });
});
