// date: a calendar date, YYYY-MM-DD.
import { isCalendarDate } from '../../query/values.ts';
import { valueEntry } from './kit/props.ts';
import { patterned } from './kit/rules.ts';
import { defineControl } from './kit/definition.ts';

const DATE = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;

export const date = defineControl({
  type: 'date',
  ...patterned('date', DATE, 'notDate', { format: 'date' }, isCalendarDate),
  palette: valueEntry('basic', '日期', 'Date', 'CalendarOutlined'),
  valueKind: 'date',
  column: { colType: 'date' },
  generatedFor: ['date'],
});
