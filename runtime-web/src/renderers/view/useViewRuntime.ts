// Loads what a list page renders: its view, its form and the caller's field permissions.
import { useEffect, useState } from 'react';
import { recordApi, type ViewRuntime } from '../../api/eform.ts';
import type { FieldAccessLevel } from '../engine.ts';

export interface LoadedView extends ViewRuntime {
  access: ReadonlyMap<string, FieldAccessLevel>;
}

export type ViewState = { status: 'loading' } | { status: 'failed' } | { status: 'ready'; runtime: LoadedView };

export function useViewRuntime(viewCode: string): ViewState {
  const [state, setState] = useState<ViewState & { viewCode: string }>({ status: 'loading', viewCode });
  useEffect(() => {
    let live = true;
    recordApi.runtime(viewCode).then(
      (runtime) => live && setState({ status: 'ready', viewCode, runtime: { ...runtime, access: new Map(Object.entries(runtime.fieldAccess ?? {})) } }),
      () => live && setState({ status: 'failed', viewCode }),
    );
    return () => {
      live = false;
    };
  }, [viewCode]);
  return state.viewCode === viewCode ? state : { status: 'loading' };
}
