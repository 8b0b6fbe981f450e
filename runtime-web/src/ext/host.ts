// The console's instances a module's bundle imports (react, its JSX runtime, react-dom, antd, the console SDK): put on
// `globalThis.__YC_EXT__` before a module is imported (the server maps those imports there: server/src/ext/web-bundle.ts).
import * as react from 'react';
import * as jsxRuntime from 'react/jsx-runtime';
import * as reactDom from 'react-dom';
import * as antd from 'antd';
import { request } from '../request/http.ts';

declare global {
  var __YC_EXT__: Record<string, unknown> | undefined;
}

export function provideHost(): void {
  globalThis.__YC_EXT__ ??= { react, jsxRuntime, reactDom, antd, sdk: { request } };
}
