// Measure expressions (`exp`): arithmetic over a row's columns — numbers, column codes, + - * / and parentheses —
// parsed here into a tree and nothing else, so that SQL and the in-memory aggregation both compile the same tree
// (never raw text from the client).
import { QueryRejected } from '../query/errors.ts';
import { REPORT_MESSAGES } from './messages.ts';

export type ExpNode =
  | { kind: 'num'; value: number }
  | { kind: 'col'; name: string }
  | { kind: 'neg'; arg: ExpNode }
  | { kind: 'bin'; op: '+' | '-' | '*' | '/'; left: ExpNode; right: ExpNode };

const TOKEN = /\s*(?:(\d+(?:\.\d+)?)|([A-Za-z_][A-Za-z0-9_]{0,62})|([-+*/()]))/y;
/** Deep enough for any formula a designer writes; a bound keeps recursion and SQL text small. */
const MAX_NODES = 64;

/** The tree of an expression; QueryRejected (expInvalid) for anything else. */
export function parseExp(text: string): ExpNode {
  const fail = (): never => {
    throw new QueryRejected(REPORT_MESSAGES.expInvalid(text));
  };
  const tokens: string[] = [];
  TOKEN.lastIndex = 0;
  while (TOKEN.lastIndex < text.length) {
    if (/^\s*$/.test(text.slice(TOKEN.lastIndex))) break;
    const match = TOKEN.exec(text);
    if (!match) return fail();
    tokens.push(match[1] ?? match[2] ?? match[3]!);
  }
  let at = 0;
  let nodes = 0;
  const node = <T extends ExpNode>(n: T): T => (++nodes > MAX_NODES ? fail() : n);
  const expr = (): ExpNode => {
    let left = term();
    while (tokens[at] === '+' || tokens[at] === '-') {
      const op = tokens[at++] as '+' | '-';
      left = node({ kind: 'bin', op, left, right: term() });
    }
    return left;
  };
  const term = (): ExpNode => {
    let left = factor();
    while (tokens[at] === '*' || tokens[at] === '/') {
      const op = tokens[at++] as '*' | '/';
      left = node({ kind: 'bin', op, left, right: factor() });
    }
    return left;
  };
  const factor = (): ExpNode => {
    const token = tokens[at++];
    if (token === undefined) return fail();
    if (token === '-') return node({ kind: 'neg', arg: factor() });
    if (token === '(') {
      const inner = expr();
      if (tokens[at++] !== ')') fail();
      return inner;
    }
    if (/^\d/.test(token)) return node({ kind: 'num', value: Number(token) });
    if (/^[A-Za-z_]/.test(token)) return node({ kind: 'col', name: token });
    return fail();
  };
  const tree = expr();
  if (at !== tokens.length) fail();
  return tree;
}

/** The column codes an expression reads. */
export function expColumns(node: ExpNode): string[] {
  switch (node.kind) {
    case 'num': return [];
    case 'col': return [node.name];
    case 'neg': return expColumns(node.arg);
    case 'bin': return [...expColumns(node.left), ...expColumns(node.right)];
  }
}

/** SQL of the tree: columns through `column` (quoted, cast to a number), numbers as literals, division by zero null. */
export function expSql(node: ExpNode, column: (name: string) => string): string {
  switch (node.kind) {
    case 'num': return String(node.value);
    case 'col': return column(node.name);
    case 'neg': return `(-${expSql(node.arg, column)})`;
    case 'bin': {
      const left = expSql(node.left, column);
      const right = expSql(node.right, column);
      return node.op === '/' ? `(${left} / nullif(${right}, 0))` : `(${left} ${node.op} ${right})`;
    }
  }
}

/** The tree's value on a row (in-memory aggregation); null where SQL would give null (a null, a non-number, x / 0). */
export function evalExp(node: ExpNode, value: (name: string) => number | null): number | null {
  switch (node.kind) {
    case 'num': return node.value;
    case 'col': return value(node.name);
    case 'neg': {
      const v = evalExp(node.arg, value);
      return v === null ? null : -v;
    }
    case 'bin': {
      const l = evalExp(node.left, value);
      const r = evalExp(node.right, value);
      if (l === null || r === null) return null;
      if (node.op === '/') return r === 0 ? null : l / r;
      return node.op === '+' ? l + r : node.op === '-' ? l - r : l * r;
    }
  }
}
