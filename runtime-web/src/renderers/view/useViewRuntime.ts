// Loads what a list page renders: its view, its form and the caller's field permissions. A layout or free-layout page
// has no records of its own: the same call answers it with its blocks and links, which come back as `blockPage`.
import { useEffect, useState } from 'react';
import { BLOCK_PAGE_TYPES, type PageLayout } from '@yc/engine/page/layout-model';
import { recordApi, type FormPageRuntime, type ViewRuntime } from '../../api/eform.ts';
import type { FieldAccessLevel, View } from '../engine.ts';

export interface LoadedView extends FormPageRuntime {
  access: ReadonlyMap<string, FieldAccessLevel>;
}

/** A layout or free-layout page with its blocks. */
export type BlockPageView = View & { layout: PageLayout };

/** 'blocks' for a page without records of its own (a layout or free-layout page), 'failed' for one that cannot be opened. */
export type ViewState =
  | { status: 'loading' }
  | { status: 'failed' }
  | { status: 'blocks'; page: BlockPageView }
  | { status: 'ready'; runtime: LoadedView };

const isBlockPage = (view: View): view is BlockPageView => (BLOCK_PAGE_TYPES as readonly string[]).includes(view.viewType) && !!view.layout;

const hasForm = (runtime: ViewRuntime): runtime is FormPageRuntime => !!runtime.form;

export function useViewRuntime(viewCode: string): ViewState {
  const [state, setState] = useState<ViewState & { viewCode: string }>({ status: 'loading', viewCode });
  useEffect(() => {
    let live = true;
    recordApi.runtime(viewCode).then(
      (runtime) => {
        if (!live) return;
        if (isBlockPage(runtime.view)) setState({ status: 'blocks', viewCode, page: runtime.view });
        else if (hasForm(runtime)) setState({ status: 'ready', viewCode, runtime: { ...runtime, access: new Map(Object.entries(runtime.fieldAccess)) } });
        else setState({ status: 'failed', viewCode });
      },
      () => live && setState({ status: 'failed', viewCode }),
    );
    return () => {
      live = false;
    };
  }, [viewCode]);
  return state.viewCode === viewCode ? state : { status: 'loading' };
}
