// What the enterprise screens share: a title for their card, and an unpaged table of the rows one call answers.
import { Table, type TableProps } from 'antd';
import { useEffect, useState } from 'react';

export const ScreenTitle = ({ text }: { text: string }) => <h2 className="yc-page-title" style={{ fontSize: 'inherit', margin: 0 }}>{text}</h2>;

/** The rows `read` answers (an empty list when the call fails; the request layer reports it), and their reload. */
export function useRows<T>(read: () => Promise<T[]>): [T[] | undefined, () => Promise<void>] {
  const [rows, setRows] = useState<T[]>();
  const load = async () => setRows(await read());
  useEffect(() => {
    void load().catch(() => setRows([]));
    // Loaded when the screen opens; actions reload.
  }, [read]);
  return [rows, load];
}

/** Rows keyed by id, all on one page, scrolled sideways on a narrow screen. */
export function RowsTable<T extends object>({ rows, ...props }: Omit<TableProps<T>, 'dataSource' | 'loading'> & { rows: T[] | undefined }) {
  return <Table<T> rowKey="id" size="middle" loading={!rows} dataSource={rows ?? []} pagination={false} scroll={{ x: 'max-content' }} {...props} />;
}
