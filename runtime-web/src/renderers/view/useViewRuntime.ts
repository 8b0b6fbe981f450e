// Loads what a list page renders: its view, its form and the caller's field permissions. A layout or free-layout page
// has no records of its own: the same call answers it with its blocks and links, which come back as `blockPage`.
import { useEffect, useState } from 'react';
import { BLOCK_PAGE_TYPES, type PageLayout } from '@yc/engine/page/layout-model';
import { recordApi, type ViewRuntime } from '../../api/eform.ts';
import type { FieldAccessLevel, View } from '../engine.ts';

export interface LoadedView extends ViewRuntime {
  access: ReadonlyMap<string, FieldAccessLevel>;
}

/** A layout or free-layout page with its blocks. */
export type BlockPageView = View & { layout: PageLayout };

/** 'failed' for a page that cannot be opened, or one without records of its own (then `blockPage` is the page). */
export type ViewState = { status: 'loading' } | { status: 'failed'; blockPage?: BlockPageView } | { status: 'ready'; runtime: LoadedView };

const isBlockPage = (view: View): view is BlockPageView => (BLOCK_PAGE_TYPES as readonly string[]).includes(view.viewType) && !!view.layout;

export function useViewRuntime(viewCode: string): ViewState {
  const [state, setState] = useState<ViewState & { viewCode: string }>({ status: 'loading', viewCode });
  useEffect(() => {
    let live = true;
    recordApi.runtime(viewCode).then(
      (runtime) => {
        if (!live) return;
        if (isBlockPage(runtime.view)) setState({ status: 'failed', viewCode, blockPage: runtime.view });
        else setState({ status: 'ready', viewCode, runtime: { ...runtime, access: new Map(Object.entries(runtime.fieldAccess ?? {})) } });
      },
      () => live && setState({ status: 'failed', viewCode }),
    );
    return () => {
      live = false;
    };
  }, [viewCode]);
  return state.viewCode === viewCode ? state : { status: 'loading' };
}
