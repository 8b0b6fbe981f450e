// A list screen's table: rows, pagination and selection bound to a `useCrudList` state. On a phone the action column
// (key 'actions', its buttons one "⋯" menu there) is pinned to the right edge: the actions stay in reach while the other
// columns scroll under it. A list that asks for `cards` shows its rows as cards on a phone.
import { useContext } from 'react';
import { Empty, Table, Typography, type TableProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { flattenRoutes, menuTitle } from '../../engine.ts';
import { useIsMobile } from '../../store/device.ts';
import { useSession } from '../../store/session.ts';
import { CrudCards } from './CrudCards.tsx';
import { EmptyListContext } from './CrudPage.tsx';
import type { CrudList } from './useCrudList.ts';
import './locale.ts';

export interface CrudTableProps<T> extends Omit<TableProps<T>, 'dataSource' | 'loading' | 'rowKey' | 'pagination' | 'rowSelection'> {
  list: CrudList<T>;
  /** Row checkboxes bound to the list's selection (default true). */
  selectable?: boolean;
  /** On a phone, the rows as cards (CrudCards) instead of a table. */
  cards?: boolean;
}

/** The screen's name as its menu item says it (what an empty list tells it has none of). */
function useScreenName(): string | undefined {
  const { i18n } = useTranslation();
  const { routeTree } = useSession();
  // The address, not the router's location: a list may stand outside a router (a test, an embedded screen).
  const route = routeTree && flattenRoutes(routeTree).find((r) => r.route.path === window.location.pathname)?.route;
  return route && menuTitle(route.meta, i18n.language);
}

/**
 * An empty list says what the screen holds (its menu item's name) and what it is for, and offers its first step; a
 * query that finds nothing says so.
 */
function EmptyList({ queried }: { queried: boolean }) {
  const { t } = useTranslation();
  const name = useScreenName();
  const { purpose, action } = useContext(EmptyListContext);
  if (queried) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('crud.emptyQuery')} data-testid="crud-empty" />;
  const text = name ? t('crud.emptyScreen', { what: name }) : undefined;
  return (
    <Empty
      image={Empty.PRESENTED_IMAGE_SIMPLE}
      data-testid="crud-empty"
      description={purpose ? <><div>{text}</div><Typography.Text type="secondary" data-testid="crud-empty-purpose">{purpose}</Typography.Text></> : text}
    >
      {action && <span data-testid="crud-empty-action">{action}</span>}
    </Empty>
  );
}

export function CrudTable<T extends object>({ list, selectable = true, columns, cards, ...props }: CrudTableProps<T>) {
  const { t } = useTranslation();
  const phone = useIsMobile();
  const queried = Object.values(list.query ?? {}).some((v) => v !== undefined && v !== '' && !(Array.isArray(v) && v.length === 0));
  if (phone && cards && columns) return <CrudCards list={list} columns={columns} selectable={selectable} empty={<EmptyList queried={queried} />} />;
  const shownColumns = phone ? columns?.map((c) => (c.key === 'actions' ? { ...c, fixed: 'right' as const } : c)) : columns;
  return (
    <Table<T>
      size="medium"
      scroll={{ x: 'max-content' }}
      locale={{ emptyText: <EmptyList queried={queried} /> }}
      {...props}
      columns={shownColumns}
      rowKey={list.rowKey}
      dataSource={list.records}
      loading={list.loading}
      rowSelection={
        selectable ? { selectedRowKeys: list.selectedKeys, onChange: (keys) => list.setSelectedKeys(keys.map(String)) } : undefined
      }
      pagination={
        list.paged && {
          current: list.pageNo,
          pageSize: list.pageSize,
          total: list.total,
          showSizeChanger: true,
          showTotal: (total) => t('crud.total', { total }),
          onChange: (page, size) => list.changePage(page, size),
        }
      }
    />
  );
}
