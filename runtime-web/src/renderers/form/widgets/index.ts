// One registration per control type: its screen widget (one file each) and how the console shows it; the engine's
// registry holds the control's definition (palette, schema, validation).
import { registerWidget } from '../registry.ts';
import { DeptPickerWidget, UserPickerWidget } from './picker-widgets.tsx';
import { SubTableWidget } from './subtable-widget.tsx';
import { PageNode } from './page-embed.tsx';
import { AlertNode, CardNode, DividerNode, GridNode, TabsNode, TextNode } from './layout-widgets.tsx';
import {
  CheckboxesWidget, DateWidget, HiddenWidget, NumberWidget, RadioWidget, RateWidget, SelectWidget, SliderWidget, SwitchWidget,
  TextareaWidget, TextWidget, TimeWidget,
} from './value-widgets.tsx';
import { UploadFileWidget, UploadImgWidget } from './upload-widgets.tsx';
import { SerialnoWidget } from './serialno-widget.tsx';
import { EditorWidget, IconWidget } from './lazy-widgets.tsx';
import { SignatureWidget } from './signature-widget.tsx';
import { AffixNode, ButtonNode, TableNode } from './extra-layout-widgets.tsx';

registerWidget('hidden', { kind: 'value', widget: HiddenWidget });
registerWidget('input', { kind: 'value', widget: TextWidget, shownAsText: true });
registerWidget('textarea', { kind: 'value', widget: TextareaWidget, shownAsText: true });
registerWidget('number', { kind: 'value', widget: NumberWidget, shownAsText: true });
registerWidget('select', { kind: 'value', widget: SelectWidget, shownAsText: true });
registerWidget('checkbox', { kind: 'value', widget: CheckboxesWidget, shownAsText: true });
registerWidget('radio', { kind: 'value', widget: RadioWidget, shownAsText: true });
registerWidget('switch', { kind: 'value', widget: SwitchWidget });
registerWidget('date', { kind: 'value', widget: DateWidget, shownAsText: true });
registerWidget('time', { kind: 'value', widget: TimeWidget, shownAsText: true });
registerWidget('rate', { kind: 'value', widget: RateWidget });
registerWidget('slider', { kind: 'value', widget: SliderWidget });
registerWidget('uploadFile', { kind: 'value', widget: UploadFileWidget });
registerWidget('uploadImg', { kind: 'value', widget: UploadImgWidget });
registerWidget('serialno', { kind: 'value', widget: SerialnoWidget, shownAsText: true });
registerWidget('editor', { kind: 'value', widget: EditorWidget });
registerWidget('icon', { kind: 'value', widget: IconWidget });
registerWidget('signature', { kind: 'value', widget: SignatureWidget });

registerWidget('divider', { kind: 'display', render: DividerNode });
registerWidget('text', { kind: 'display', render: TextNode });
registerWidget('alert', { kind: 'display', render: AlertNode });
registerWidget('card', { kind: 'layout', render: CardNode });
registerWidget('grid', { kind: 'layout', render: GridNode });
registerWidget('tabs', { kind: 'layout', render: TabsNode });
registerWidget('button', { kind: 'display', render: ButtonNode });
registerWidget('affix', { kind: 'layout', render: AffixNode });
registerWidget('table', { kind: 'layout', render: TableNode });
registerWidget('user', { kind: 'value', widget: UserPickerWidget });
registerWidget('dept', { kind: 'value', widget: DeptPickerWidget });
registerWidget('editableTable', { kind: 'value', widget: SubTableWidget });
registerWidget('page', { kind: 'display', render: PageNode });
