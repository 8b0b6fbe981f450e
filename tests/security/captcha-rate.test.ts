// The anonymous captcha image is rate-limited per address (issue 30, item 7): CAPTCHA_RATE.perWindow images per window,
// then 429 with a clear message; a refused request writes no captcha row, so a flood cannot fill sys_captcha.
import { describe, expect, it } from 'vitest';
import { CAPTCHA_RATE } from '../../server/src/auth/captcha.ts';
import { apiSuite } from '../support/server.ts';

const suite = apiSuite();

const rows = async () => (await suite.server.sql<{ n: number }>(`select count(*)::int as n from sys_captcha where check_key like 'rate-%'`))[0]!.n;

describe('the captcha image', () => {
  it('answers an address its images up to the limit, then 429 without writing a row', async () => {
    const anon = suite.server.anonymous();
    const statuses: number[] = [];
    for (let i = 0; i < CAPTCHA_RATE.perWindow; i++) statuses.push((await anon.get(`/api/system/randomImage/rate-${String(i).padStart(8, '0')}`)).status);
    expect(statuses.every((s) => s === 200)).toBe(true);
    expect(await rows()).toBe(CAPTCHA_RATE.perWindow);
    for (let i = 0; i < 30; i++) {
      const res = await anon.get(`/api/system/randomImage/rate-over-${String(i).padStart(6, '0')}`);
      expect([res.status, res.body.message]).toEqual([429, 'Too many requests, please try again later']);
    }
    expect(await rows()).toBe(CAPTCHA_RATE.perWindow);
    // Signing in is not held by it (the captcha is off on the test server).
    expect((await anon.post('/api/system/login', { username: 'admin', password: suite.server.adminPassword })).status).toBe(200);
  });
});
