// The page designer's screen (loaded lazily by the console: `@yc/designer/page-designer`).
export { PageDesigner, type PageDesignerProps, type PageSaveResult } from './PageDesigner.tsx';
