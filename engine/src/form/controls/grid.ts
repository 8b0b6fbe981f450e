// grid: columns of the 24-column grid, each holding controls (two halves when dropped).
import { FORM_GRID_COLUMNS } from '../../vocab/index.ts';
import { otherEntry } from './kit/props.ts';
import { defineControl } from './kit/definition.ts';

export const grid = defineControl({
  type: 'grid',
  kind: 'layout',
  palette: otherEntry('layout', '栅格', 'Grid', 'BorderHorizontalOutlined'),
  valueKind: 'none',
  containers: () => ({ columns: [{ span: FORM_GRID_COLUMNS / 2, children: [] }, { span: FORM_GRID_COLUMNS / 2, children: [] }] }),
});
