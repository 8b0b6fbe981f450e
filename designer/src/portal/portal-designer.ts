// The portal designer's screen (loaded lazily by the console: `@yc/designer/portal-designer`).
export { PortalDesigner, type PortalChoice, type PortalDesignerProps, type PortalItemPreviewProps, type PortalSaveResult } from './PortalDesigner.tsx';
export { addItem, applyLayout, removeItem, updateItem } from './document.ts';
