// The form designer's palette: one entry per control type of spec §9 — its group, names in both languages, icon, and
// the JSON Schema of its design-time properties (`props`), from which the designer generates the property panel. The
// record is typed by the control vocabulary: a control type added to the vocabulary without an entry fails the type
// check, and an entry added here appears in the palette with no designer change.
import { Type, type TObject } from '@sinclair/typebox';
import { Value } from '@sinclair/typebox/value';
import type { FormField } from '../metadata/index.ts';
import { validateWithSchema } from '../metadata/validate.ts';
import { DIALOG_SIZE_CODES, FORM_GRID_COLUMNS, LAYOUT_CONTROL_TYPES, type ControlType, type LayoutControlType } from '../vocab/index.ts';
import { FORM_BUTTON_ACTIONS, FORM_BUTTON_URL } from './controls-extra.ts';

export const PALETTE_GROUPS = ['basic', 'choice', 'advanced', 'layout', 'display'] as const;
export type PaletteGroup = (typeof PALETTE_GROUPS)[number];

export interface PaletteEntry {
  group: PaletteGroup;
  name: string;
  nameEn: string;
  /** The console's icon set name (an @ant-design/icons component). */
  icon: string;
  /** Whether the control edits a value of the record, bound to a table column by its key. */
  bindsColumn: boolean;
  /** Whether its value is chosen among options (static, a dictionary's, an SQL or HTTP config's): the designer offers their source. */
  hasOptions: boolean;
  /** Its design-time properties (`props` of the field), defaults included. */
  props: TObject;
}

const none = Type.Object({});
const text = (description: string, options: { default?: string; maxLength?: number } = {}) =>
  Type.Optional(Type.String({ description, maxLength: options.maxLength ?? 500, ...(options.default !== undefined ? { default: options.default } : {}) }));
const integer = (description: string, options: { minimum?: number; maximum?: number; default?: number } = {}) =>
  Type.Optional(Type.Integer({ description, ...options }));
const flag = (description: string, value = false) => Type.Optional(Type.Boolean({ description, default: value }));
const choice = <T extends string>(description: string, values: readonly T[], value: T) =>
  Type.Optional(Type.Union(values.map((v) => Type.Literal(v)), { description, default: value }));

const multiple = choice('Single or several values', ['single', 'multiple'] as const, 'single');
const upload = (accept: string) =>
  Type.Object({
    maxCount: integer('Most files', { minimum: 1, maximum: 50, default: 1 }),
    maxSizeMb: integer('Largest file, MB', { minimum: 1, maximum: 1024, default: 10 }),
    accept: text('Allowed extensions, comma-separated', { default: accept }),
  });

const value = (group: PaletteGroup, name: string, nameEn: string, icon: string, props: TObject = none): PaletteEntry =>
  ({ group, name, nameEn, icon, bindsColumn: true, hasOptions: false, props });
/** A value chosen among options. */
const chosen = (group: PaletteGroup, name: string, nameEn: string, icon: string, props: TObject = none): PaletteEntry =>
  ({ ...value(group, name, nameEn, icon, props), hasOptions: true });
const other = (group: PaletteGroup, name: string, nameEn: string, icon: string, props: TObject = none): PaletteEntry =>
  ({ group, name, nameEn, icon, bindsColumn: false, hasOptions: false, props });

export const CONTROL_PALETTE = {
  input: value('basic', '单行文本', 'Text', 'FontSizeOutlined', Type.Object({ maxLength: integer('Longest text', { minimum: 1, maximum: 4000 }) })),
  textarea: value('basic', '多行文本', 'Text area', 'AlignLeftOutlined', Type.Object({ rows: integer('Rows shown', { minimum: 1, maximum: 40, default: 3 }) })),
  number: value('basic', '数字', 'Number', 'NumberOutlined', Type.Object({
    min: Type.Optional(Type.Number({ description: 'Smallest value' })),
    max: Type.Optional(Type.Number({ description: 'Largest value' })),
    precision: integer('Digits after the point', { minimum: 0, maximum: 10 }),
  })),
  date: value('basic', '日期', 'Date', 'CalendarOutlined'),
  time: value('basic', '时间', 'Time', 'ClockCircleOutlined'),
  hidden: value('basic', '隐藏域', 'Hidden', 'EyeInvisibleOutlined'),
  select: chosen('choice', '下拉选择', 'Select', 'DownSquareOutlined', Type.Object({ mode: multiple })),
  radio: chosen('choice', '单选框', 'Radio', 'CheckCircleOutlined'),
  checkbox: chosen('choice', '多选框', 'Checkbox', 'CheckSquareOutlined'),
  switch: value('choice', '开关', 'Switch', 'SwapOutlined', Type.Object({
    checkedValue: text('Value when on', { default: 'Y', maxLength: 50 }),
    unCheckedValue: text('Value when off', { default: 'N', maxLength: 50 }),
  })),
  rate: value('choice', '评分', 'Rate', 'StarOutlined', Type.Object({
    count: integer('Stars', { minimum: 1, maximum: 10, default: 5 }),
    allowHalf: flag('Half stars'),
  })),
  slider: value('choice', '滑块', 'Slider', 'ColumnWidthOutlined', Type.Object({
    min: Type.Optional(Type.Number({ description: 'Smallest value', default: 0 })),
    max: Type.Optional(Type.Number({ description: 'Largest value', default: 100 })),
  })),
  serialno: value('advanced', '流水号', 'Serial number', 'FieldNumberOutlined', Type.Object({ ruleCode: text('Fill rule drawing the number', { maxLength: 100 }) })),
  editor: value('advanced', '富文本', 'Rich text', 'EditOutlined'),
  signature: value('advanced', '手写签名', 'Signature', 'SignatureOutlined'),
  icon: value('advanced', '图标', 'Icon', 'SmileOutlined'),
  uploadFile: value('advanced', '文件上传', 'File upload', 'UploadOutlined', upload('.pdf,.doc,.docx,.xls,.xlsx,.txt,.zip')),
  uploadImg: value('advanced', '图片上传', 'Image upload', 'PictureOutlined', upload('.png,.jpg,.jpeg,.gif,.webp')),
  user: value('advanced', '用户', 'User', 'UserOutlined', Type.Object({ mode: multiple })),
  dept: value('advanced', '部门', 'Department', 'ApartmentOutlined', Type.Object({ mode: multiple })),
  page: other('advanced', '列表页面', 'Page', 'TableOutlined', Type.Object({
    viewCode: text('The list page shown', { maxLength: 100 }),
    filterField: text('Column of that page holding the current record id (rows of this record only)', { maxLength: 100 }),
  })),
  editableTable: other('advanced', '子表', 'Sub-table', 'InsertRowBelowOutlined', Type.Object({
    tableName: text('Table model of the rows', { maxLength: 100 }),
    formCode: text('Form whose rules check each row (default: one generated from the table model)', { maxLength: 100 }),
    relation: choice('Rows per record', ['oneToMany', 'oneToOne'] as const, 'oneToMany'),
  })),
  button: other('advanced', '按钮', 'Button', 'AimOutlined', Type.Object({
    text: text('Text', { default: 'Button', maxLength: 100 }),
    action: choice('What a click does: open a page, a form adding a record, an address, or call a custom button\'s server hook', FORM_BUTTON_ACTIONS, 'none'),
    linkView: text('Page opened, whose form adds the record, or whose custom button is pressed (default: this form\'s page)', { maxLength: 100 }),
    openType: choice('How the page or form opens', DIALOG_SIZE_CODES, 'default'),
    url: Type.Optional(Type.String({ description: 'Address opened (http, https or a console path)', maxLength: 2000, pattern: FORM_BUTTON_URL })),
    buttonName: text('Custom button of that page whose server hook is called with the form\'s values', { maxLength: 100 }),
  })),
  grid: other('layout', '栅格', 'Grid', 'BorderHorizontalOutlined'),
  card: other('layout', '卡片', 'Card', 'CreditCardOutlined'),
  tabs: other('layout', '标签页', 'Tabs', 'FolderOutlined'),
  table: other('layout', '表格布局', 'Table layout', 'BorderOuterOutlined', Type.Object({ cols: integer('Cells per row', { minimum: 1, maximum: 12, default: 2 }) })),
  affix: other('layout', '固钉', 'Affix', 'PushpinOutlined', Type.Object({ offsetTop: integer('Distance from the top, px', { minimum: 0, maximum: 2000, default: 0 }) })),
  text: other('display', '文字', 'Text block', 'FileTextOutlined', Type.Object({ content: text('What it says', { maxLength: 4000 }) })),
  alert: other('display', '提示', 'Alert', 'InfoCircleOutlined', Type.Object({
    message: text('What it says', { maxLength: 1000 }),
    alertType: choice('Kind', ['info', 'success', 'warning', 'error'] as const, 'info'),
  })),
  divider: other('display', '分割线', 'Divider', 'LineOutlined', Type.Object({ orientation: choice('Title position', ['left', 'center', 'right'] as const, 'center') })),
} as const satisfies Record<ControlType, PaletteEntry>;

const isLayout = (type: ControlType): type is LayoutControlType => (LAYOUT_CONTROL_TYPES as readonly string[]).includes(type);

/**
 * A new control as the designer drops it: the palette's name as title, the whole row (half of it for a value
 * control), the defaults of its properties, and the empty containers a layout control holds.
 */
export function newField(type: ControlType, key: string): FormField {
  const entry: PaletteEntry = CONTROL_PALETTE[type];
  const props = Value.Default(entry.props, {}) as Record<string, unknown>;
  const field: FormField = {
    type, key, title: entry.name, titleEn: entry.nameEn,
    span: entry.bindsColumn ? FORM_GRID_COLUMNS / 2 : FORM_GRID_COLUMNS,
    ...(Object.keys(props).length ? { props } : {}),
  };
  if (!isLayout(type)) return field;
  if (type === 'grid') return { ...field, columns: [{ span: FORM_GRID_COLUMNS / 2, children: [] }, { span: FORM_GRID_COLUMNS / 2, children: [] }] };
  if (type === 'tabs') return { ...field, panes: [{ key: `${key}_1`, title: 'Tab 1', children: [] }] };
  return { ...field, children: [] };
}

/** Whether a field's properties fit its control's schema (the designer checks as the user types; saves check again). */
export const propsValid = (field: Pick<FormField, 'type' | 'props'>): boolean =>
  validateWithSchema(CONTROL_PALETTE[field.type].props, field.props ?? {}).length === 0;
