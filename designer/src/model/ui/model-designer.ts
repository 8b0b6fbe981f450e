// The table model designer's screen (loaded lazily by the console: `@yc/designer/model-designer`).
export { ModelEditor, type ModelEditorProps } from './ModelEditor.tsx';
export type { DictChoice } from './ShowConfigButton.tsx';
