// The chart drawing chunk (react-vega, vega-embed, vega; components/VegaDrawing.tsx), fetched once. A module of its own
// with no other import, so that the portal's start (part of the entry) can ask for it at once, beside the page's
// other chunks, rather than after the antd code VegaChart needs (#42 item 8).
export const loadVega = () => import('./VegaDrawing.tsx');
