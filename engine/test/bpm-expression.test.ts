// Camunda/Flowable conditions become JavaScript for the sandbox: JUEL's word operators and `empty` translate, strings
// stay text, missing variables read as undefined, and what is not one JUEL expression is refused.
import { describe, expect, it } from 'vitest';
import { isJuelExpression, juelToJavaScript } from '../src/bpm/index.ts';

/** Evaluates the translation the way the runner does: each free variable bound from the variables (missing: undefined). */
function evaluate(expr: string, variables: Record<string, unknown> = {}) {
  const translated = juelToJavaScript(expr);
  if (!translated) throw new Error(`not translated: ${expr}`);
  const values = translated.identifiers.map((name) => variables[name]);
  return new Function(...translated.identifiers, `"use strict"; return (${translated.body});`)(...values) as unknown;
}

describe('JUEL conditions as JavaScript', () => {
  it('compares with symbols and with words', () => {
    expect(evaluate('${days > 3}', { days: 5 })).toBe(true);
    expect(evaluate('${days > 3}', { days: 1 })).toBe(false);
    expect(evaluate("#{amount >= 1000 && type == 'x'}", { amount: 1000, type: 'x' })).toBe(true);
    expect(evaluate("#{amount >= 1000 && type == 'x'}", { amount: 1000, type: 'y' })).toBe(false);
    expect(evaluate("${a eq 'b'}", { a: 'b' })).toBe(true);
    expect(evaluate("${a ne 'b'}", { a: 'b' })).toBe(false);
    expect(evaluate('${x gt 2 and y lt 3}', { x: 3, y: 2 })).toBe(true);
    expect(evaluate('${x gt 2 and y lt 3}', { x: 3, y: 3 })).toBe(false);
    expect(evaluate('${x le 2 or y ge 3}', { x: 3, y: 3 })).toBe(true);
    expect(evaluate('${x div 2 + x mod 4 == 5.5}', { x: 7 })).toBe(false);
    expect(evaluate('${x div 2 + x mod 4 == 6.5}', { x: 7 })).toBe(true);
  });

  it('reads booleans, negations, ternaries, properties and indexes', () => {
    expect(evaluate('${approved}', { approved: true })).toBe(true);
    expect(evaluate('${!approved}', { approved: true })).toBe(false);
    expect(evaluate('${not approved}', {})).toBe(true);
    expect(evaluate("${days > 3 ? 'long' : 'short'}", { days: 4 })).toBe('long');
    expect(evaluate('${order.lines[0].qty >= 2}', { order: { lines: [{ qty: 2 }] } })).toBe(true);
    expect(evaluate("${applicant['dept'] == 'hr'}", { applicant: { dept: 'hr' } })).toBe(true);
    expect(evaluate('${-days < -3}', { days: 5 })).toBe(true);
    expect(evaluate('${rate > .5 && (rate * 2) < 1.5e0}', { rate: 0.6 })).toBe(true);
  });

  it('treats a missing variable as undefined: false, never an error, even through properties', () => {
    expect(evaluate('${approved}')).toBeUndefined();
    expect(evaluate('${days > 3}')).toBe(false);
    expect(evaluate('${order.amount > 3}')).toBe(false);
  });

  it('adds numbers as JUEL does, even from form strings', () => {
    expect(evaluate('${a + b == 3}', { a: '1', b: 2 })).toBe(true);
  });

  it('knows empty: null, missing, blank text, empty lists and maps', () => {
    expect(evaluate('${empty reason}')).toBe(true);
    expect(evaluate('${empty reason}', { reason: '' })).toBe(true);
    expect(evaluate('${empty reason}', { reason: 'ill' })).toBe(false);
    expect(evaluate('${empty items}', { items: [] })).toBe(true);
    expect(evaluate('${empty items}', { items: [1] })).toBe(false);
    expect(evaluate('${empty map}', { map: {} })).toBe(true);
    expect(evaluate('${not empty reason && days > 1}', { reason: 'ill', days: 2 })).toBe(true);
    expect(evaluate('${empty reason && days > 1}', { reason: 'ill', days: 2 })).toBe(false);
  });

  it('leaves strings alone: operator words and quotes inside them are text', () => {
    expect(evaluate("${note == 'a and b gt c'}", { note: 'a and b gt c' })).toBe(true);
    expect(evaluate('${note == "it\'s \\"ok\\""}', { note: 'it\'s "ok"' })).toBe(true);
    expect(evaluate("${note == '}'}", { note: '}' })).toBe(true);
    expect(juelToJavaScript("${status == 'empty or not'}")).toEqual({ body: '(status == "empty or not")', identifiers: ['status'] });
  });

  it('names the free variables once, not properties or operators', () => {
    expect(juelToJavaScript('${a.b > c and a.d lt e or not empty f}')?.identifiers).toEqual(['a', 'c', 'e', 'f']);
    expect(juelToJavaScript('${天数 > 3}')).toEqual({ body: '(天数 > 3)', identifiers: ['天数'] });
  });

  it('refuses what is not one JUEL expression', () => {
    for (const text of [
      'days > 3', '${}', '${days >}', '${a} and ${b}', '${a = 1}', '${a; b}', '${() => 1}', '${`x`}', '${this}',
      '${new Date()}', '${typeof a}', "${a == 'open}", '${fn:length(a)}', '${a instanceof b}',
    ]) {
      expect(juelToJavaScript(text), text).toBeUndefined();
    }
    expect(isJuelExpression(' #{a} ')).toBe(true);
    expect(isJuelExpression('return a;')).toBe(false);
  });
});
