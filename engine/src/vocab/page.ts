// Page (view) vocabularies of spec §9: page types, buttons, open types/dialog sizes, flow scopes, hooks.
export const PAGE_TYPES = ['layout', 'dragLayout', 'table', 'editableTable', 'tree', 'mobile'] as const;
export type PageType = (typeof PAGE_TYPES)[number];

export const BUTTON_TYPES = ['toolbar', 'inline'] as const;
export type ButtonType = (typeof BUTTON_TYPES)[number];

export const BUTTON_ACTIONS = ['add', 'edit', 'detail', 'delete', 'batchDelete', 'import', 'export', 'custom'] as const;
export type ButtonAction = (typeof BUTTON_ACTIONS)[number];

/** How a button opens its target (openType and dialogSize share this list), with the spec's labels. */
export const DIALOG_SIZES = [
  { code: 'default', label: 'default' },
  { code: 'full', label: 'full' },
  { code: 'large', label: 'large' },
  { code: 'middle', label: 'middle' },
  { code: 'small', label: 'small' },
  { code: 'newTab', label: 'new tab' },
  { code: 'insideTab', label: 'inside tab' },
] as const;
export type DialogSize = (typeof DIALOG_SIZES)[number]['code'];
export type OpenType = DialogSize;
export const DIALOG_SIZE_CODES = DIALOG_SIZES.map((d) => d.code) as readonly DialogSize[];

/** Which records a page shows with respect to processes. */
export const FLOW_SCOPES = ['noLimit', 'my', 'all', 'myTask'] as const;
export type FlowScope = (typeof FLOW_SCOPES)[number];

export const ALIGN_TYPES = ['left', 'center', 'right'] as const;
export type AlignType = (typeof ALIGN_TYPES)[number];

export const FIXED_POSITIONS = ['left', 'right'] as const;
export type FixedPosition = (typeof FIXED_POSITIONS)[number];

/** Languages of page before-load and after-load hooks. */
export const HOOK_LANGS = ['script', 'java', 'groovy'] as const;
export type HookLang = (typeof HOOK_LANGS)[number];

/** What a layout page's block draws: a list, a form, a report widget or a tree. */
export const LAYOUT_BLOCK_KINDS = ['list', 'form', 'widget', 'tree'] as const;
export type LayoutBlockKind = (typeof LAYOUT_BLOCK_KINDS)[number];

/** Where a page runs a hook: before and after its records are listed or one is read, and before and after one is saved. */
export const PAGE_HOOK_PLACES = ['beforeLoad', 'afterLoad', 'beforeSave', 'afterSave'] as const;
export type PageHookPlace = (typeof PAGE_HOOK_PLACES)[number];
