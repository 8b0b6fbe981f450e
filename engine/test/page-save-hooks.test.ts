// What a page's save hooks may answer: before-save nothing, changed values or a refusal; after-save nothing or a refusal.
import { describe, expect, it } from 'vitest';
import {
  afterSaveOutcome, beforeSaveOutcome, HookRefused, MessageError, PAGE_HOOK_PLACES, renderMessage, validateModel,
} from '../src/index.ts';

/** The text of what an outcome threw, and whether it was the hook's own refusal. */
function thrown(work: () => unknown): { refused: boolean; text: string } {
  try {
    work();
  } catch (error) {
    if (!(error instanceof MessageError)) throw error;
    return { refused: error instanceof HookRefused, text: error.catalogued ? renderMessage(error.catalogued, 'en_US') : error.message };
  }
  throw new Error('nothing thrown');
}

describe('before-save hooks', () => {
  it('change nothing when they answer nothing or true', () => {
    for (const answer of [undefined, null, true, { values: {} }]) expect(beforeSaveOutcome(answer)).toEqual({});
  });

  it('answer the values they change, never the record\'s id or version', () => {
    expect(beforeSaveOutcome({ values: { name: 'ANN', age: 3, id: 'x', data_version: 9 } })).toEqual({ name: 'ANN', age: 3 });
  });

  it('refuse with their own words, or plainly with false', () => {
    expect(thrown(() => beforeSaveOutcome({ refuse: '  Customers under 18 cannot be saved ' }))).toEqual({ refused: true, text: 'Customers under 18 cannot be saved' });
    expect(thrown(() => beforeSaveOutcome(false))).toEqual({ refused: true, text: 'The page refused this request' });
  });

  it.each([['a number', 42], ['a string', 'no'], ['an array', []], ['values not an object', { values: [1] }], ['an unknown key', { record: {} }], ['an empty refusal', { refuse: ' ' }]])(
    'name their contract when they answer %s',
    (_name, answer) => {
      expect(thrown(() => beforeSaveOutcome(answer))).toEqual({ refused: false, text: 'The before-save hook must return nothing, {values: {…}} or {refuse: "message"}' });
    },
  );
});

describe('after-save hooks', () => {
  it('let the save stand when they answer nothing or true', () => {
    for (const answer of [undefined, null, true]) expect(() => afterSaveOutcome(answer)).not.toThrow();
  });

  it('refuse with their own words or plainly, else name their contract', () => {
    expect(thrown(() => afterSaveOutcome({ refuse: 'Stock is short' }))).toEqual({ refused: true, text: 'Stock is short' });
    expect(thrown(() => afterSaveOutcome(false))).toEqual({ refused: true, text: 'The page refused this request' });
    for (const answer of [{ values: { a: 1 } }, 1, 'x', []]) {
      expect(thrown(() => afterSaveOutcome(answer))).toEqual({ refused: false, text: 'The after-save hook must return nothing or {refuse: "message"}' });
    }
  });
});

describe('a page\'s hook fields', () => {
  it('are the four places, each a hook in script, java or groovy', () => {
    expect(PAGE_HOOK_PLACES).toEqual(['beforeLoad', 'afterLoad', 'beforeSave', 'afterSave']);
    const page = {
      viewName: 'Customers', viewCode: 'customer_list', viewType: 'table', columns: [],
      beforeSave: { lang: 'script', code: 'return null' }, afterSave: { lang: 'groovy', code: 'return null' },
    };
    expect(validateModel('view', page)).toEqual([]);
    expect(validateModel('view', { ...page, afterSave: { lang: 'python', code: '' } }).length).toBeGreaterThan(0);
  });
});
