// time: a time of day, HH:mm or HH:mm:ss.
import { valueEntry } from './kit/props.ts';
import { patterned } from './kit/rules.ts';
import { defineControl } from './kit/definition.ts';

const TIME = /^([01]\d|2[0-3]):[0-5]\d(:[0-5]\d)?$/;

export const time = defineControl({
  type: 'time',
  // Its own pattern, not JSON Schema's `time` format: that format asks for a zone (13:45:30Z), which a time of day
  // typed in a form never has, so a browser checking the schema refused what the server accepts.
  ...patterned('time', TIME, 'notTime', { pattern: TIME.source }),
  palette: valueEntry('basic', '时间', 'Time', 'ClockCircleOutlined'),
  valueKind: 'time',
});
