// tabs: panes, each holding controls (one pane when dropped).
import { otherEntry } from './kit/props.ts';
import { defineControl } from './kit/definition.ts';

export const tabs = defineControl({
  type: 'tabs',
  kind: 'layout',
  palette: otherEntry('layout', '标签页', 'Tabs', 'FolderOutlined'),
  valueKind: 'none',
  containers: (key) => ({ panes: [{ key: `${key}_1`, title: 'Tab 1', children: [] }] }),
});
