// A form's option parameters read controls of the same form, and what a model's store cannot keep is refused (issue 16):
// sub-tables and oneToOne sections outside the platform's database, unique values over HTTP.
import { describe, expect, it } from 'vitest';
import { formStoreIssues } from '../src/form/stores.ts';
import type { FormField } from '../src/metadata/index.ts';
import { checkFormFields, type DeepPartial } from '../src/rules/index.ts';
import { plain } from './issues.ts';

const fed = (outKey: string, at: 'sqlConfig' | 'httpConfig' = 'sqlConfig'): DeepPartial<FormField> => ({
  key: 'city', type: 'select', title: 'City',
  showConfig: at === 'sqlConfig'
    ? { sqlConfig: { sqlCode: 'cities', sqlParameterConfig: [{ parameterKey: 'province', outKey, defaultValue: 'GD' }] } }
    : { httpConfig: { httpCode: 'cities', httpParameterConfig: [{ parameterKey: 'province', outKey }] } },
});
const province: DeepPartial<FormField> = { key: 'province', type: 'select', title: 'Province' };

describe('option parameters read controls of the form', () => {
  it('accepts a parameter reading another control, nested or not, and one with only a default', () => {
    expect(checkFormFields([province, fed('province')])).toEqual([]);
    expect(checkFormFields([{ key: 'box', type: 'card', children: [province] }, fed('province', 'httpConfig')])).toEqual([]);
    expect(checkFormFields([fed('')])).toEqual([]);
  });

  it('refuses a parameter reading a control the form does not have', () => {
    expect(plain(checkFormFields([province, fed('country')]))).toEqual([
      { path: '/fields/1/showConfig/sqlConfig/sqlParameterConfig/0/outKey', message: 'The parameter reads country, which is not a control of the form' },
    ]);
    expect(plain(checkFormFields([fed('country', 'httpConfig')]))).toEqual([
      { path: '/fields/0/showConfig/httpConfig/httpParameterConfig/0/outKey', message: 'The parameter reads country, which is not a control of the form' },
    ]);
  });
});

describe('formStoreIssues', () => {
  const form = {
    fields: [
      { key: 'name', type: 'input', title: 'Name', rules: [{ unionCheck: true }] },
      { key: 'lines', type: 'editableTable', title: 'Lines', props: { tableName: 'order_line' } },
      { key: 'plain', type: 'editableTable', title: 'Plain' },
      { key: 'extra', type: 'card', title: 'Extra', props: { oneToOne: 'order_extra' }, children: [{ key: 'note', type: 'input' }] },
    ],
  } as never;
  const related = (title: string) => `${title} is saved with the record in the platform database; a model kept in a data source or by an HTTP service cannot have it`;

  it('finds nothing for a model in the platform database', () => {
    expect(formStoreIssues(form, { persistenceType: 'db' })).toEqual([]);
    expect(formStoreIssues(form, null)).toEqual([]);
  });

  it('refuses sub-tables and oneToOne sections in a data source', () => {
    expect(plain(formStoreIssues(form, { persistenceType: 'db', dsName: 'erp' }))).toEqual([
      { path: '/fields/1', message: related('Lines') }, { path: '/fields/3', message: related('Extra') },
    ]);
  });

  it('refuses them and unique values over HTTP', () => {
    expect(plain(formStoreIssues(form, { persistenceType: 'http' }))).toEqual([
      { path: '/fields/0', message: 'Name must be unique, which cannot be checked in the records of an HTTP service' },
      { path: '/fields/1', message: related('Lines') }, { path: '/fields/3', message: related('Extra') },
    ]);
  });
});
