// antd's Table renders a hidden "measure row" (aria-hidden) that repeats the column titles to size the columns —
// with the select-all checkbox inside, still reachable by Tab: a keyboard user lands on an invisible control and
// axe reports aria-hidden-focus (serious). Marking the row inert takes it out of the focus order and keeps the
// measuring. One watch for every table of the console, started with antd's theme (#42 item 7).
const MEASURE_ROW = '.ant-table-measure-row:not([inert])';

let watching = false;

export function watchMeasureRows(): void {
  if (watching || typeof MutationObserver === 'undefined') return;
  watching = true;
  const mark = () => {
    for (const row of document.querySelectorAll(MEASURE_ROW)) row.setAttribute('inert', '');
  };
  new MutationObserver(mark).observe(document.body, { childList: true, subtree: true });
  mark();
}
