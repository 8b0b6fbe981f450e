// Searched options (issue 16): a sqlConfig with searchKey sends the keyword typed and is limited to the first matches;
// its valueKey asks for the stored values (their labels, the save's check); options merged once by value.
import { describe, expect, it } from 'vitest';
import type { Form } from '../src/metadata/index.ts';
import { mergeOptions, OPTION_SEARCH_LIMIT, remoteOptionRequests, remoteValueRequests, storedOptionValues } from '../src/form/index.ts';

const form: Pick<Form, 'fields'> = {
  fields: [
    { type: 'select', key: 'customer', title: 'Customer', showConfig: { sqlConfig: { sqlCode: 'customers', searchKey: 'keyword', valueKey: 'ids', sqlParameterConfig: [{ parameterKey: 'region', outKey: 'region' }] } } },
    { type: 'select', key: 'region', title: 'Region', showConfig: { sqlConfig: { sqlCode: 'regions' } } },
  ],
};

describe('searched options', () => {
  it('Given a keyword, when the calls of a form load are built, then the searched control sends it with an empty valueKey and a limit', () => {
    const [customer, region] = remoteOptionRequests(form, { region: 'north', customer: 'c1' }, undefined, { customer: 'acme' });
    expect(customer).toMatchObject({ key: 'customer', params: { region: 'north', keyword: 'acme', ids: '' }, limit: OPTION_SEARCH_LIMIT });
    expect(region).toMatchObject({ key: 'region', params: {} });
    expect(region!.limit).toBeUndefined();
    const [blank] = remoteOptionRequests(form, {}, ['customer']);
    expect(blank!.params).toEqual({ keyword: '', ids: '' });
    expect(blank!.cacheKey).not.toBe(customer!.cacheKey);
  });

  it('Given stored values, when the value calls are built, then only controls with a valueKey and a value ask for them, comma-separated', () => {
    expect(remoteValueRequests(form, { customer: '' })).toEqual([]);
    const [byValue, ...rest] = remoteValueRequests(form, { customer: ['c2', 'c1', 'c2'], region: 'north' });
    expect(rest).toEqual([]);
    expect(byValue).toMatchObject({ key: 'customer', params: { region: 'north', keyword: '', ids: 'c2,c1' } });
    expect(byValue!.limit).toBeUndefined();
    const [labels] = remoteValueRequests(form, {}, ['customer'], { customer: ['c9'] });
    expect(labels!.params).toEqual({ keyword: '', ids: 'c9' });
  });

  it('Given stored values and option lists, when read and merged, then each value counts once', () => {
    expect(storedOptionValues('a,b,,a')).toEqual(['a', 'b']);
    expect(storedOptionValues([1, null, 2])).toEqual(['1', '2']);
    expect(storedOptionValues({ a: 1 })).toEqual([]);
    expect(mergeOptions([{ value: 1, label: 'One' }], [{ value: '1', label: 'Again' }, { value: 2, label: 'Two' }]))
      .toEqual([{ value: 1, label: 'One' }, { value: 2, label: 'Two' }]);
  });
});
