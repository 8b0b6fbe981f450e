// Widgets loaded on first use, so that what they bring (the rich-text editor, the whole icon set) stays out of the
// entry chunk.
import { lazy, Suspense, type ComponentType } from 'react';
import type { WidgetProps } from '@rjsf/utils';
import { controlText } from './control-texts.ts';

function lazyWidget(load: () => Promise<{ default: ComponentType<WidgetProps> }>): ComponentType<WidgetProps> {
  const Widget = lazy(load);
  return function LazyWidget(p: WidgetProps) {
    return (
      <Suspense fallback={<div>{controlText('loading')}</div>}>
        <Widget {...p} />
      </Suspense>
    );
  };
}

export const EditorWidget = lazyWidget(() => import('./editor-impl.tsx'));
export const IconWidget = lazyWidget(() => import('./icon-impl.tsx'));
