// Query values checked and normalised by the column's type before they are bound.
import type { ValueType } from '../ddl/columns.ts';
import { MAX_COLUMN_LENGTH } from '../vocab/index.ts';

const NUMBER = /^-?\d+(\.\d+)?$/;
const DATE = /^\d{4}-\d{2}-\d{2}$/;
const TIMESTAMP = /^\d{4}-\d{2}-\d{2}([ T]\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}(:?\d{2})?)?)?$/;

/** Whether `yyyy-mm-dd` (the start of the text) names a day of the calendar: 2024-02-29 does, 2024-02-30 does not. */
export function isCalendarDate(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  // Day 0 of the next month is the last day of this one.
  return month >= 1 && month <= 12 && day >= 1 && day <= new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** Whether the name is an IANA time zone the runtime knows (Asia/Shanghai, UTC, …). */
export function isTimeZone(timeZone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone });
    return true;
  } catch {
    return false;
  }
}

/** The calendar day (`yyyy-mm-dd`) it is at `at` in the time zone: what "today" means to an enterprise there. */
export function calendarDateIn(timeZone: string, at: Date = new Date()): string {
  return dayFormatOf(timeZone).format(at);
}

/**
 * A formatter per time zone, made once: making one costs a third of a millisecond, and every record request asks for
 * today's date (its page context is kept per day). An unknown zone throws as before and is not kept.
 */
const dayFormats = new Map<string, Intl.DateTimeFormat>();
function dayFormatOf(timeZone: string): Intl.DateTimeFormat {
  let format = dayFormats.get(timeZone);
  if (!format) {
    // en-CA writes dates as yyyy-mm-dd.
    format = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
    if (dayFormats.size < 64) dayFormats.set(timeZone, format);
  }
  return format;
}

const validDate = (value: string) => isCalendarDate(value) && !Number.isNaN(Date.parse(value.replace(' ', 'T')));

/** A value of this type as it is bound, or undefined when the value does not fit the type. */
export function coerceValue(type: ValueType, value: unknown): string | number | undefined {
  if (type === 'number' || type === 'integer') {
    if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
    if (typeof value === 'string' && NUMBER.test(value.trim())) return value.trim();
    return undefined;
  }
  if (type === 'date' || type === 'timestamp') {
    if (typeof value !== 'string') return undefined;
    const v = value.trim();
    const shape = type === 'date' ? DATE : TIMESTAMP;
    return shape.test(v) && validDate(v) ? v : undefined;
  }
  if (type === 'blob') return undefined;
  return coerceText(value);
}

/** A value compared as text: strings and numbers up to the maximum column length. */
export function coerceText(value: unknown): string | undefined {
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  if (typeof value !== 'string' || value.length > MAX_COLUMN_LENGTH || value.includes('\u0000')) return undefined;
  return value;
}
