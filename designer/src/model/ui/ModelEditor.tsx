// The table model designer: the model's properties (name, description, app group, structure, persistence), its
// columns grid and its indexes, checked by the engine's schema and modelling rules (§5) as the user types — the
// cells that break a rule are marked with its message — and again before the save, which the console makes. Unsaved
// work is kept as every designer keeps it (ui/keeping.ts): an autosaved draft of a stored model, offered (merged onto
// the model stored now when someone saved since) on the next opening, and the console told so that it asks before closing.
import { Alert, Button, Col, Drawer, Form, Input, Row, Select, Space, Tabs, Tag } from 'antd';
import { useMemo, useState, type ComponentType, type ReactNode } from 'react';
import { restoreDraft, useKeptWork, type KeepingProps } from '../../ui/keeping.ts';
import { OBJECT_STRUCTURES, PERSISTENCE_TYPES, validateModel, type Language, type TableModel, type ValidationIssue } from '@yc/engine';
import { isEmptyIssue, issuePlace, issueText, type IssueLabels } from '../../ui/issues.ts';
import { ColumnsGrid, emptyColumn, newRowKey, type ColumnRow } from './ColumnsGrid.tsx';
import { IndexesGrid, toIndexes, toIndexRows, type IndexRow } from './IndexesGrid.tsx';
import type { DictChoice } from './ShowConfigButton.tsx';
import { MODEL_DESIGNER_TEXTS, modelText, type ModelDesignerText } from './texts.ts';

/** The model's properties by their designer texts, for its issues. */
const MODEL_LABELS: IssueLabels = { texts: MODEL_DESIGNER_TEXTS };

type Basics = Pick<TableModel, 'tableName' | 'tableDesc' | 'groupCode' | 'objStructure' | 'persistenceType' | 'httpCode' | 'dsName'> & {
  mainTableName?: string;
  foreignKey?: string;
  /** The HTTP configs that add, edit and delete records (persistence over HTTP). */
  httpAdd?: string;
  httpEdit?: string;
  httpDelete?: string;
};

export interface ModelEditorProps extends KeepingProps {
  /** The model edited, with the version it was read at; undefined for a new one. */
  model: (TableModel & { version: number }) | undefined;
  lang: Language;
  groupOptions: { label: string; value: string }[];
  defaultGroup?: string;
  /** Saves the model (at `version` when editing); the console reports a refusal (answered `false`: the draft stays). */
  save(model: TableModel, version: number | undefined): Promise<boolean | void>;
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

/** The properties of a model as the form holds them. */
const basicsOf = (model: TableModel): Basics => ({
  ...model, mainTableName: model.mainTable?.tableName, foreignKey: model.mainTable?.foreignKey,
  httpAdd: model.httpWrite?.add, httpEdit: model.httpWrite?.edit, httpDelete: model.httpWrite?.delete,
});

/** The model to start from: as stored, or the draft an earlier visit left (merged when someone saved since). */
function startOf(props: ModelEditorProps): { start?: TableModel; restoredAt?: string } {
  if (!props.model) return {};
  const { version, ...stored } = props.model;
  const restored = restoreDraft<TableModel>(props, 'model', stored.tableName, stored, version);
  return { start: restored?.document ?? stored, restoredAt: restored?.savedAt };
}

export function ModelEditor(props: ModelEditorProps) {
  const { model, lang, groupOptions, defaultGroup, onClose, dictionaries, DataSourceSelect, titleExtra, fullWidth } = props;
  const t = (code: ModelDesignerText, params?: Record<string, string | number>) => modelText(lang, code, params);
  const [form] = Form.useForm<Basics>();
  const [{ start, restoredAt }] = useState(() => startOf(props));
  const [rows, setRowsNow] = useState<ColumnRow[]>(() => (start ? start.columns.map((c) => ({ ...c, rowKey: newRowKey() })) : [emptyColumn()]));
  const [indexRows, setIndexRowsNow] = useState<IndexRow[]>(() => toIndexRows(start?.indexes));
  // The rules are checked as the user types, once they have changed something; a property left empty is told only once
  // they ask to save (the form's own required marks say it then). A restored draft is a change not saved yet.
  const [touched, setTouched] = useState(restoredAt !== undefined);
  // Changed since opened (or restored) and not saved since: what the draft keeps and closing asks about.
  const [dirty, setDirty] = useState(restoredAt !== undefined);
  const [restoredNotice, setRestoredNotice] = useState(restoredAt);
  const [saveAsked, setSaveAsked] = useState(false);
  const [saving, setSaving] = useState(false);
  const structure = Form.useWatch('objStructure', form);
  const persistence = Form.useWatch('persistenceType', form);
  const basics = Form.useWatch((values: Basics) => values, { form, preserve: true });
  const issues = useMemo<ValidationIssue[]>(() => {
    if (!touched || !basics) return [];
    const found = validateModel('tableModel', toModel(basics, rows, indexRows));
    if (saveAsked) return found;
    // A property not filled in yet is no problem while the user is still filling in (the main table of a sub-table too).
    return found.filter((issue) => !isEmptyIssue(issue) && issue.code !== 'rule.mainTableMissing').filter((issue) => {
      const property = /^\/(\w+)$/.exec(issue.path)?.[1];
      return !property || present((basics as Record<string, unknown>)[property]);
    });
  }, [touched, saveAsked, basics, rows, indexRows]);
  const cells = useMemo(() => cellIssues(issues, lang), [issues, lang]);
  const changed = () => {
    setTouched(true);
    setDirty(true);
  };
  const setRows: typeof setRowsNow = (change) => {
    changed();
    setRowsNow(change);
  };
  const setIndexRows: typeof setIndexRowsNow = (change) => {
    changed();
    setIndexRowsNow(change);
  };
  // Only a stored model has a draft (a new one has no name to keep it under until it is saved).
  const design = useMemo(() => (basics ? toModel(basics, rows, indexRows) : undefined), [basics, rows, indexRows]);
  const base = useMemo(() => model && (({ version: _v, ...stored }) => stored)(model), [model]);
  const kept = useKeptWork('model', model?.tableName ?? '', design, dirty && design !== undefined, model?.version ?? null,
    { ...props, drafts: model ? props.drafts : undefined }, (mine) => ({ base, mine }));

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
      if ((await props.save(item, model?.version)) !== false) {
        setDirty(false);
        kept.clear();
      }
    } finally {
      setSaving(false);
    }
  };

  const initial: Basics = start ? basicsOf(start) : { tableName: '', tableDesc: '', groupCode: defaultGroup ?? '', objStructure: 'main', persistenceType: 'db' };

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
      {restoredNotice && (
        <Alert type="info" showIcon closable data-testid="model-draft-restored" style={{ marginBottom: 12 }} onClose={() => setRestoredNotice(undefined)}
          title={t('draftRestored', { time: restoredNotice })} />
      )}
      <Form<Basics> form={form} layout="vertical" initialValues={initial} onValuesChange={changed}>
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
                  {issue.code && issue.path && <Tag>{issuePlace(issue.path, lang, MODEL_LABELS)}</Tag>}
                  {issueText(issue, lang, MODEL_LABELS)}
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
