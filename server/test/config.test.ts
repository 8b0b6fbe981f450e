// Configuration from the environment: the time zone of "today" (TIME_ZONE) defaults to Asia/Shanghai and an unknown
// one stops the start with a clear message.
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../src/index.ts';

describe('TIME_ZONE', () => {
  it('defaults to Asia/Shanghai and takes any IANA zone', () => {
    expect(loadConfig({}).timeZone).toBe('Asia/Shanghai');
    expect(loadConfig({ TIME_ZONE: 'Europe/Berlin' }).timeZone).toBe('Europe/Berlin');
  });

  it('refuses a zone that does not exist', () => {
    expect(() => loadConfig({ TIME_ZONE: 'Mars/Olympus' })).toThrow('TIME_ZONE: Mars/Olympus is not a time zone (an IANA name such as Asia/Shanghai or UTC)');
  });
});

describe('DB_POOL_MAX', () => {
  it('sizes the PostgreSQL pools: 10 unless a positive whole number is given', () => {
    expect([loadConfig({}).dbPoolMax, loadConfig({ DB_POOL_MAX: '4' }).dbPoolMax, loadConfig({ DB_POOL_MAX: '0' }).dbPoolMax, loadConfig({ DB_POOL_MAX: 'many' }).dbPoolMax]).toEqual([10, 4, 10, 10]);
  });
});
