// The ER designer's screen (loaded lazily by the console: `@yc/designer/er-designer`).
export { ErDesigner, type ErDesignerProps } from './ErDesigner.tsx';
export { linkedModel, type ErTable, type ModelLink } from '../graph.ts';
