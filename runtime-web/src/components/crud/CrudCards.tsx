// A list screen's rows as cards, for a phone (CrudTable's `cards`): a table of tasks is wider than a phone and put its
// Approve at x ≈ 800 (#42 item 4). The table's own columns describe the card: the first is its title, the others its
// labelled lines, the action column its buttons side by side at the bottom, in reach; a selectable list puts a
// checkbox on each card, and the pager follows the cards.
import { Card, Checkbox, Pagination, Spin, type TableColumnsType } from 'antd';
import type { ReactNode } from 'react';
import { RowActionsInline } from './actions.tsx';
import type { CrudList } from './useCrudList.ts';

/** What a card reads of a table column (a cell's render may also return cell props, which a card has no use for). */
interface Column<T> {
  key?: unknown;
  title?: unknown;
  dataIndex?: unknown;
  render?: (value: unknown, row: T, index: number) => unknown;
}

/** What a column shows for a row, as the table's cell would. */
function cellOf<T>(column: Column<T>, row: T, index: number): ReactNode {
  const value = typeof column.dataIndex === 'string' ? (row as Record<string, unknown>)[column.dataIndex] : undefined;
  if (column.render) return column.render(value, row, index) as ReactNode;
  return value === null || value === undefined ? '' : String(value);
}

export interface CrudCardsProps<T> {
  list: CrudList<T>;
  columns: TableColumnsType<T>;
  selectable: boolean;
  empty: ReactNode;
}

export function CrudCards<T extends object>({ list, columns, selectable, empty }: CrudCardsProps<T>) {
  const all = columns as unknown as Column<T>[];
  const actions = all.find((c) => c.key === 'actions');
  const [title, ...lines] = all.filter((c) => c !== actions);
  const toggle = (key: string, on: boolean) =>
    list.setSelectedKeys(on ? [...list.selectedKeys, key] : list.selectedKeys.filter((k) => k !== key));
  return (
    <Spin spinning={list.loading}>
      <div data-testid="crud-cards" style={{ display: 'flex', flexDirection: 'column', gap: 8 }}>
        {list.records.length === 0 && !list.loading && empty}
        {list.records.map((row, index) => {
          const key = list.rowKey(row);
          return (
            <Card key={key} size="small" data-testid="crud-card" data-row-key={key}
              title={title && <span id={`crud-card-${key}`} style={{ whiteSpace: 'normal' }}>{cellOf(title, row, index)}</span>}
              extra={selectable && (
                <Checkbox checked={list.selectedKeys.includes(key)} onChange={(e) => toggle(key, e.target.checked)} aria-labelledby={`crud-card-${key}`} />
              )}>
              {lines.map((column, i) => (
                <div key={String(column.key ?? column.dataIndex ?? i)} className="yc-card-line">
                  <span className="yc-card-label">{column.title as ReactNode}</span>
                  <span>{cellOf(column, row, index)}</span>
                </div>
              ))}
              {actions && <div className="yc-card-actions"><RowActionsInline>{cellOf(actions, row, index)}</RowActionsInline></div>}
            </Card>
          );
        })}
        {list.paged && list.total > list.pageSize && (
          <Pagination simple current={list.pageNo} pageSize={list.pageSize} total={list.total} onChange={(page, size) => list.changePage(page, size)} />
        )}
      </div>
    </Spin>
  );
}
