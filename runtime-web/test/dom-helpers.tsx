// Rendering helpers of the happy-dom tests: a root per test, waiting for the UI, typing, a fake server.
import { act, type ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { vi } from 'vitest';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

export interface Mounted {
  container: HTMLElement;
  render(node: ReactNode): void;
  unmount(): void;
}

export function mount(): Mounted {
  const container = document.createElement('div');
  document.body.appendChild(container);
  const root: Root = createRoot(container);
  return {
    container,
    render: (node) => act(() => root.render(node)),
    unmount: () => {
      act(() => root.unmount());
      container.remove();
      document.body.innerHTML = '';
    },
  };
}

export const flush = async (times = 5) => {
  for (let i = 0; i < times; i++) await act(async () => new Promise((r) => setTimeout(r, 0)));
};

export async function waitFor(check: () => boolean, what: string): Promise<void> {
  for (let i = 0; i < 150; i++) {
    if (check()) return;
    await flush(1);
  }
  throw new Error(`timed out waiting for ${what}`);
}

export const click = (el: Element | null | undefined) =>
  act(async () => {
    if (!el) throw new Error('nothing to click');
    (el as HTMLElement).click();
  });

export async function type(input: Element | null, value: string): Promise<void> {
  if (!(input instanceof HTMLInputElement)) throw new Error('not an input');
  await act(async () => {
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(input, value);
    input.dispatchEvent(new Event('input', { bubbles: true }));
  });
}

/** The button whose text (spaces ignored) is `text`. */
export const button = (text: string) =>
  [...document.querySelectorAll('button')].find((b) => b.textContent?.replace(/\s/g, '') === text.replace(/\s/g, ''));

export const bodyText = () => document.body.textContent ?? '';

export interface Call {
  method: string;
  path: string;
  query: URLSearchParams;
  body: unknown;
}

/** Answers fetch from a table of `METHOD /path` → result (404 otherwise); records the calls. */
export function fakeServer(routes: Record<string, (call: Call) => unknown>): Call[] {
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init: RequestInit) => {
      const url = new URL(input, 'http://x');
      const call = { method: init.method ?? 'GET', path: url.pathname, query: url.searchParams, body: init.body ? JSON.parse(String(init.body)) : undefined };
      calls.push(call);
      const handler = routes[`${call.method} ${call.path}`];
      const status = handler ? 200 : 404;
      const result = handler ? handler(call) : null;
      const envelope = { success: status === 200, code: String(status), message: status === 200 ? 'ok' : 'Sorry, resource not found', result, timestamp: 1 };
      return new Response(JSON.stringify(envelope), { status, headers: { 'Content-Type': 'application/json' } });
    }),
  );
  return calls;
}
