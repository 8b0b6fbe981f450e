// The ER designer's screen (loaded lazily by the console: `@yc/designer/er-designer`).
export { ErDesigner, type ErDesignerProps } from './ErDesigner.tsx';
export { erDocument, erPositions, groupErCode, linkedModel, type ErTable, type ModelLink, type Positions } from '../graph.ts';
