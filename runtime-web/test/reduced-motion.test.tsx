// A reader whose system asks for less motion gets dialogs without their zoom (WCAG 2.3.3): AntdScope turns antd's
// motion off when `prefers-reduced-motion: reduce` matches. (That the dialog then appears without its zoom is seen in
// Chromium, tests/e2e/accessibility.test.ts: here antd's CommonJS and ES copies of its motion module do not share
// their context.)
import { theme } from 'antd';
import { afterEach, expect, it, vi } from 'vitest';
import '../src/i18n/language.ts';
import { AntdScope } from '../src/components/AntdScope.tsx';
import { mount, waitFor, type Mounted } from './dom-helpers.tsx';

let view: Mounted | undefined;
afterEach(() => {
  view?.unmount();
  vi.unstubAllGlobals();
});

/** The system's answer to media queries: `reduce` matches only when asked for. */
function systemAsks(reduce: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: reduce && query.includes('prefers-reduced-motion: reduce'), media: query, onchange: null,
    addListener() {}, removeListener() {}, addEventListener() {}, removeEventListener() {}, dispatchEvent: () => false,
  }));
}

function Motion() {
  const { token } = theme.useToken();
  return <output>{String(token.motion)}</output>;
}

async function antdMotion(): Promise<string> {
  view = mount();
  view.render(<AntdScope><Motion /></AntdScope>);
  await waitFor(() => document.querySelector('output') !== null, 'the token');
  return document.querySelector('output')!.textContent!;
}

it('turns antd motion off when the system asks for reduced motion', async () => {
  systemAsks(true);
  expect(await antdMotion()).toBe('false');
});

it('keeps antd motion otherwise', async () => {
  systemAsks(false);
  expect(await antdMotion()).toBe('true');
});
