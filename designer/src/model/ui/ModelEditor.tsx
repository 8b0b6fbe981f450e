// The table model designer: the model's properties (name, description, app group, structure, persistence), its
// columns grid and its indexes, checked by the engine's schema and modelling rules (§5) as the user types — the
// cells that break a rule are marked with its message — and again before the save, which the console makes.
import { Alert, Button, Col, Drawer, Form, Input, Row, Select, Space, Tabs, Tag } from 'antd';
import { useMemo, useState, type ComponentType, type ReactNode } from 'react';
import { OBJECT_STRUCTURES, PERSISTENCE_TYPES, validateModel, type Language, type TableModel, type ValidationIssue } from '@yc/engine';
import { issueText } from '../../ui/issues.ts';
import { ColumnsGrid, emptyColumn, newRowKey, type ColumnRow } from './ColumnsGrid.tsx';
import { IndexesGrid, toIndexes, toIndexRows, type IndexRow } from './IndexesGrid.tsx';
import type { DictChoice } from './ShowConfigButton.tsx';
import { modelText, type ModelDesignerText } from './texts.ts';

type Basics = Pick<TableModel, 'tableName' | 'tableDesc' | 'groupCode' | 'objStructure' | 'persistenceType' | 'httpCode' | 'dsName'> & {
  mainTableName?: string;
  foreignKey?: string;
  /** The HTTP configs that add, edit and delete records (persistence over HTTP). */
  httpAdd?: string;
  httpEdit?: string;
  httpDelete?: string;
};

export interface ModelEditorProps {
  /** The model edited, with the version it was read at; undefined for a new one. */
  model: (TableModel & { version: number }) | undefined;
  lang: Language;
  groupOptions: { label: string; value: string }[];
  defaultGroup?: string;
  /** Saves the model (at `version` when editing); the console reports a refusal, and the editor stays open. */
  save(model: TableModel, version: number | undefined): Promise<void>;
  onClose(): void;
  /** The enterprise's dictionaries (for a column's options). */
  dictionaries(): Promise<DictChoice[]>;
  /** The console's choice of a data source (empty: the platform's database). */
  DataSourceSelect: ComponentType<{ value?: string; onChange?: (value: string | undefined) => void; placeholder: string }>;
  /** Shown beside the title (the table's sync state). */
  titleExtra?: ReactNode;
  /** Full screen width (phones). */
  fullWidth?: boolean;
}

const SHOWN_ISSUES = 8;
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
function cellIssues(issues: readonly ValidationIssue[], lang: Language): Map<string, string> {
  const cells = new Map<string, string>();
  for (const issue of issues) {
    const match = /^\/columns\/(\d+)\/(\w+)/.exec(issue.path);
    if (match && !cells.has(`${match[1]}/${match[2]}`)) cells.set(`${match[1]}/${match[2]}`, issueText(issue, lang));
  }
  return cells;
}

export function ModelEditor(props: ModelEditorProps) {
  const { model, lang, groupOptions, defaultGroup, onClose, dictionaries, DataSourceSelect, titleExtra, fullWidth } = props;
  const t = (code: ModelDesignerText, params?: Record<string, string | number>) => modelText(lang, code, params);
  const [form] = Form.useForm<Basics>();
  const [rows, setRowsNow] = useState<ColumnRow[]>(() => (model ? model.columns.map((c) => ({ ...c, rowKey: newRowKey() })) : [emptyColumn()]));
  const [indexRows, setIndexRowsNow] = useState<IndexRow[]>(() => toIndexRows(model?.indexes));
  // The rules are checked as the user types, once they have changed something; a property left empty is told only once
  // they ask to save (the form's own required marks say it then).
  const [touched, setTouched] = useState(false);
  const [saveAsked, setSaveAsked] = useState(false);
  const [saving, setSaving] = useState(false);
  const structure = Form.useWatch('objStructure', form);
  const persistence = Form.useWatch('persistenceType', form);
  const basics = Form.useWatch((values: Basics) => values, { form, preserve: true });
  const issues = useMemo<ValidationIssue[]>(() => {
    if (!touched || !basics) return [];
    const found = validateModel('tableModel', toModel(basics, rows, indexRows));
    if (saveAsked) return found;
    return found.filter((issue) => {
      const property = /^\/(\w+)$/.exec(issue.path)?.[1];
      return !property || present((basics as Record<string, unknown>)[property]);
    });
  }, [touched, saveAsked, basics, rows, indexRows]);
  const cells = useMemo(() => cellIssues(issues, lang), [issues, lang]);
  const setRows: typeof setRowsNow = (change) => {
    setTouched(true);
    setRowsNow(change);
  };
  const setIndexRows: typeof setIndexRowsNow = (change) => {
    setTouched(true);
    setIndexRowsNow(change);
  };

  const save = async () => {
    setTouched(true);
    setSaveAsked(true);
    let values: Basics;
    try {
      values = await form.validateFields();
    } catch {
      return;
    }
    const item = toModel(values, rows, indexRows);
    if (validateModel('tableModel', item).length) return;
    setSaving(true);
    try {
      await props.save(item, model?.version);
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
      size={fullWidth ? '100%' : Math.min(1400, window.innerWidth - 40)}
      data-testid="model-editor"
      title={
        <Space>
          {model ? `${model.tableDesc} (${model.tableName})` : t('add')}
          {titleExtra}
        </Space>
      }
      onClose={onClose}
      extra={
        <Space>
          <Button onClick={onClose}>{t('cancel')}</Button>
          <Button type="primary" loading={saving} onClick={() => void save()} data-testid="model-save">
            {t('save')}
          </Button>
        </Space>
      }
    >
      <Form<Basics> form={form} layout="vertical" initialValues={initial} onValuesChange={() => setTouched(true)}>
        <Row gutter={16}>
          <Col xs={24} md={8}>
            <Form.Item name="tableName" label={t('tableName')} rules={[{ required: true, pattern: /^[A-Za-z][A-Za-z0-9_]*$/, message: t('codeRule') }]}>
              <Input disabled={model !== undefined} data-testid="model-tableName" />
            </Form.Item>
          </Col>
          <Col xs={24} md={8}>
            <Form.Item name="tableDesc" label={t('tableDesc')} rules={[{ required: true, whitespace: true }]}>
              <Input data-testid="model-tableDesc" />
            </Form.Item>
          </Col>
          <Col xs={24} md={8}>
            <Form.Item name="groupCode" label={t('group')} rules={[{ required: true }]}>
              <Select options={groupOptions} data-testid="model-group" />
            </Form.Item>
          </Col>
          <Col xs={12} md={6}>
            <Form.Item name="objStructure" label={t('objStructure')}>
              <Select options={OBJECT_STRUCTURES.map((s) => ({ value: s, label: t(`structure.${s}`) }))} />
            </Form.Item>
          </Col>
          <Col xs={12} md={6}>
            <Form.Item name="persistenceType" label={t('persistenceType')}>
              <Select options={PERSISTENCE_TYPES.map((p) => ({ value: p, label: p }))} />
            </Form.Item>
          </Col>
          {structure && structure !== 'main' && (
            <>
              <Col xs={12} md={6}>
                <Form.Item name="mainTableName" label={t('mainTable')} rules={[{ required: true }]}>
                  <Input />
                </Form.Item>
              </Col>
              <Col xs={12} md={6}>
                <Form.Item name="foreignKey" label={t('foreignKey')} rules={[{ required: true }]}>
                  <Input />
                </Form.Item>
              </Col>
            </>
          )}
          {persistence !== 'http' && (
            <Col xs={12} md={6}>
              <Form.Item name="dsName" label={t('dsName')}>
                <DataSourceSelect placeholder={t('platformDb')} />
              </Form.Item>
            </Col>
          )}
          {persistence === 'http' && (
            <>
              <Col xs={12} md={6}>
                <Form.Item name="httpCode" label={t('httpCode')} rules={[{ required: true }]}>
                  <Input />
                </Form.Item>
              </Col>
              {(['httpAdd', 'httpEdit', 'httpDelete'] as const).map((name) => (
                <Col xs={12} md={6} key={name}>
                  <Form.Item name={name} label={t(name)}>
                    <Input />
                  </Form.Item>
                </Col>
              ))}
            </>
          )}
        </Row>
      </Form>
      {issues.length > 0 && (
        <Alert
          type="error"
          showIcon
          style={{ marginBottom: 12 }}
          data-testid="model-issues"
          title={t('issues', { count: issues.length })}
          description={
            <ul style={{ margin: 0, paddingInlineStart: 18 }}>
              {issues.slice(0, SHOWN_ISSUES).map((issue, i) => (
                <li key={i}>
                  {issue.path && <Tag>{issue.path}</Tag>}
                  {issueText(issue, lang)}
                </li>
              ))}
            </ul>
          }
        />
      )}
      <Tabs
        items={[
          { key: 'columns', label: t('columns'), children: <ColumnsGrid rows={rows} onChange={setRows} issues={cells} lang={lang} dictionaries={dictionaries} /> },
          {
            key: 'indexes',
            label: <span data-testid="model-indexes-tab">{t('indexes', { count: indexRows.length })}</span>,
            children: <IndexesGrid rows={indexRows} onChange={setIndexRows} fieldNames={rows.filter((r) => !r.isVirtual).map((r) => r.colCode)} lang={lang} />,
          },
        ]}
      />
    </Drawer>
  );
}
