// English mode shows no Chinese and no raw keys (issue 31, points 4 and 5): the scan the English-mode tests run on each
// screen they visit.
import type { Page } from 'playwright-core';
import { expect } from 'vitest';

const CJK = /[\u3400-\u9fff\uf900-\ufaff]/;
/** An ajv path with its message, a raw path at a line's start, JSON, RJSF's complaint about a schema. */
const RAW = [/\/[a-zA-Z_]+\/[a-zA-Z_]+.* is required/, /\{"/, /^\/[\w/]+:/m, /Unsupported field schema/];

/** The console's language for the next page loads of this page's origin. */
export const setLanguage = (page: Page, language: 'en_US' | 'zh_CN') =>
  page.evaluate(`localStorage.setItem('yuncheng__LANGUAGE', JSON.stringify({ value: '${language}', expire: null }))`);

/** The same, as starting storage for a new context (before any page of the origin is open). */
export const languageStorage = (language: 'en_US' | 'zh_CN') => ({ yuncheng__LANGUAGE: JSON.stringify({ value: language, expire: null }) });

/**
 * The lines of the page that carry Chinese or a raw key / JSON. The language switch names each language in itself,
 * marked with its `lang` (中文 for Chinese): those marked lines are not the page's text in English.
 */
export async function offending(page: Page): Promise<string[]> {
  const text = await page.locator('body').innerText();
  const ownNames = new Set((await page.locator('body [lang^=zh]').allInnerTexts()).map((t) => t.trim()));
  return text.split('\n').filter((line) => !ownNames.has(line.trim()) && (CJK.test(line) || RAW.some((r) => r.test(line))));
}

/** Each screen's offending lines, checked softly so that one run names every screen that fails. */
export const clean = async (page: Page, screen: string) => expect.soft({ [screen]: await offending(page) }).toEqual({ [screen]: [] });
