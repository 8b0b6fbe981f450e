// Pages whose menu item says keepAlive stay mounted while their tab is open; others remount.
import { act, useState } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { MemoryRouter, Route, Routes, useNavigate } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildRouteTree, routesByPath, type MenuNode } from '../src/engine.ts';
import { KeepAliveOutlet } from '../src/layouts/KeepAliveOutlet.tsx';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const item = (path: string, keepAlive: boolean): MenuNode => ({
  id: path,
  path,
  name: path.slice(1),
  component: 'x',
  back: '1',
  meta: { title: path, keepAlive },
});
const routes = buildRouteTree([item('/kept', true), item('/plain', false)], { backRoleFlg: '1', portalType: 1 }).layouts[0]?.children ?? [];
const byPath = routesByPath(routes);

function Counter({ id }: { id: string }) {
  const [count, setCount] = useState(0);
  return (
    <button type="button" id={id} onClick={() => setCount((c) => c + 1)}>
      {count}
    </button>
  );
}

let go: (path: string) => void = () => undefined;
function Navigator() {
  go = useNavigate();
  return null;
}

let container: HTMLElement;
let root: Root;

function renderShell(openPaths: string[]) {
  act(() =>
    root.render(
      <MemoryRouter initialEntries={['/kept']}>
        <Navigator />
        <Routes>
          <Route element={<KeepAliveOutlet routesByPath={byPath} openPaths={openPaths} />}>
            <Route path="/kept" element={<Counter id="kept" />} />
            <Route path="/plain" element={<Counter id="plain" />} />
          </Route>
        </Routes>
      </MemoryRouter>,
    ),
  );
}

beforeEach(() => {
  container = document.createElement('div');
  document.body.appendChild(container);
  root = createRoot(container);
});

afterEach(() => {
  act(() => root.unmount());
  container.remove();
});

const click = (id: string) => act(() => container.querySelector<HTMLButtonElement>(`#${id}`)?.click());
const text = (id: string) => container.querySelector(`#${id}`)?.textContent;

describe('KeepAliveOutlet', () => {
  it('keeps the state of a keepAlive page across navigation, and not of a plain one', () => {
    renderShell(['/kept', '/plain']);
    click('kept');
    click('kept');
    act(() => go('/plain'));
    expect(container.querySelector('#kept')?.closest('[hidden]')).not.toBeNull();
    click('plain');
    expect(text('plain')).toBe('1');
    act(() => go('/kept'));
    expect(text('kept')).toBe('2');
    expect(container.querySelector('#plain')).toBeNull();
    act(() => go('/plain'));
    expect(text('plain')).toBe('0');
  });

  it('drops the kept page once its tab is closed', () => {
    renderShell(['/kept']);
    click('kept');
    renderShell([]);
    act(() => go('/plain'));
    expect(container.querySelector('#kept')).toBeNull();
  });
});
