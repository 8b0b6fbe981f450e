// Camunda/Flowable/Activiti conditions (`${days > 3}`, `#{amount >= 1000 && type == 'x'}`, `${empty reason}`) as
// JavaScript for the script sandbox. JUEL is parsed, never pattern-replaced, so its word operators inside a string stay
// text and anything that is not JUEL (an assignment, a statement, a JavaScript keyword as a name) is no expression.
// The translation keeps JUEL's meanings where JavaScript differs: `+` adds numbers, `empty` holds for null, '' and
// empty lists and maps, `a.b` on a missing `a` is undefined (as JUEL's null), `==` compares loosely ('5' == 5).

/** A JUEL expression as a JavaScript expression, and the free variable names it reads (bound by the caller). */
export interface TranslatedExpression {
  body: string;
  identifiers: string[];
}

const DELIMITED = /^\s*[$#]\{([\s\S]*)\}\s*$/;

/** Whether the text is one `${…}` or `#{…}` expression (what process engines evaluate as JUEL). */
export const isJuelExpression = (text: string) => DELIMITED.test(text);

const WORD_OPERATORS = new Map(Object.entries({
  and: '&&', or: '||', not: '!', eq: '==', ne: '!=', lt: '<', gt: '>', le: '<=', ge: '>=', div: '/', mod: '%',
}));

// Names JavaScript does not allow as a binding in strict code: a JUEL variable so named cannot be bound.
const JS_RESERVED = new Set(`arguments await break case catch class const continue debugger default delete do else enum eval
  export extends finally for function if implements import in instanceof interface let new package private protected
  public return static super switch this throw try typeof var void while with yield undefined NaN Infinity`.split(/\s+/));

type Token = { kind: 'name' | 'number' | 'string' | 'op'; text: string };

const NAME = /^[\p{ID_Start}_$][\p{ID_Continue}$\u200C\u200D]*/u;
const NUMBER = /^(?:\d+(?:\.\d*)?|\.\d+)(?:[eE][+-]?\d+)?/;
const OPERATOR = /^(?:==|!=|<=|>=|&&|\|\||[<>!+\-*/%?:()[\].,])/;

/** JUEL's tokens, or undefined for a character it has no use for. */
function tokenize(source: string): Token[] | undefined {
  const tokens: Token[] = [];
  let rest = source;
  while ((rest = rest.trimStart())) {
    const quote = rest[0];
    if (quote === '\'' || quote === '"') {
      // JUEL escapes only the quote and the backslash; any other backslash is itself.
      let text = '';
      let i = 1;
      for (; i < rest.length && rest[i] !== quote; i++) {
        if (rest[i] === '\\' && (rest[i + 1] === quote || rest[i + 1] === '\\')) i++;
        text += rest[i];
      }
      if (i >= rest.length) return undefined;
      tokens.push({ kind: 'string', text });
      rest = rest.slice(i + 1);
      continue;
    }
    // `.5` is a number, except after a value, where the dot reads a property.
    const previous = tokens.at(-1);
    const afterValue = previous && previous.kind !== 'op' && !WORD_OPERATORS.has(previous.text) && previous.text !== 'empty';
    const number = rest[0] === '.' && (afterValue || previous?.text === ')' || previous?.text === ']') ? null : NUMBER.exec(rest);
    const match = number ?? NAME.exec(rest) ?? OPERATOR.exec(rest);
    if (!match) return undefined;
    tokens.push({ kind: number ? 'number' : NAME.test(match[0]) ? 'name' : 'op', text: match[0] });
    rest = rest.slice(match[0].length);
  }
  return tokens;
}

/** A JUEL operator as JavaScript's (word operators included), for the token at hand. */
const operatorOf = (token: Token | undefined) =>
  token?.kind === 'op' ? token.text : token?.kind === 'name' ? WORD_OPERATORS.get(token.text) : undefined;

const LEVELS: string[][] = [['||'], ['&&'], ['==', '!='], ['<', '>', '<=', '>='], ['+', '-'], ['*', '/', '%']];

const EMPTY = '((v) => v == null || v === \'\' || (typeof v === \'object\' && Object.keys(v).length === 0))';

class Parser {
  private at = 0;
  readonly identifiers: string[] = [];

  constructor(private readonly tokens: Token[]) {}

  expression(): string {
    const condition = this.binary(0);
    if (operatorOf(this.peek()) !== '?') return condition;
    this.at++;
    const then = this.expression();
    this.expect(':');
    return `(${condition} ? ${then} : ${this.expression()})`;
  }

  done() {
    return this.at === this.tokens.length;
  }

  private binary(level: number): string {
    if (level === LEVELS.length) return this.unary();
    let left = this.binary(level + 1);
    for (let op = operatorOf(this.peek()); op && LEVELS[level]!.includes(op); op = operatorOf(this.peek())) {
      this.at++;
      const right = this.binary(level + 1);
      left = op === '+' ? `(Number(${left}) + Number(${right}))` : `(${left} ${op} ${right})`;
    }
    return left;
  }

  private unary(): string {
    const token = this.peek();
    if (token?.kind === 'name' && token.text === 'empty') {
      this.at++;
      return `${EMPTY}(${this.unary()})`;
    }
    const op = operatorOf(token);
    if (op === '!' || op === '-') {
      this.at++;
      return `(${op}${this.unary()})`;
    }
    return this.value();
  }

  private value(): string {
    let value = this.primary();
    for (;;) {
      const op = this.peek()?.kind === 'op' ? this.peek()!.text : undefined;
      if (op === '.') {
        this.at++;
        const name = this.next();
        if (name.kind !== 'name') throw new SyntaxError('a property name');
        value = `${value}?.${name.text}`;
      } else if (op === '[') {
        this.at++;
        value = `${value}?.[${this.expression()}]`;
        this.expect(']');
      } else if (op === '(') {
        this.at++;
        const args: string[] = [];
        while (operatorOf(this.peek()) !== ')') {
          if (args.length) this.expect(',');
          args.push(this.expression());
        }
        this.at++;
        value = `${value}(${args.join(', ')})`;
      } else {
        return value;
      }
    }
  }

  private primary(): string {
    const token = this.next();
    if (token.kind === 'number') return token.text;
    if (token.kind === 'string') return JSON.stringify(token.text);
    if (token.kind === 'op') {
      if (token.text !== '(') throw new SyntaxError(`unexpected ${token.text}`);
      const inner = this.expression();
      this.expect(')');
      return `(${inner})`;
    }
    if (token.text === 'true' || token.text === 'false' || token.text === 'null') return token.text;
    if (WORD_OPERATORS.has(token.text) || token.text === 'empty' || token.text === 'instanceof' || JS_RESERVED.has(token.text)) {
      throw new SyntaxError(`unexpected ${token.text}`);
    }
    if (!this.identifiers.includes(token.text)) this.identifiers.push(token.text);
    return token.text;
  }

  private peek(): Token | undefined {
    return this.tokens[this.at];
  }

  private next(): Token {
    const token = this.tokens[this.at++];
    if (!token) throw new SyntaxError('unexpected end');
    return token;
  }

  private expect(op: string) {
    if (operatorOf(this.next()) !== op) throw new SyntaxError(`${op} expected`);
  }
}

/**
 * The JUEL expression (`${…}` or `#{…}`) as a JavaScript expression over its free variables, or undefined when the
 * text is not one JUEL expression.
 */
export function juelToJavaScript(expr: string): TranslatedExpression | undefined {
  const inner = DELIMITED.exec(expr)?.[1];
  const tokens = inner === undefined ? undefined : tokenize(inner);
  if (!tokens?.length) return undefined;
  const parser = new Parser(tokens);
  try {
    const body = parser.expression();
    return parser.done() ? { body, identifiers: parser.identifiers } : undefined;
  } catch (error) {
    if (error instanceof SyntaxError) return undefined;
    throw error;
  }
}
