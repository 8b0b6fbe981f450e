// time: a time of day, HH:mm or HH:mm:ss.
import { valueEntry } from './kit/props.ts';
import { patterned } from './kit/rules.ts';
import { defineControl } from './kit/definition.ts';

const TIME = /^([01]\d|2[0-3]):[0-5]\d(:[0-5]\d)?$/;

export const time = defineControl({
  type: 'time',
  ...patterned('time', TIME, 'notTime', 'time'),
  palette: valueEntry('basic', '时间', 'Time', 'ClockCircleOutlined'),
  valueKind: 'time',
});
