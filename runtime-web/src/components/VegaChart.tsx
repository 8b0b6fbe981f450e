// A vega-lite chart: the spec (built by the engine, typed by vega-lite's TopLevelSpec) drawn by react-vega as SVG.
// react-vega and vega are loaded when the first chart comes into view (VegaDrawing's chunk), so only the pages that
// draw charts fetch them (never the login page or the shell), and a chart below the fold waits until it is scrolled
// near (#42 item 8: on slow 3G the charting code was a quarter of the portal's bytes).
import { Empty, Spin } from 'antd';
import { lazy, Suspense, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { TopLevelSpec } from 'vega-lite';
import type { VisualizationSpec } from 'vega-embed';
import { loadVega } from './vega-loader.ts';

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

/** Whether the element has come within a screen's height of the viewport (once true, it stays true). */
function useNearView(): [React.RefObject<HTMLDivElement | null>, boolean] {
  const ref = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    if (near || !ref.current) return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((e) => e.isIntersecting)) setNear(true);
    }, { rootMargin: '100% 0px' });
    observer.observe(ref.current);
    return () => observer.disconnect();
  }, [near]);
  return [ref, near];
}

export function VegaChart({ spec, height = 280, testId, empty }: VegaChartProps) {
  const [ref, near] = useNearView();
  const sized = useMemo(() => ({ height, ...spec }) as VisualizationSpec, [spec, height]);
  // react-vega draws again only when the spec's content changes: so is the spinner keyed.
  const key = useMemo(() => JSON.stringify(sized), [sized]);
  const [drawn, setDrawn] = useState<string>();
  const onDrawn = useCallback(() => setDrawn(key), [key]);
  if (empty) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} data-testid={testId} />;
  const drawing = drawn !== key;
  const room = <div style={{ width: '100%', minHeight: height }} />;
  return (
    <Spin spinning={drawing}>
      <div ref={ref} style={{ width: '100%', minHeight: drawing ? height : undefined }}>
        {near ? (
          <Suspense fallback={room}>
            <VegaDrawing spec={sized} testId={testId} onDrawn={onDrawn} />
          </Suspense>
        ) : room}
      </div>
    </Spin>
  );
}
