// Small shell rules: idle decision, `m.` messages, chunk time-out, registries, device breakpoint.
import { describe, expect, it, vi } from 'vitest';
import { IDLE_LOGOUT_MS } from '../src/config.ts';
import { i18n, mergeLocales } from '../src/i18n/language.ts';
import { translateText } from '../src/request/report.ts';
import { ChunkLoadError, withTimeout } from '../src/router/lazy.tsx';
import { registerKind, registerPage } from '../src/router/registry.ts';
import { isIdleExpired } from '../src/session/idle.ts';
import { isMobileWidth } from '../src/store/device.ts';
import { microAppAddress } from '../src/pages/frames/MicroAppPage.tsx';
import { safeWebUrl } from '../src/utils/safe-url.ts';

describe('idle logout', () => {
  it.each([
    { last: 0, now: IDLE_LOGOUT_MS, token: true, expired: false },
    { last: 0, now: IDLE_LOGOUT_MS + 1, token: true, expired: true },
    { last: 0, now: IDLE_LOGOUT_MS + 1, token: false, expired: false },
    { last: undefined, now: 10 ** 12, token: true, expired: false },
  ])('last $last, now $now, token $token → $expired', ({ last, now, token, expired }) => {
    expect(isIdleExpired(last, now, token)).toBe(expired);
  });
});

describe('messages with the m. prefix', () => {
  it('are translated from the locale maps; other texts stay as they are', async () => {
    mergeLocales({ zh_CN: { 'm.demo.saved': '已保存' }, en_US: { 'm.demo.saved': 'Saved' } });
    await i18n.changeLanguage('en_US');
    expect(translateText('m.demo.saved')).toBe('Saved');
    await i18n.changeLanguage('zh_CN');
    expect(translateText('m.demo.saved')).toBe('已保存');
    expect(translateText('m.unknown.key')).toBe('m.unknown.key');
    expect(translateText('plain text')).toBe('plain text');
  });

  it('the catalogue texts exist in both languages', async () => {
    await i18n.changeLanguage('en_US');
    expect(i18n.t('msg.demoDisabled')).toBe('Disabled in the experience environment');
    expect(i18n.t('msg.scriptForbidden')).toBe('The current environment prohibits this operation');
    await i18n.changeLanguage('zh_CN');
    expect(i18n.t('msg.accessDenied')).toBe('拒绝访问');
  });
});

describe('lazy chunks', () => {
  it('time out after 120 s with the chunk-load error', async () => {
    vi.useFakeTimers();
    const pending = withTimeout(() => new Promise(() => undefined));
    const outcome = pending.catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(120_000);
    expect(await outcome).toBeInstanceOf(ChunkLoadError);
    vi.useRealTimers();
  });

  it('a failed load becomes the chunk-load error', async () => {
    await expect(withTimeout(() => Promise.reject(new Error('404')))).rejects.toBeInstanceOf(ChunkLoadError);
  });
});

describe('registries', () => {
  it('refuse a second registration of the same page or kind', () => {
    const loader = async () => ({ default: () => null });
    registerPage('test/once', loader);
    expect(() => registerPage('test/once', loader)).toThrow('registered twice');
    expect(() => registerKind('iframe', loader)).not.toThrow();
    expect(() => registerKind('iframe', loader)).toThrow('registered twice');
  });
});

describe('device and frames', () => {
  it.each([
    [767, true],
    [767.99, true],
    [768, false],
  ])('width %s is mobile: %s', (width, mobile) => {
    expect(isMobileWidth(width)).toBe(mobile);
  });

  it.each([
    ['https://a.test/x', 'https://a.test/x'],
    ['/relative', `${window.location.origin}/relative`],
    ['javascript:alert(1)', undefined],
    ['data:text/html,hi', undefined],
    [undefined, undefined],
  ])('safeWebUrl(%s)', (raw, expected) => {
    expect(safeWebUrl(raw)).toBe(expected);
  });

  it('a micro app opens on its route', () => {
    expect(microAppAddress('http://crm.test/', '/orders')).toBe('http://crm.test/orders');
    expect(microAppAddress('http://crm.test', undefined)).toBe('http://crm.test');
    expect(microAppAddress(undefined, '/x')).toBeUndefined();
  });
});
