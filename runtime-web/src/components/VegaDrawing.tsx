// The drawing half of VegaChart: react-vega's VegaEmbed (vega-embed, SVG so that the chart's text is text), in a chunk
// of its own with vega — loaded only when a page draws a chart.
import { VegaEmbed } from 'react-vega';
import type { EmbedOptions, VisualizationSpec } from 'vega-embed';

/** No action menu; SVG rather than canvas (readable text: labels, values, legends). */
const OPTIONS: EmbedOptions = { actions: false, renderer: 'svg' };

export interface VegaDrawingProps {
  spec: VisualizationSpec;
  testId?: string;
  onDrawn: () => void;
}

export default function VegaDrawing({ spec, testId, onDrawn }: VegaDrawingProps) {
  // A spec vega cannot draw is a programming error: react-vega reports it, and the spinner stops.
  return <VegaEmbed spec={spec} options={OPTIONS} onEmbed={onDrawn} onError={onDrawn} data-testid={testId} style={{ width: '100%' }} />;
}
