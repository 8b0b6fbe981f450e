// The properties screen of a form or a page: its top-level properties, a page's columns, a form's preview, and
// the whole document as JSON — one document, validated by the engine's schema and rules before the save (the
// drag-and-drop designers come later).
import { Alert, Button, Col, Drawer, Form, Input, InputNumber, Row, Select, Space, Switch, Tabs, Tag } from 'antd';
import { useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { metadataApi, type MetadataKinds, type Stored } from '../../../api/eform.ts';
import { notifySuccess } from '../../../components/crud/index.ts';
import { ApiError } from '../../../request/http.ts';
import { useIsMobile } from '../../../store/device.ts';
import { FormRenderer } from '../../../renderers/form/FormRenderer.tsx';
import { DESIGN_STATUSES, FLOW_SCOPES, PAGE_TYPES, type Form as FormMeta, type ValidationIssue, type ViewColumn } from '../shared/engine.ts';
import { IssuesAlert } from '../shared/IssuesAlert.tsx';
import { issuesOf } from '../shared/validate.ts';
import { ViewColumnsGrid } from './ViewColumnsGrid.tsx';

export type MetaKind = 'form' | 'view';
type Doc = Record<string, unknown>;

interface Prop {
  name: string;
  control: 'text' | 'number' | 'switch' | { options: readonly string[]; label?: (v: string) => string };
  required?: boolean;
}

const PROPS: Record<MetaKind, Prop[]> = {
  form: [
    { name: 'formName', control: 'text', required: true },
    { name: 'formStatus', control: { options: DESIGN_STATUSES } },
    { name: 'objectName', control: 'text' },
    { name: 'groupCode', control: 'text', required: true },
  ],
  view: [
    { name: 'viewName', control: 'text', required: true },
    { name: 'viewType', control: { options: PAGE_TYPES }, required: true },
    { name: 'viewStatus', control: { options: DESIGN_STATUSES } },
    { name: 'tableName', control: 'text' },
    { name: 'formCode', control: 'text' },
    { name: 'groupCode', control: 'text', required: true },
    { name: 'flowScope', control: { options: FLOW_SCOPES } },
    { name: 'pageNum', control: 'number' },
    { name: 'isPage', control: 'switch' },
    { name: 'isLineNum', control: 'switch' },
  ],
};

export interface PropertiesDrawerProps<K extends MetaKind> {
  kind: K;
  item: Stored<MetadataKinds[K]>;
  onSaved(): unknown;
  onClose(): void;
}

/** The document with changed properties; a cleared one is removed (the schema wants it absent). */
const withProps = (doc: Doc, changed: Doc): Doc =>
  Object.fromEntries(Object.entries({ ...doc, ...changed }).filter(([, v]) => v !== undefined && v !== null && v !== ''));

const withoutVersion = ({ version: _v, ...doc }: Doc): Doc => doc;

function control(prop: Prop, t: (key: string) => string): ReactNode {
  if (prop.control === 'text') return <Input />;
  if (prop.control === 'number') return <InputNumber min={1} style={{ width: '100%' }} />;
  if (prop.control === 'switch') return <Switch />;
  return <Select allowClear options={prop.control.options.map((v) => ({ value: v, label: t(`meta.value.${v}`) }))} />;
}

export function PropertiesDrawer<K extends MetaKind>({ kind, item, onSaved, onClose }: PropertiesDrawerProps<K>) {
  const { t } = useTranslation();
  const mobile = useIsMobile();
  const [doc, setDoc] = useState<Doc>(() => withoutVersion(item as Doc));
  const [json, setJson] = useState(() => JSON.stringify(withoutVersion(item as Doc), null, 2));
  const [jsonError, setJsonError] = useState<string>();
  const [generation, setGeneration] = useState(0);
  const [issues, setIssues] = useState<ValidationIssue[]>([]);
  const [saving, setSaving] = useState(false);
  const preview = useMemo(() => (kind === 'form' && issuesOf('form', doc).length === 0 ? (doc as FormMeta) : undefined), [kind, doc]);

  const change = (next: Doc) => {
    setDoc(next);
    setJson(JSON.stringify(next, null, 2));
    setJsonError(undefined);
  };
  const editJson = (text: string) => {
    setJson(text);
    try {
      const parsed = JSON.parse(text) as unknown;
      if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) throw new Error(t('meta.jsonObject'));
      setDoc(parsed as Doc);
      setJsonError(undefined);
      setGeneration((g) => g + 1);
    } catch (error) {
      setJsonError((error as Error).message);
    }
  };

  const save = async () => {
    if (jsonError) return;
    const found = issuesOf(kind, doc);
    setIssues(found);
    if (found.length) return;
    setSaving(true);
    try {
      await metadataApi.edit(kind, { ...(doc as unknown as MetadataKinds[K]), version: item.version });
      notifySuccess();
      await onSaved();
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
    } finally {
      setSaving(false);
    }
  };

  const propsTab = (
    <Form key={generation} layout="vertical" initialValues={doc} onValuesChange={(changed: Doc) => change(withProps(doc, changed))}>
      <Row gutter={16}>
        {PROPS[kind].map((prop) => (
          <Col key={prop.name} xs={24} md={12}>
            <Form.Item name={prop.name} label={t(`meta.prop.${prop.name}`)} rules={prop.required ? [{ required: true }] : undefined} valuePropName={prop.control === 'switch' ? 'checked' : 'value'}>
              {control(prop, t)}
            </Form.Item>
          </Col>
        ))}
      </Row>
    </Form>
  );
  const tabs = [
    { key: 'props', label: t('meta.tab.props'), children: propsTab },
    ...(kind === 'view'
      ? [{ key: 'columns', label: t('meta.tab.columns'), children: <ViewColumnsGrid columns={(doc.columns ?? []) as ViewColumn[]} onChange={(columns) => change({ ...doc, columns })} /> }]
      : []),
    ...(kind === 'form'
      ? [{ key: 'preview', label: t('meta.tab.preview'), children: preview ? <FormRenderer form={preview} onSubmit={() => undefined} /> : <Alert type="info" title={t('meta.previewInvalid')} /> }]
      : []),
    {
      key: 'json',
      label: 'JSON',
      children: (
        <>
          {jsonError && <Alert type="error" showIcon style={{ marginBottom: 8 }} title={jsonError} />}
          <Input.TextArea value={json} onChange={(e) => editJson(e.target.value)} autoSize={{ minRows: 16, maxRows: 40 }} style={{ fontFamily: 'monospace', fontSize: 12 }} data-testid="meta-json" />
        </>
      ),
    },
  ];

  const code = String(doc[kind === 'form' ? 'formCode' : 'viewCode'] ?? '');
  return (
    <Drawer
      open
      size={mobile ? '100%' : 1100}
      data-testid="properties-drawer"
      title={<Space>{String(doc[kind === 'form' ? 'formName' : 'viewName'] ?? '')}<Tag>{code}</Tag></Space>}
      onClose={onClose}
      extra={
        <Space>
          <Button onClick={onClose}>{t('common.cancel')}</Button>
          <Button type="primary" loading={saving} disabled={jsonError !== undefined} onClick={() => void save()} data-testid="meta-save">
            {t('view.save')}
          </Button>
        </Space>
      }
    >
      <IssuesAlert issues={issues} testId="meta-issues" />
      <Tabs items={tabs} />
    </Drawer>
  );
}
