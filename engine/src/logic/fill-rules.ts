// Fill rules: a registry of built-in value generators (serial numbers, date parts, the department's code). A rule names
// a generator of this registry and gives its parameters; nothing is ever loaded from a class or module name.
import { Type, type Static, type TSchema } from '@sinclair/typebox';
import { OneOf } from '../metadata/common.ts';
import { validateWithSchema } from '../metadata/validate.ts';
import type { ValidationIssue } from '../metadata/errors.ts';
import { issue } from '../rules/util.ts';
import { CONFIG_MESSAGES } from './messages.ts';
import { FILL_RULE_CLASSES, SERIAL_RESETS, type FillRuleClass, type SerialReset } from './vocab.ts';


/** The calendar of the moment a value is drawn, in the enterprise's time zone. */
export interface DateParts {
  year: string;
  month: string;
  day: string;
  hour: string;
  minute: string;
  second: string;
}

/** The parts of a moment in a time zone (two digits each, four for the year). */
export function datePartsIn(timeZone: string, at: Date = new Date()): DateParts {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', {
      timeZone, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit', hourCycle: 'h23',
    }).formatToParts(at).map((p) => [p.type, p.value]),
  );
  return { year: parts.year!, month: parts.month!, day: parts.day!, hour: parts.hour!, minute: parts.minute!, second: parts.second! };
}

/** `YYYY`, `MM`, `DD`, `HH`, `mm`, `ss` in a pattern replaced by the moment's parts. */
export function formatDateParts(pattern: string, at: DateParts): string {
  return pattern.replace(/YYYY|MM|DD|HH|mm|ss/g, (token) => ({
    YYYY: at.year, MM: at.month, DD: at.day, HH: at.hour, mm: at.minute, ss: at.second,
  })[token]!);
}

const affixes = {
  prefix: Type.Optional(Type.String({ maxLength: 32, description: 'Text before the value' })),
  suffix: Type.Optional(Type.String({ maxLength: 32, description: 'Text after the value' })),
};

const SerialNumberParams = Type.Object({
  ...affixes,
  digits: Type.Optional(Type.Integer({ minimum: 1, maximum: 18, default: 4, description: 'Width of the number, zero-padded' })),
  resetBy: Type.Optional(OneOf(SERIAL_RESETS, { default: 'none', description: 'The number starts again at 1 each day, month or year' })),
}, { additionalProperties: false });

const DatePartParams = Type.Object({
  ...affixes,
  pattern: Type.String({ minLength: 1, maxLength: 32, pattern: '^[YMDHms_\\-/. :]+$', description: 'YYYY MM DD HH mm ss' }),
}, { additionalProperties: false });

const OrgCodeParams = Type.Object({ ...affixes }, { additionalProperties: false });

/** What a draw knows: the moment, the next number of its sequence (serial numbers), the caller's department code. */
export interface FillContext {
  at: DateParts;
  sequence?: number;
  orgCode?: string;
}

interface Generator<S extends TSchema> {
  params: S;
  /** The sequence a draw takes its number from ('' = one sequence for ever), or null when it takes no number. */
  period(params: Static<S>, at: DateParts): string | null;
  /** Whether it needs the caller's department code. */
  needsOrg?: boolean;
  value(params: Static<S>, context: FillContext): string;
}

const periodOf = (resetBy: SerialReset | undefined, at: DateParts) =>
  ({ none: '', day: `${at.year}${at.month}${at.day}`, month: `${at.year}${at.month}`, year: at.year })[resetBy ?? 'none'];

const GENERATORS: { [K in FillRuleClass]: Generator<TSchema> } = {
  serialNumber: {
    params: SerialNumberParams,
    period: (p, at) => periodOf(p.resetBy, at),
    value: (p, c) => `${p.prefix ?? ''}${periodOf(p.resetBy, c.at)}${String(c.sequence ?? 0).padStart(p.digits ?? 4, '0')}${p.suffix ?? ''}`,
  } satisfies Generator<typeof SerialNumberParams> as Generator<TSchema>,
  datePart: {
    params: DatePartParams,
    period: () => null,
    value: (p, c) => `${p.prefix ?? ''}${formatDateParts(p.pattern, c.at)}${p.suffix ?? ''}`,
  } satisfies Generator<typeof DatePartParams> as Generator<TSchema>,
  orgCode: {
    params: OrgCodeParams,
    period: () => null,
    needsOrg: true,
    value: (p, c) => `${p.prefix ?? ''}${c.orgCode ?? ''}${p.suffix ?? ''}`,
  } satisfies Generator<typeof OrgCodeParams> as Generator<TSchema>,
};


export const isFillRuleClass = (name: string): name is FillRuleClass => Object.hasOwn(GENERATORS, name);

/** The JSON Schema of a generator's parameters (the designer's property panel). */
export const fillRuleParamsSchema = (name: FillRuleClass): TSchema => GENERATORS[name].params;

/** Issues of a fill rule's class and parameters (paths under /ruleParams). */
export function checkFillRule(ruleClass: string, ruleParams: unknown): ValidationIssue[] {
  if (!isFillRuleClass(ruleClass)) return [issue('/ruleClass', CONFIG_MESSAGES.fillClassUnknown(ruleClass, FILL_RULE_CLASSES.join(', ')))];
  return validateWithSchema(GENERATORS[ruleClass].params, ruleParams ?? {}).map((i) =>
    issue(`/ruleParams${i.path}`, CONFIG_MESSAGES.fillParamsInvalid(i.path || '/', i.message)));
}

/** A checked rule ready to draw from. */
export interface FillPlan {
  /** The sequence a draw numbers in, or null when the value takes no number. */
  period: string | null;
  needsOrg: boolean;
  value(context: FillContext): string;
}

/** The plan of a valid rule (check it first with checkFillRule). */
export function planFillRule(ruleClass: FillRuleClass, ruleParams: unknown, at: DateParts): FillPlan {
  const generator = GENERATORS[ruleClass];
  const params = (ruleParams ?? {}) as never;
  return {
    period: generator.period(params, at),
    needsOrg: generator.needsOrg ?? false,
    value: (context) => generator.value(params, context),
  };
}
