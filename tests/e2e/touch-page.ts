// A page on a desktop or on a touch phone (390×844, the size issue #42 was tried on), its errors collected.
import type { Browser } from 'playwright-core';
import { openPage } from '../support/browser.ts';

export const PHONE = { width: 390, height: 844 } as const;

/** A fresh context of the size — below 768 px a phone, with touch — and its page; uncaught errors are collected. */
export async function openOn(browser: Browser, viewport: { width: number; height: number }) {
  const phone = viewport.width < 768;
  return { ...await openPage(browser, viewport, undefined, { hasTouch: phone, isMobile: phone }), phone };
}
