// How much an SQL config's statement may build, decided on its syntax tree before it runs. A call whose size is a
// constant of the statement, or a parameter (measured with the value it runs with; when a config is saved, left to
// its runs), is measured; one whose size comes from a column or another call is refused, since nothing tells how large
// it gets:
// - text builders (everywhere, the answer travels through this server): repeat (of a constant text), lpad, rpad,
//   space, format widths and array_fill build at most SQL_BOUNDS.builtLength characters (elements);
// - row generators (the embedded database only, where a running statement cannot be stopped; PostgreSQL stops it at
//   the statement time-out): the generate_series calls of a statement yield at most SQL_BOUNDS.generatedRows rows
//   together (their sizes multiplied, as a join of them would). Scans of tables are priced by the embedded
//   database's planner-cost limit.
import { CONFIG_MESSAGES, SqlRefused } from '@yc/engine';

export const SQL_BOUNDS = { builtLength: 10_000, generatedRows: 100_000 } as const;

/** A size not known yet: a parameter of a config being saved (measured when it runs). */
const LATER = Symbol('measured when the statement runs');
type Constant = number | string | typeof LATER | undefined;

/** A parameter's value as a size or a text (a number given as text counts as the number). */
function parameterConstant(value: unknown): Constant {
  if (typeof value === 'number') return value;
  if (typeof value !== 'string') return undefined;
  return value.trim() !== '' && Number.isFinite(Number(value)) ? Number(value) : value;
}

/**
 * A PostgreSQL constant (a cast of one included), a parameter's value (`$n`, LATER without values), or undefined.
 */
function pgConstant(node: unknown, values?: readonly unknown[]): Constant {
  const { A_Const: constant, TypeCast: cast, ParamRef: param } = (node ?? {}) as {
    A_Const?: Record<string, Record<string, unknown>>; TypeCast?: { arg?: unknown }; ParamRef?: { number?: number };
  };
  if (cast) return pgConstant(cast.arg, values);
  if (param) return values ? parameterConstant(values[(param.number ?? 0) - 1]) : LATER;
  if (!constant) return undefined;
  if (constant.ival) return Number(constant.ival.ival ?? 0);
  if (constant.fval) return Number(constant.fval.fval);
  if (constant.sval) return String(constant.sval.sval ?? '');
  return undefined;
}

/** A MySQL/MariaDB constant, or undefined (a parameter too: its values are not measured in this dialect). */
function mysqlConstant(node: unknown): Constant {
  const { type, value } = (node ?? {}) as { type?: string; value?: unknown };
  if (type === 'number') return Number(value);
  if (type === 'single_quote_string' || type === 'double_quote_string' || type === 'string') return String(value);
  return undefined;
}

const UNIT_MS: Record<string, number> = {
  second: 1000, sec: 1000, minute: 60_000, min: 60_000, hour: 3_600_000, day: 86_400_000, week: 604_800_000,
  // The shortest month and year: the most steps a range can take.
  month: 28 * 86_400_000, mon: 28 * 86_400_000, year: 365 * 86_400_000,
};

/** An interval constant of one unit ('1 day', '2 hours') in milliseconds, or undefined. */
function intervalMs(text: string): number | undefined {
  const match = /^\s*(\d+(?:\.\d+)?)?\s*([a-z]+?)s?\s*$/i.exec(text);
  const unit = match && UNIT_MS[match[2]!.toLowerCase()];
  return unit ? Number(match[1] ?? 1) * unit : undefined;
}

/** How many rows generate_series yields for constant arguments (numbers, or timestamps and an interval), or undefined. */
function seriesLength([from, to, step]: Constant[], given: number): number | undefined {
  if (from === LATER || to === LATER || step === LATER) return 0;
  if (typeof from === 'number' && typeof to === 'number') {
    const by = given < 3 ? 1 : step;
    if (typeof by !== 'number' || !Number.isFinite(by) || by === 0) return undefined;
    return Math.max(0, Math.floor((to - from) / by) + 1);
  }
  if (typeof from === 'string' && typeof to === 'string' && typeof step === 'string') {
    const [start, end, by] = [Date.parse(from), Date.parse(to), intervalMs(step)];
    if (!Number.isFinite(start) || !Number.isFinite(end) || !by) return undefined;
    return Math.max(0, Math.floor(Math.abs(end - start) / by) + 1);
  }
  return undefined;
}

/** The widths a format string asks for (`%10s`, `%-10s`, `%1$10s`); Infinity for a width taken from an argument. */
function formatWidths(format: Constant): number[] {
  if (format === LATER) return [];
  if (typeof format !== 'string') return [Infinity];
  return [...format.matchAll(/%(?:\d+\$)?-?(\*|\d+)/g)].map((m) => (m[1] === '*' ? Infinity : Number(m[1])));
}

/** The size a text builder produces for constant arguments (Infinity when it is not constant), or undefined for other calls. */
function builtSize(name: string, args: Constant[], arrayDims: () => Constant[] | undefined): number | undefined {
  const size = (n: Constant) => (n === LATER ? 0 : typeof n === 'number' && Number.isFinite(n) ? n : Infinity);
  switch (name) {
    case 'repeat':
      return args[0] === LATER ? 0 : typeof args[0] === 'string' ? args[0].length * size(args[1]) : Infinity;
    case 'lpad':
    case 'rpad':
      return size(args[1]);
    case 'space':
      return size(args[0]);
    case 'format':
      return Math.max(0, ...formatWidths(args[0]));
    case 'array_fill':
      return (arrayDims() ?? [undefined]).reduce<number>((product, n) => product * size(n), 1);
    default:
      return undefined;
  }
}

function refuseBuilt(name: string, built: number | undefined): void {
  if (built !== undefined && !(built <= SQL_BOUNDS.builtLength)) throw new SqlRefused(CONFIG_MESSAGES.sqlUnbounded(name, SQL_BOUNDS.builtLength));
}

/** What the calls of one statement generated so far: the product of their row counts. */
export interface Generated {
  rows: number;
}

/**
 * Refuses a PostgreSQL call (unqualified name, its argument nodes) whose size is not bounded; `values` are the
 * parameters' (`$n`) it runs with, none when the statement is being saved. On the embedded database a generator's
 * rows count into the statement's `generated`.
 */
export function boundPgCall(name: string, args: readonly unknown[], embedded: boolean, generated: Generated, values?: readonly unknown[]): void {
  const lower = name.toLowerCase();
  const constants = args.map((arg) => pgConstant(arg, values));
  const dims = () => (args[1] as { A_ArrayExpr?: { elements?: unknown[] } } | undefined)?.A_ArrayExpr?.elements?.map((e) => pgConstant(e, values));
  refuseBuilt(lower, builtSize(lower, constants, dims));
  if (!embedded || lower !== 'generate_series') return;
  generated.rows *= Math.max(1, seriesLength(constants, args.length) ?? Infinity);
  if (!(generated.rows <= SQL_BOUNDS.generatedRows)) throw new SqlRefused(CONFIG_MESSAGES.sqlUnbounded(lower, SQL_BOUNDS.generatedRows));
}

/** Refuses a MySQL/MariaDB call (its name, its argument nodes) whose size is not bounded. */
export function boundMysqlCall(name: string, args: readonly unknown[]): void {
  const lower = name.toLowerCase();
  // MySQL's format(number, decimals) formats a number: no width to build.
  if (lower !== 'format') refuseBuilt(lower, builtSize(lower, args.map(mysqlConstant), () => undefined));
}
