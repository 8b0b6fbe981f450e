// The columns of a list page: alias, alignment, width, fixed side, masking, query (with its operator and the
// default query) and sort, edited in a grid.
import { Checkbox, Input, InputNumber, Select, Table, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { ALIGN_TYPES, FIXED_POSITIONS, MASKING_TYPES, QUERY_OPERATORS, type ViewColumn } from '../shared/engine.ts';

export interface ViewColumnsGridProps {
  columns: ViewColumn[];
  onChange(columns: ViewColumn[]): void;
}

type Flag = 'isShow' | 'isQuery' | 'isDefaultQuery' | 'isSort';

export function ViewColumnsGrid({ columns, onChange }: ViewColumnsGridProps) {
  const { t } = useTranslation();
  const update = (index: number, change: Partial<ViewColumn>) =>
    onChange(
      columns.map((c, i) => {
        if (i === index) return Object.fromEntries(Object.entries({ ...c, ...change }).filter(([, v]) => v !== undefined && v !== '')) as ViewColumn;
        // Only one default query (spec §5).
        return change.isDefaultQuery ? { ...c, isDefaultQuery: false } : c;
      }),
    );
  const flag = (field: Flag, fallback = false) => (_: unknown, row: ViewColumn, index: number) => (
    <Checkbox
      checked={row[field] ?? fallback}
      data-testid={`vcol-${field}-${row.colCode}`}
      onChange={(e) => update(index, { [field]: e.target.checked })}
    />
  );
  const select = <K extends 'alignType' | 'fixed' | 'tuoMin' | 'queryOp'>(field: K, values: readonly string[], label: (v: string) => string, width: number) =>
    (_: unknown, row: ViewColumn, index: number) => (
      <Select
        size="small"
        allowClear
        style={{ width }}
        value={row[field]}
        data-testid={`vcol-${field}-${row.colCode}`}
        options={values.map((v) => ({ value: v, label: label(v) }))}
        onChange={(value) => update(index, { [field]: value } as Partial<ViewColumn>)}
      />
    );

  const grid: TableColumnsType<ViewColumn> = [
    { key: 'colCode', title: t('model.colCode'), dataIndex: 'colCode' },
    { key: 'colName', title: t('model.colName'), dataIndex: 'colName' },
    {
      key: 'colAlias',
      title: t('view.colAlias'),
      render: (_, row, index) => <Input size="small" style={{ width: 120 }} value={row.colAlias ?? ''} onChange={(e) => update(index, { colAlias: e.target.value })} />,
    },
    { key: 'alignType', title: t('view.alignType'), render: select('alignType', ALIGN_TYPES, (v) => t(`view.align.${v}`), 90) },
    {
      key: 'colWidth',
      title: t('view.colWidth'),
      render: (_, row, index) => (
        <InputNumber size="small" min={0} style={{ width: 80 }} value={row.colWidth} onChange={(v) => update(index, { colWidth: v ?? undefined })} />
      ),
    },
    { key: 'fixed', title: t('view.fixed'), render: select('fixed', FIXED_POSITIONS, (v) => t(`view.align.${v}`), 80) },
    { key: 'tuoMin', title: t('view.tuoMin'), render: select('tuoMin', MASKING_TYPES, (v) => t(`view.mask.${v}`), 120) },
    { key: 'isShow', title: t('view.isShow'), align: 'center', render: flag('isShow', true) },
    { key: 'isQuery', title: t('view.isQuery'), align: 'center', render: flag('isQuery') },
    { key: 'queryOp', title: t('view.queryOp'), render: select('queryOp', QUERY_OPERATORS.map((o) => o.code), (v) => t(`view.op.${v}`), 130) },
    { key: 'isDefaultQuery', title: t('view.isDefaultQuery'), align: 'center', render: flag('isDefaultQuery') },
    { key: 'isSort', title: t('view.isSort'), align: 'center', render: flag('isSort') },
  ];
  return <Table<ViewColumn> size="small" rowKey="colCode" pagination={false} columns={grid} dataSource={columns} scroll={{ x: 'max-content' }} data-testid="view-columns-grid" />;
}
