// Check rules: a named pattern a value must match, optionally only its first `digits` characters. The pattern runs
// in the server's sandbox under a time limit (a pathological expression is stopped, not left to hang a request).

/** The part of a value a check rule's pattern is matched against: its first `digits` characters, or all of it. */
export function checkRuleTarget(value: string, digits: number | undefined): string {
  return digits ? [...value].slice(0, digits).join('') : value;
}

/**
 * The sandbox script that matches patterns: `input` is a list of `{ pattern, value }`; the result a list of booleans,
 * or the index of the first pattern that is not a regular expression as `{ invalid }`.
 */
export const PATTERN_MATCH_SCRIPT = `
  const results = [];
  for (let i = 0; i < input.length; i++) {
    let re;
    try { re = new RegExp(input[i].pattern); } catch (e) { return { invalid: i }; }
    results.push(input[i].value === undefined ? true : re.test(input[i].value));
  }
  return results;`;
