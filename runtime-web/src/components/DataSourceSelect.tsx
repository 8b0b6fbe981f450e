// Choice of a data source by key; empty means the platform's own database (the caller's enterprise). A user who may not
// list data sources sees only that.
import { Select } from 'antd';
import { useEffect, useState } from 'react';
import { dataSourceApi } from '../api/logic.ts';

/** `placeholder`: what the empty choice means to the user (the platform's database). */
export function DataSourceSelect(props: { value?: string; onChange?: (value: string | undefined) => void; placeholder: string }) {
  const [keys, setKeys] = useState<{ value: string; label: string }[]>([]);
  useEffect(() => {
    dataSourceApi.list({ pageNo: 1, pageSize: 500 }, true).then(
      (page) => setKeys(page.records.map((s) => ({ value: s.datasourceKey, label: `${s.datasourceName} (${s.datasourceKey})` }))),
      () => setKeys([]),
    );
  }, []);
  return (
    <Select allowClear placeholder={props.placeholder} options={keys} value={props.value || undefined}
      onChange={(value: string | undefined) => props.onChange?.(value)} data-testid="data-source-select" />
  );
}
