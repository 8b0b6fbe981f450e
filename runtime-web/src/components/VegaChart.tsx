// A vega-lite chart: the spec (built by the engine) drawn with vega-embed as SVG. vega is loaded when the first chart
// mounts, so only the pages that draw charts fetch it (never the login page or the shell).
import { Empty, Spin } from 'antd';
import { useEffect, useRef, useState } from 'react';

export interface VegaChartProps {
  /** A vega-lite document (plain JSON). */
  spec: Record<string, unknown>;
  /** The chart's height when the spec sets none (and the room kept while it is drawn). */
  height?: number;
  testId?: string;
  /** Shown instead of an empty chart when the spec has no data rows. */
  empty?: boolean;
}

/** vega-embed, fetched once: a page that knows it will draw charts asks for it early, beside its data calls. */
export const loadVega = () => import('vega-embed');

export function VegaChart({ spec, height = 280, testId, empty }: VegaChartProps) {
  const box = useRef<HTMLDivElement>(null);
  const [drawing, setDrawing] = useState(true);

  useEffect(() => {
    if (empty || !box.current) return;
    let finalize: (() => void) | undefined;
    let current = true;
    setDrawing(true);
    void loadVega().then(async ({ default: embed }) => {
      if (!current || !box.current) return;
      const result = await embed(box.current, { height, ...spec } as Parameters<typeof embed>[1], { actions: false, renderer: 'svg' });
      if (current) setDrawing(false);
      // Unmounted (or a new spec) while drawing: this view goes at once.
      if (current) finalize = () => result.finalize();
      else result.finalize();
    }).catch((error: unknown) => {
      // A spec vega cannot draw is a programming error: reported, and the spinner stops.
      console.error(error);
      if (current) setDrawing(false);
    });
    return () => {
      current = false;
      finalize?.();
    };
  }, [spec, height, empty]);

  if (empty) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} data-testid={testId} />;
  return (
    <Spin spinning={drawing}>
      <div ref={box} data-testid={testId} style={{ width: '100%', minHeight: drawing ? height : undefined }} />
    </Spin>
  );
}
