// Which language a flow's condition is in, decided from its text and language alone: JavaScript and JUEL for the
// sandbox, FEEL (a `=` prefix or a FEEL language) and BPMN's default XPath (as FEEL) for the interpreter, an empty one
// none, any other language refused with the reason; data objects read by name, their written value first.
import { describe, expect, it } from 'vitest';
import { conditionPlan, dataObjectValues, xpathToFeel } from '../src/bpm/index.ts';

describe('conditionPlan', () => {
  it('reads an empty condition as none, whatever its language', () => {
    expect(conditionPlan(undefined, '  ')).toEqual({ kind: 'none' });
    expect(conditionPlan('http://www.w3.org/1999/XPath', undefined)).toEqual({ kind: 'none' });
  });

  it('runs JavaScript as written', () => {
    expect(conditionPlan('JavaScript', 'return x;')).toEqual({ kind: 'javascript', body: 'return x;' });
  });

  it('translates JUEL without a language, or with juel, and refuses JUEL that is not one expression', () => {
    expect(conditionPlan(undefined, '${a > 1}')).toMatchObject({ kind: 'juel', translated: { body: '(a > 1)', identifiers: ['a'] } });
    expect(conditionPlan('juel', '#{ok}')).toMatchObject({ kind: 'juel', translated: { identifiers: ['ok'] } });
    expect(conditionPlan(undefined, '${a = 1}')).toEqual({ kind: 'refused', reason: '${a = 1} is not a JUEL expression' });
    expect(conditionPlan('juel', 'a > 1')).toEqual({ kind: 'refused', reason: 'a > 1 is not a JUEL expression' });
  });

  it('reads FEEL by its = prefix or its language', () => {
    expect(conditionPlan(undefined, '=amount > 1000')).toEqual({ kind: 'feel', expression: 'amount > 1000' });
    expect(conditionPlan('http://www.omg.org/spec/FEEL/20140401', 'amount > 1000')).toEqual({ kind: 'feel', expression: 'amount > 1000' });
    expect(conditionPlan('feel', '=a')).toEqual({ kind: 'feel', expression: 'a' });
    expect(conditionPlan('feel', '=')).toMatchObject({ kind: 'refused' });
  });

  it('reads XPath, BPMN\'s default, as FEEL', () => {
    expect(conditionPlan(undefined, "bpmn:getDataObject('approved')")).toEqual({ kind: 'feel', expression: 'getDataObject("approved")' });
    expect(conditionPlan('http://www.w3.org/1999/XPath', "Service Level == 'Premium'")).toEqual({ kind: 'feel', expression: 'Service Level = "Premium"' });
  });

  it('refuses any other language, naming it', () => {
    expect(conditionPlan('groovy', 'x')).toEqual({ kind: 'refused', reason: 'x is in groovy, which the platform does not run (JavaScript, JUEL, FEEL or XPath)' });
  });
});

describe('xpathToFeel', () => {
  it('double-quotes strings (a double quote inside escaped), reads == as =, && and || as words, true() as true', () => {
    expect(xpathToFeel("not(bpmn:getDataObject('a')) && b == 'it\"s' || true()")).toBe('not(getDataObject("a"))  and  b = "it\\"s"  or  true');
  });

  it('leaves what is inside a string alone', () => {
    expect(xpathToFeel("x = 'a == b && true()'")).toBe('x = "a == b && true()"');
  });
});

describe('dataObjectValues', () => {
  const objects = [{ id: 'obj', name: 'approved' }, { id: 'ref', name: 'approved', objectId: 'obj' }, { id: 'lone' }];

  it('gives each data object by id and name: its written value, else the variable of its name, else null', () => {
    expect(dataObjectValues(objects, { approved: false }, { obj: true })).toEqual({ obj: true, ref: true, approved: true, lone: null });
    expect(dataObjectValues(objects, { approved: false, lone: 3 })).toEqual({ obj: false, ref: false, approved: false, lone: 3 });
    expect(dataObjectValues(objects, {})).toEqual({ obj: null, ref: null, approved: null, lone: null });
  });
});
