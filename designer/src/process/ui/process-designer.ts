// The process designer's screen (loaded lazily by the console: `@yc/designer/process-designer`).
export { ProcessDesigner } from './ProcessDesigner.tsx';
export type { AssigneeChoices, ChoiceOption, NodeSettingsMap, ProcessDesignerProps, StoredProcess, UserPickerComponent } from './props.ts';
export { blankProcessXml } from '../document.ts';
