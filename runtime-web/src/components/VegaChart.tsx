// A vega-lite chart: the spec (built by the engine, typed by vega-lite's TopLevelSpec) drawn by react-vega as SVG.
// react-vega and vega are loaded when the first chart comes into view (VegaDrawing's chunk), so only the pages that
// draw charts fetch them (never the login page or the shell), and a chart below the fold waits until it is scrolled
// near (#42 item 8: on slow 3G the charting code was a quarter of the portal's bytes). Charts are drawn one at a time,
// those on the screen first (chart-turns.ts): on a slow phone the first is seen before the others are compiled.
import { Empty, Spin } from 'antd';
import { lazy, Suspense, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { TopLevelSpec } from 'vega-lite';
import type { VisualizationSpec } from 'vega-embed';
import { loadVega } from './vega-loader.ts';
import { askTurn } from './chart-turns.ts';

export interface VegaChartProps {
  /** A vega-lite document (the engine's typed spec, or plain JSON). */
  spec: TopLevelSpec | Record<string, unknown>;
  /** The chart's height when the spec sets none (and the room kept while it is drawn). */
  height?: number;
  testId?: string;
  /** Shown instead of an empty chart when the spec has no data rows. */
  empty?: boolean;
}

/** The drawing chunk, fetched once: a page that knows it will draw charts asks for it early, beside its data calls. */
export { loadVega };
const VegaDrawing = lazy(loadVega);

/**
 * Whether the element has come within a screen's height of the viewport (once true, it stays true), and whether it is
 * on the screen now.
 */
function useNearView(active: boolean): [React.RefObject<HTMLDivElement | null>, boolean, React.RefObject<boolean>] {
  const ref = useRef<HTMLDivElement>(null);
  const onScreen = useRef(false);
  const [near, setNear] = useState(typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    if (!active || !ref.current || typeof IntersectionObserver === 'undefined') return;
    const observers = [
      new IntersectionObserver((entries) => {
        if (entries.some((e) => e.isIntersecting)) setNear(true);
      }, { rootMargin: '100% 0px' }),
      new IntersectionObserver((entries) => {
        onScreen.current = entries.some((e) => e.isIntersecting);
      }),
    ];
    for (const observer of observers) observer.observe(ref.current);
    return () => observers.forEach((observer) => observer.disconnect());
  }, [active]);
  return [ref, near, onScreen];
}

/** Near the screen, the chart waits for its turn to be drawn (one chart at a time); once drawn, it redraws at will. */
function useTurn(near: boolean, onScreen: React.RefObject<boolean>, drawn: boolean): boolean {
  const [mine, setMine] = useState(false);
  const release = useRef<() => void>(undefined);
  useEffect(() => {
    if (!near) return;
    release.current = askTurn({ onScreen: () => onScreen.current, start: () => setMine(true) });
    return () => release.current?.();
  }, [near, onScreen]);
  useEffect(() => {
    if (drawn) release.current?.();
  }, [drawn]);
  return mine;
}

export function VegaChart({ spec, height = 280, testId, empty }: VegaChartProps) {
  const [ref, near, onScreen] = useNearView(!empty);
  const sized = useMemo(() => ({ height, ...spec }) as VisualizationSpec, [spec, height]);
  // react-vega draws again only when the spec's content changes: so is the spinner keyed.
  const key = useMemo(() => JSON.stringify(sized), [sized]);
  const [drawn, setDrawn] = useState<string>();
  const onDrawn = useCallback(() => setDrawn(key), [key]);
  const turn = useTurn(near && !empty, onScreen, drawn !== undefined);
  if (empty) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} data-testid={testId} />;
  const drawing = drawn !== key;
  const room = <div style={{ width: '100%', minHeight: height }} />;
  return (
    <Spin spinning={drawing}>
      <div ref={ref} style={{ width: '100%', minHeight: drawing ? height : undefined }}>
        {turn ? (
          <Suspense fallback={room}>
            <VegaDrawing spec={sized} testId={testId} onDrawn={onDrawn} />
          </Suspense>
        ) : room}
      </div>
    </Spin>
  );
}
