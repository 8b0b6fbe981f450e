// The form designer's screen (loaded lazily by the console: `@yc/designer/form-designer`).
export { FormDesigner, PREVIEW_WIDTHS, type FormDesignerProps, type PreviewWidth, type SaveResult } from './FormDesigner.tsx';
export type { ModelColumn, OptionConfig, OptionSources } from './PropertyPanel.tsx';
