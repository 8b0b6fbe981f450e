// Regular expressions that come from metadata or a request (form field rules, check rules, import rules, dataset
// filters) run on re2js, the JavaScript port of RE2: matching takes time linear in the value whatever the pattern,
// so `^(a|a)+$` cannot hold a request (a backtracking engine takes seconds per extra character). The browser and the
// server run this one module. Patterns are written in JavaScript's syntax (checked with the 'u' flag, as before);
// what RE2 cannot run — backreferences, lookaround, repeat counts over 1000 — is refused when the metadata is saved.
// Linear is the value's length times the pattern's size: a pattern's compiled program is capped, and a value too long
// for the work budget does not match (the worst case, the automaton's slowest path, stays a fraction of a second).
import { RE2JS } from 're2js';
import type { Message } from '../wire/message.ts';
import { RULE_MESSAGES } from './messages.ts';

/** A compiled user pattern: `test` searches the value, as RegExp.prototype.test does. */
export interface UserPattern {
  test(value: string): boolean;
  /** The longest value `test` matches: a longer one is beyond the work budget and does not match. */
  maxLength: number;
}

/** The largest compiled program a user pattern may have (`.{1000}` is 1002 instructions, an email pattern 15). */
export const USER_PATTERN_MAX_PROGRAM = 2000;
/** Most steps one match may take, program size × value length: ~0.3 s on the automaton's slowest path. */
export const USER_PATTERN_BUDGET = 10_000_000;

/** Why a pattern cannot run: not a regular expression at all, or one that needs a backtracking engine. */
export type UserPatternProblem = 'invalid' | 'unsupported';

// JavaScript's \s and '.' cover more than RE2's (Unicode spaces, \r and the line separators): spelled out, a
// pattern keeps its meaning, e.g. a full-width space (U+3000) is still a space.
const SPACES = '\\t\\n\\v\\f\\r \\u00a0\\u1680\\u2000-\\u200a\\u2028\\u2029\\u202f\\u205f\\u3000\\ufeff';
const DOT = '[^\\n\\r\\u2028\\u2029]';

/** JavaScript flags as RE2JS flags ('u' is implied, 'g' and 'y' mean nothing to a test). */
function re2Flags(flags: string): number {
  return (flags.includes('i') ? RE2JS.CASE_INSENSITIVE : 0) | (flags.includes('s') ? RE2JS.DOTALL : 0) | (flags.includes('m') ? RE2JS.MULTILINE : 0);
}

/** The source with JavaScript's \s, \S and '.' spelled out; undefined when it has a backreference (\1, \k<name>). */
function spellOut(source: string, dotAll: boolean): string | undefined {
  let out = '';
  let inClass = false;
  for (let i = 0; i < source.length; i++) {
    const c = source[i]!;
    if (c === '\\') {
      const next = source[i + 1] ?? '';
      i += 1;
      if (/[1-9k]/.test(next)) return undefined;
      if (next === 's') out += inClass ? SPACES : `[${SPACES}]`;
      else if (next === 'S' && !inClass) out += `[^${SPACES}]`;
      else out += c + next;
    } else if (inClass) {
      if (c === ']') inClass = false;
      out += c;
    } else if (c === '[') {
      inClass = true;
      out += c;
      if (source[i + 1] === '^') out += source[++i];
    } else out += c === '.' && !dotAll ? DOT : c;
  }
  return out;
}

function isJavaScriptPattern(source: string): boolean {
  try {
    new RegExp(source, 'u');
    return true;
  } catch {
    return false;
  }
}

type Compiled = UserPattern | UserPatternProblem;

function compile(source: string, flags: string): Compiled {
  if (!isJavaScriptPattern(source)) return 'invalid';
  const spelled = spellOut(source, flags.includes('s'));
  if (spelled === undefined) return 'unsupported';
  try {
    const re = RE2JS.compile(RE2JS.translateRegExp(spelled), re2Flags(flags));
    const size = re.programSize();
    if (size > USER_PATTERN_MAX_PROGRAM) return 'unsupported';
    const maxLength = Math.floor(USER_PATTERN_BUDGET / size);
    return { maxLength, test: (value) => value.length <= maxLength && re.test(value) };
  } catch {
    return 'unsupported';
  }
}

// Forms are validated on every change in the browser and every row of an import on the server: compiled once.
const CACHE_SIZE = 500;
const cache = new Map<string, Compiled>();

function compiled(source: string, flags: string): Compiled {
  const key = `${flags}/${source}`;
  let hit = cache.get(key);
  if (hit === undefined) {
    hit = compile(source, flags);
    if (cache.size >= CACHE_SIZE) cache.delete(cache.keys().next().value!);
    cache.set(key, hit);
  }
  return hit;
}

/** The pattern compiled for the linear-time engine, or undefined when it cannot run there (see userPatternProblem). */
export function compileUserPattern(source: string, flags = ''): UserPattern | undefined {
  const c = compiled(source, flags);
  return typeof c === 'string' ? undefined : c;
}

/** Whether the value matches (a search, as RegExp.prototype.test); undefined when the pattern cannot run. */
export function testUserPattern(source: string, value: string, flags = ''): boolean | undefined {
  return compileUserPattern(source, flags)?.test(value);
}

/** Why the pattern cannot run on the linear-time engine, or undefined when it can. */
export function userPatternProblem(source: string, flags = ''): UserPatternProblem | undefined {
  const c = compiled(source, flags);
  return typeof c === 'string' ? c : undefined;
}

/** The refusal of a pattern that cannot run, naming the rule (`label`: a field's title, a check rule's code). */
export function checkUserPattern(source: string, label: string): Message | undefined {
  const problem = userPatternProblem(source);
  if (!problem) return undefined;
  return problem === 'invalid' ? RULE_MESSAGES.invalidPattern : RULE_MESSAGES.patternUnsupported(label);
}
