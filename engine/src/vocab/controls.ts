// Form control types of spec §9, in spec order, and which of them hold other controls.
export const CONTROL_TYPES = [
  'hidden',
  'input',
  'textarea',
  'number',
  'select',
  'checkbox',
  'radio',
  'switch',
  'date',
  'time',
  'rate',
  'slider',
  'serialno',
  'editor',
  'icon',
  'uploadFile',
  'uploadImg',
  'user',
  'dept',
  'page',
  'editableTable',
  'button',
  'alert',
  'text',
  'divider',
  'card',
  'grid',
  'table',
  'tabs',
  'affix',
  'signature',
] as const;
export type ControlType = (typeof CONTROL_TYPES)[number];

/** Controls that contain other controls: card/table/affix through `children`, grid through `columns`, tabs through `panes`. */
export const LAYOUT_CONTROL_TYPES = ['card', 'grid', 'table', 'tabs', 'affix'] as const satisfies readonly ControlType[];
export type LayoutControlType = (typeof LAYOUT_CONTROL_TYPES)[number];

/** Linkage actions a json-logic condition can trigger on another control. */
export const LINKAGE_ACTIONS = ['show', 'hide', 'require', 'disable', 'setValue'] as const;
export type LinkageAction = (typeof LINKAGE_ACTIONS)[number];

/** The spec's Y/N flags of form fields (required, disabled). */
export const YES_NO = ['Y', 'N'] as const;
export type YesNo = (typeof YES_NO)[number];
