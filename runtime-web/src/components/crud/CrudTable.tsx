// A list screen's table: rows, pagination and selection bound to a `useCrudList` state.
import { Table, type TableProps } from 'antd';
import { useTranslation } from 'react-i18next';
import type { CrudList } from './useCrudList.ts';
import './locale.ts';

export interface CrudTableProps<T> extends Omit<TableProps<T>, 'dataSource' | 'loading' | 'rowKey' | 'pagination' | 'rowSelection'> {
  list: CrudList<T>;
  /** Row checkboxes bound to the list's selection (default true). */
  selectable?: boolean;
}

export function CrudTable<T extends object>({ list, selectable = true, ...props }: CrudTableProps<T>) {
  const { t } = useTranslation();
  return (
    <Table<T>
      size="medium"
      scroll={{ x: 'max-content' }}
      {...props}
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
