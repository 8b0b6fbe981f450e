// The table model editor: the model's properties (name, description, app group, structure, persistence), its
// columns grid and its indexes, validated by the engine's schema and modelling rules before the save.
import { Button, Col, Drawer, Form, Input, Row, Select, Space, Tabs } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { metadataApi, type Stored } from '../../../api/eform.ts';
import { notifySuccess } from '../../../components/crud/index.ts';
import { ApiError } from '../../../request/http.ts';
import { useIsMobile } from '../../../store/device.ts';
import { OBJECT_STRUCTURES, PERSISTENCE_TYPES, type TableModel, type ValidationIssue } from '../shared/engine.ts';
import { IssuesAlert } from '../shared/IssuesAlert.tsx';
import { issuesOf } from '../shared/validate.ts';
import { ColumnsGrid, emptyColumn, newRowKey, type ColumnRow } from './ColumnsGrid.tsx';
import { IndexesGrid, toIndexes, toIndexRows, type IndexRow } from './IndexesGrid.tsx';
import { SyncStateTag } from './SyncStateTag.tsx';
import { DataSourceSelect } from '../../../components/DataSourceSelect.tsx';

type Basics = Pick<TableModel, 'tableName' | 'tableDesc' | 'groupCode' | 'objStructure' | 'persistenceType' | 'httpCode' | 'dsName'> & {
  mainTableName?: string;
  foreignKey?: string;
  /** The HTTP configs that add, edit and delete records (persistence over HTTP). */
  httpAdd?: string;
  httpEdit?: string;
  httpDelete?: string;
};

export interface ModelEditorProps {
  /** The model edited; undefined for a new one. */
  model: Stored<TableModel> | undefined;
  groupOptions: { label: string; value: string }[];
  defaultGroup?: string;
  onSaved(model: Stored<TableModel>): unknown;
  onClose(): void;
}

const present = (v: unknown) => v !== undefined && v !== null && v !== '';
/** Empty cells are left out: the schema wants absent, not empty, optional fields. */
const compact = <T extends object>(o: T): T => Object.fromEntries(Object.entries(o).filter(([, v]) => present(v))) as T;

function toModel(basics: Basics, rows: ColumnRow[], indexRows: IndexRow[]): TableModel {
  const { mainTableName, foreignKey, httpAdd, httpEdit, httpDelete, ...rest } = basics;
  const httpWrite = compact({ add: httpAdd, edit: httpEdit, delete: httpDelete });
  return compact({
    ...rest,
    ...(rest.persistenceType === 'http' ? { httpWrite, dsName: undefined } : { httpCode: undefined }),
    ...(rest.objStructure !== 'main' ? { mainTable: compact({ tableName: mainTableName ?? '', foreignKey: foreignKey ?? '' }) } : {}),
    columns: rows.map(({ rowKey: _k, ...column }) => compact(column)),
    ...(indexRows.length ? { indexes: toIndexes(indexRows) } : {}),
  }) as TableModel;
}

/** Issues of the columns by `<index>/<field>`, for the grid's cells. */
function cellIssues(issues: readonly ValidationIssue[]): Map<string, string> {
  const cells = new Map<string, string>();
  for (const issue of issues) {
    const match = /^\/columns\/(\d+)\/(\w+)/.exec(issue.path);
    if (match && !cells.has(`${match[1]}/${match[2]}`)) cells.set(`${match[1]}/${match[2]}`, issue.message);
  }
  return cells;
}

export function ModelEditor({ model, groupOptions, defaultGroup, onSaved, onClose }: ModelEditorProps) {
  const { t } = useTranslation();
  const mobile = useIsMobile();
  const [form] = Form.useForm<Basics>();
  const [rows, setRows] = useState<ColumnRow[]>(() => (model ? model.columns.map((c) => ({ ...c, rowKey: newRowKey() })) : [emptyColumn()]));
  const [indexRows, setIndexRows] = useState<IndexRow[]>(() => toIndexRows(model?.indexes));
  const [issues, setIssues] = useState<ValidationIssue[]>([]);
  const [saving, setSaving] = useState(false);
  const cells = useMemo(() => cellIssues(issues), [issues]);
  const structure = Form.useWatch('objStructure', form);
  const persistence = Form.useWatch('persistenceType', form);

  const save = async () => {
    let basics: Basics;
    try {
      basics = await form.validateFields();
    } catch {
      return;
    }
    const item = toModel(basics, rows, indexRows);
    const found = issuesOf('tableModel', item);
    setIssues(found);
    if (found.length) return;
    setSaving(true);
    try {
      const saved = model ? await metadataApi.edit('tableModel', { ...item, version: model.version }) : await metadataApi.add('tableModel', item);
      notifySuccess();
      await onSaved(saved);
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
    } finally {
      setSaving(false);
    }
  };

  const initial: Basics = model
    ? {
      ...model, mainTableName: model.mainTable?.tableName, foreignKey: model.mainTable?.foreignKey,
      httpAdd: model.httpWrite?.add, httpEdit: model.httpWrite?.edit, httpDelete: model.httpWrite?.delete,
    }
    : { tableName: '', tableDesc: '', groupCode: defaultGroup ?? '', objStructure: 'main', persistenceType: 'db' };

  return (
    <Drawer
      open
      // As wide as the screen allows up to 1400 px: the columns grid fits a 1440 px screen without sideways scrolling.
      size={mobile ? '100%' : Math.min(1400, window.innerWidth - 40)}
      data-testid="model-editor"
      title={
        <Space>
          {model ? `${model.tableDesc} (${model.tableName})` : t('model.add')}
          {model && <SyncStateTag state={model.isSync} />}
        </Space>
      }
      onClose={onClose}
      extra={
        <Space>
          <Button onClick={onClose}>{t('common.cancel')}</Button>
          <Button type="primary" loading={saving} onClick={() => void save()} data-testid="model-save">
            {t('view.save')}
          </Button>
        </Space>
      }
    >
      <Form<Basics> form={form} layout="vertical" initialValues={initial}>
        <Row gutter={16}>
          <Col xs={24} md={8}>
            <Form.Item name="tableName" label={t('model.tableName')} rules={[{ required: true, pattern: /^[A-Za-z][A-Za-z0-9_]*$/, message: t('eform.codeRule') }]}>
              <Input disabled={model !== undefined} data-testid="model-tableName" />
            </Form.Item>
          </Col>
          <Col xs={24} md={8}>
            <Form.Item name="tableDesc" label={t('model.tableDesc')} rules={[{ required: true, whitespace: true }]}>
              <Input data-testid="model-tableDesc" />
            </Form.Item>
          </Col>
          <Col xs={24} md={8}>
            <Form.Item name="groupCode" label={t('eform.group')} rules={[{ required: true }]}>
              <Select options={groupOptions} data-testid="model-group" />
            </Form.Item>
          </Col>
          <Col xs={12} md={6}>
            <Form.Item name="objStructure" label={t('model.objStructure')}>
              <Select options={OBJECT_STRUCTURES.map((s) => ({ value: s, label: t(`model.structure.${s}`) }))} />
            </Form.Item>
          </Col>
          <Col xs={12} md={6}>
            <Form.Item name="persistenceType" label={t('model.persistenceType')}>
              <Select options={PERSISTENCE_TYPES.map((p) => ({ value: p, label: p }))} />
            </Form.Item>
          </Col>
          {structure && structure !== 'main' && (
            <>
              <Col xs={12} md={6}>
                <Form.Item name="mainTableName" label={t('model.mainTable')} rules={[{ required: true }]}>
                  <Input />
                </Form.Item>
              </Col>
              <Col xs={12} md={6}>
                <Form.Item name="foreignKey" label={t('model.foreignKey')} rules={[{ required: true }]}>
                  <Input />
                </Form.Item>
              </Col>
            </>
          )}
          {persistence !== 'http' && (
            <Col xs={12} md={6}>
              <Form.Item name="dsName" label={t('model.dsName')}>
                <DataSourceSelect placeholder={t('model.platformDb')} />
              </Form.Item>
            </Col>
          )}
          {persistence === 'http' && (
            <>
              <Col xs={12} md={6}>
                <Form.Item name="httpCode" label={t('model.httpCode')} rules={[{ required: true }]}>
                  <Input />
                </Form.Item>
              </Col>
              {(['httpAdd', 'httpEdit', 'httpDelete'] as const).map((name) => (
                <Col xs={12} md={6} key={name}>
                  <Form.Item name={name} label={t(`model.${name}`)}>
                    <Input />
                  </Form.Item>
                </Col>
              ))}
            </>
          )}
        </Row>
      </Form>
      <IssuesAlert issues={issues} testId="model-issues" />
      <Tabs
        items={[
          { key: 'columns', label: t('model.columns'), children: <ColumnsGrid rows={rows} onChange={setRows} issues={cells} /> },
          {
            key: 'indexes',
            label: <span data-testid="model-indexes-tab">{t('model.indexes', { count: indexRows.length })}</span>,
            children: <IndexesGrid rows={indexRows} onChange={setIndexRows} fieldNames={rows.filter((r) => !r.isVirtual).map((r) => r.colCode)} />,
          },
        ]}
      />
    </Drawer>
  );
}
