// formatExpr: how a field's value is shown where it is read, not edited (read-only forms, list cells). A small template
// language, never evaluated as code:
//   text with placeholders   '{value} USD', '{key} - {value}'
//     {value}  the value as shown: a control with options (a static list, a dictionary, or a SQL or HTTP config's rows,
//              found by the stored value) shows each stored value's label, several joined by ', ' (optionLabelText); a
//              value no option has, and any value of a control without options, as it is. The label is given to
//              formatDisplay (FormatInput.label) before the format: a pattern then reads the label, not the code.
//     {key}    the value as stored (an option's value, several comma-separated)
//   a pattern after a colon  '{value:#,##0.00}', '{value:0.0%}', '{value:YYYY/MM/DD HH:mm}'
//   a bare pattern           '#,##0.00' or 'YYYY-MM-DD' (the same as '{value:…}')
//   '{{' and '}}'            literal braces
// Number patterns: '0' a digit always shown, '#' a digit shown when there is one, ',' in the integer part groups by
// thousands, a trailing '%' shows the value times 100 (and '‰' times 1000). Date patterns: YYYY YY MM M DD D HH H mm ss.
// An expression that is none of these shows the value unformatted; a value a pattern cannot read is shown as it is.

export type FormatPlaceholder = 'value' | 'key';

export type FormatPart = { text: string } | { placeholder: FormatPlaceholder; pattern?: string };

const NUMBER_PATTERN = /^([#,0]*[#0])(?:\.(0*)(#*))?([%‰])?$/;
const DATE_TOKENS = /YYYY|YY|MM|M|DD|D|HH|H|mm|ss/g;
const DATE_PATTERN = /^(?:YYYY|YY|MM|M|DD|D|HH|H|mm|ss|[\s\-/.:,年月日时分秒T])+$/;

export const isNumberPattern = (pattern: string) => NUMBER_PATTERN.test(pattern);
export const isDatePattern = (pattern: string) => DATE_PATTERN.test(pattern) && /Y|D|H|mm/.test(pattern);
const isPattern = (pattern: string) => isNumberPattern(pattern) || isDatePattern(pattern);

/** The parts of an expression, or undefined when it is not one (then the value is shown as it is). */
export function parseFormatExpr(expr: string | undefined): FormatPart[] | undefined {
  if (!expr || !expr.trim()) return undefined;
  if (!expr.includes('{') && isPattern(expr.trim())) return [{ placeholder: 'value', pattern: expr.trim() }];
  const parts: FormatPart[] = [];
  let text = '';
  let hasPlaceholder = false;
  for (let i = 0; i < expr.length; i++) {
    const c = expr[i]!;
    if ((c === '{' || c === '}') && expr[i + 1] === c) {
      text += c;
      i++;
      continue;
    }
    if (c === '}') return undefined;
    if (c !== '{') {
      text += c;
      continue;
    }
    const end = expr.indexOf('}', i);
    if (end < 0) return undefined;
    const inner = expr.slice(i + 1, end);
    const colon = inner.indexOf(':');
    const name = (colon < 0 ? inner : inner.slice(0, colon)).trim();
    const pattern = colon < 0 ? undefined : inner.slice(colon + 1).trim();
    if ((name !== 'value' && name !== 'key') || (pattern !== undefined && !isPattern(pattern))) return undefined;
    if (text) parts.push({ text });
    text = '';
    parts.push(pattern ? { placeholder: name, pattern } : { placeholder: name });
    hasPlaceholder = true;
    i = end;
  }
  if (text) parts.push({ text });
  return hasPlaceholder ? parts : undefined;
}

const isBlank = (value: unknown) => value === undefined || value === null || value === '';

function toNumber(value: unknown): number | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  if (typeof value === 'string' && /^\s*-?\d+(\.\d+)?\s*$/.test(value)) return Number(value);
  return undefined;
}

/** Rounds half away from zero at `digits` decimals, on the decimal text (so 1.005 → 1.01). */
function roundTo(n: number, digits: number): string {
  const [mantissa, exponent = '0'] = String(Math.abs(n)).split('e');
  const shifted = Math.round(Number(`${mantissa}e${Number(exponent) + digits}`));
  return Number(`${shifted}e-${digits}`).toFixed(digits);
}

/** A number in a number pattern ('#,##0.00', '0.0%', '#'); undefined when the pattern is not one. */
export function formatNumber(n: number, pattern: string): string | undefined {
  const match = NUMBER_PATTERN.exec(pattern);
  if (!match) return undefined;
  const [, integerPart, zeros = '', hashes = '', unit] = match;
  const scaled = unit === '%' ? n * 100 : unit === '‰' ? n * 1000 : n;
  const fixed = roundTo(scaled, zeros.length + hashes.length);
  let [whole, fraction = ''] = fixed.split('.');
  while (fraction.length > zeros.length && fraction.endsWith('0')) fraction = fraction.slice(0, -1);
  const minDigits = (integerPart!.match(/0/g) ?? []).length;
  whole = whole!.replace(/^0+(?=\d)/, '');
  if (whole === '0' && minDigits === 0 && fraction) whole = '';
  whole = whole.padStart(minDigits, '0');
  if (integerPart!.includes(',')) whole = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  const negative = scaled < 0 && /[1-9]/.test(whole + fraction);
  return `${negative ? '-' : ''}${whole}${fraction ? `.${fraction}` : ''}${unit ?? ''}`;
}

interface DateParts { Y: number; M: number; D: number; h: number; m: number; s: number }

const LOCAL_DATE = /^(\d{4})-(\d{1,2})-(\d{1,2})(?:[T ](\d{1,2}):(\d{2})(?::(\d{2})(?:\.\d+)?)?)?$/;
const TIME_ONLY = /^(\d{1,2}):(\d{2})(?::(\d{2}))?$/;

function fromDate(date: Date): DateParts | undefined {
  if (Number.isNaN(date.getTime())) return undefined;
  return { Y: date.getFullYear(), M: date.getMonth() + 1, D: date.getDate(), h: date.getHours(), m: date.getMinutes(), s: date.getSeconds() };
}

/** A date, a date with a time, a time of day, an instant with its zone (shown in local time) or epoch milliseconds. */
function dateParts(value: unknown): DateParts | undefined {
  if (typeof value === 'number') return fromDate(new Date(value));
  if (value instanceof Date) return fromDate(value);
  if (typeof value !== 'string') return undefined;
  const text = value.trim();
  const local = LOCAL_DATE.exec(text);
  if (local) {
    const [, Y, M, D, h = '0', m = '0', s = '0'] = local;
    return { Y: Number(Y), M: Number(M), D: Number(D), h: Number(h), m: Number(m), s: Number(s) };
  }
  const time = TIME_ONLY.exec(text);
  if (time) return { Y: 0, M: 0, D: 0, h: Number(time[1]), m: Number(time[2]), s: Number(time[3] ?? 0) };
  if (/^\d{4}-\d{2}-\d{2}T.*(Z|[+-]\d{2}:?\d{2})$/.test(text)) return fromDate(new Date(text));
  return undefined;
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** A date or time in a date pattern ('YYYY-MM-DD', 'YYYY年M月D日 HH:mm'); undefined when the value is not one. */
export function formatDate(value: unknown, pattern: string): string | undefined {
  const d = dateParts(value);
  if (!d) return undefined;
  const tokens: Record<string, string> = {
    YYYY: pad(d.Y, 4), YY: pad(d.Y % 100), MM: pad(d.M), M: String(d.M), DD: pad(d.D), D: String(d.D),
    HH: pad(d.h), H: String(d.h), mm: pad(d.m), ss: pad(d.s),
  };
  return pattern.replace(DATE_TOKENS, (token) => tokens[token]!);
}

const plainText = (value: unknown): string => (Array.isArray(value) ? value.map(plainText).join(',') : isBlank(value) ? '' : String(value));

function applyPattern(value: unknown, pattern: string | undefined): string {
  if (!pattern) return plainText(value);
  if (isNumberPattern(pattern)) {
    const n = toNumber(value);
    return n === undefined ? plainText(value) : (formatNumber(n, pattern) ?? plainText(value));
  }
  return formatDate(value, pattern) ?? plainText(value);
}

export interface FormatInput {
  /** The value as stored. */
  value: unknown;
  /** The value as shown when it differs (an option's label). */
  label?: string;
}

/**
 * The label text of a stored value (a list, or comma-separated text): each value's label, joined by ', '; a value
 * `labelOf` does not know shown as stored. What {value} shows for a control with options; '' for an empty value.
 */
export function optionLabelText(value: unknown, labelOf: (stored: string) => string | undefined): string {
  if (isBlank(value)) return '';
  const list = Array.isArray(value) ? value.filter((v) => !isBlank(v)).map(String) : String(value).split(',');
  return list.map((v) => labelOf(v) ?? v).join(', ');
}

/** The text of a value under a field's formatExpr; an empty value stays empty, an unreadable expression shows the value. */
export function formatDisplay(expr: string | undefined, { value, label }: FormatInput): string {
  const shown = label ?? value;
  if (isBlank(value) || (Array.isArray(value) && value.length === 0)) return '';
  const parts = parseFormatExpr(expr);
  if (!parts) return plainText(shown);
  return parts.map((part) => ('text' in part ? part.text : applyPattern(part.placeholder === 'key' ? value : shown, part.pattern))).join('');
}
