// The console SDK of extension modules (issue #39): what a module's page (web/index.tsx) is given. A module imports only
// these TYPES (`import type { ExtPageProps } from '…/runtime-web/src/ext/types.ts'`); React, antd and `@yc/ext-web`
// resolve to the console's own instances when the server bundles the module.
import type { ComponentType } from 'react';
import type { request } from '../request/http.ts';

export interface ExtConsoleSdk {
  /** The module's name. */
  module: string;
  /** The console's request helper: the session's token and the language go with every call, errors show as notices. */
  request: typeof request;
  /** The console's translations (its keys; a module's own texts are its own). */
  t: (key: string, options?: Record<string, unknown>) => string;
  lang: 'zh_CN' | 'en_US';
}

export interface ExtPageProps {
  sdk: ExtConsoleSdk;
  /** The menu item's component properties. */
  props: Record<string, string>;
  /** The menu's query merged with the address bar's. */
  query: Record<string, string>;
}

/** What `web/index.tsx` exports: its pages, by the name a menu's component `ext/<module>/<Page>` gives. */
export interface ExtWebModule {
  pages?: Record<string, ComponentType<ExtPageProps>>;
}

/** The menu component of a module page: `ext/<module>/<Page>`. */
export const EXT_COMPONENT = /^ext\/([a-z][a-z0-9-]{1,39})\/([A-Za-z][A-Za-z0-9_]*)$/;
