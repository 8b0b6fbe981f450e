// Template management (component eform/template): templates listed by keyword (name or code) and type, added and
// edited in a modal (a form or page template's body checked by the engine's rule before the save), enabled or disabled
// from the list (saved at the version read; enabling is publishing, asked first), their versions, delete; "Start a design" makes a new form or page from an
// enabled form or page template.
import { PlusOutlined } from '@ant-design/icons';
import { Form, Input, Select, Switch, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  CrudPage, CrudTable, DeleteButton, FormModal, PermButton, QueryBar, RowActions, RowButton, runAction, useConfirm, useCrudList, useFormModal,
} from '../../../components/crud/index.ts';
import { HistoryDrawer } from '../../../components/HistoryDrawer.tsx';
import { metadataApi, templateApi, type Stored } from '../../../api/eform.ts';
import { PERMISSIONS } from '../../../engine.ts';
import { isDesignTemplate, TEMPLATE_TYPES, templateBodyIssues, type Template } from '../../../renderers/engine.ts';
import { requiredRule } from '../../system/shared/rules.ts';
import { useAppGroups } from '../shared/useAppGroups.ts';
import { issueText } from '../shared/validate.ts';
import '../../../i18n/eform.ts';

type Row = Stored<Template>;
const PERMS = PERMISSIONS.eform.template;
const HISTORY = metadataApi.history('template');

/** The engine's check of a form or page template's body (the server runs the same on save). */
const bodyRule = ({ getFieldValue }: { getFieldValue(name: string): unknown }) => ({
  validator(_: unknown, value: unknown) {
    const [found] = templateBodyIssues({ tempType: getFieldValue('tempType'), tempBodyString: value });
    return found ? Promise.reject(new Error(issueText(found))) : Promise.resolve();
  },
});

export default function TemplatesPage() {
  const { t } = useTranslation();
  const { options: groups } = useAppGroups();
  const list = useCrudList<Row>({ load: (q) => metadataApi.list('template', q), rowKey: (row) => row.tempCode });
  const editor = useFormModal<Row>();
  const starter = useFormModal<Row>();
  const [historyOf, setHistoryOf] = useState<string>();
  const [switching, setSwitching] = useState<string>();
  const [confirm, confirmHolder] = useConfirm();
  const label = (field: string) => t(`template.${field}`);
  const typeOptions = TEMPLATE_TYPES.map((type) => ({ value: type, label: t(`template.type.${type}`) }));

  const columns = [
    { title: label('tempName'), dataIndex: 'tempName' },
    { title: label('tempCode'), dataIndex: 'tempCode' },
    { title: label('tempType'), dataIndex: 'tempType', render: (type: string) => <Tag>{t(`template.type.${type}`, { defaultValue: type })}</Tag> },
    {
      title: label('enabled'), dataIndex: 'enabled',
      render: (enabled: boolean, row: Row) => (
        // Held while the save and the reload run: a second toggle would be based on the version just replaced.
        <Switch size="small" checked={enabled} loading={switching === row.tempCode} data-testid={`template-enabled-${row.tempCode}`}
          onChange={(on) => {
            const toggle = async () => {
              setSwitching(row.tempCode);
              try {
                // Reloaded also after a refusal (a stale version): the list then shows the template as it is now.
                await runAction(() => metadataApi.edit('template', { ...row, enabled: on }));
                await list.reload();
              } finally {
                setSwitching(undefined);
              }
            };
            if (on) confirm(t('msg.confirmPublishTemplate'), toggle);
            else void toggle();
          }} />
      ),
    },
    { title: t('eform.version'), dataIndex: 'version', render: (v: number) => <Tag>v{v}</Tag> },
    {
      title: t('crud.actions'),
      key: 'actions',
      render: (_: unknown, row: Row) => (
        <RowActions>
          <RowButton perm={PERMS.edit} onClick={() => editor.show(row)} data-testid={`template-edit-${row.tempCode}`}>{t('crud.edit')}</RowButton>
          {isDesignTemplate(row.tempType) && (
            <RowButton perm={row.tempType === 'form' ? PERMISSIONS.eform.form.add : PERMISSIONS.eform.view.add} disabled={!row.enabled}
              onClick={() => starter.show(row)} data-testid={`template-start-${row.tempCode}`}>{label('start')}</RowButton>
          )}
          <RowButton perm={PERMS.list} onClick={() => setHistoryOf(row.tempCode)}>{t('history.button')}</RowButton>
          <DeleteButton perm={PERMS.delete} onDelete={() => metadataApi.remove('template', row.tempCode)} onDone={list.reload} />
        </RowActions>
      ),
    },
  ];

  return (
    <>
      <CrudPage
        testId="template-page"
        list={list}
        query={<QueryBar fields={[{ name: 'keyword', label: t('eform.keyword') }, { name: 'tempType', label: label('tempType'), options: typeOptions }]} onSearch={list.search} onReset={list.reset} />}
        toolbar={<PermButton perm={PERMS.add} type="primary" icon={<PlusOutlined />} onClick={() => editor.show()} data-testid="template-add">{t('crud.add')}</PermButton>}
      >
        <CrudTable list={list} columns={columns} selectable={false} />
      </CrudPage>
      <FormModal<Row, Record<string, unknown>>
        state={editor}
        testId="template-editor"
        title={`${t(editor.record ? 'crud.edit' : 'crud.add')} · ${label('title')}`}
        width={760}
        initialValues={(record) => record ?? { enabled: true, tempType: 'form', tempBodyString: '{\n  "fields": []\n}' }}
        onSubmit={(values, record) => {
          const doc = { ...values, enabled: values.enabled === true } as unknown as Template;
          return record ? metadataApi.edit('template', { ...doc, tempCode: record.tempCode, version: record.version }) : metadataApi.add('template', doc);
        }}
        onSaved={list.reload}
      >
        {(_form, record) => (
          <>
            <Form.Item name="tempName" label={label('tempName')} rules={[requiredRule(label('tempName'))]}><Input /></Form.Item>
            <Form.Item name="tempCode" label={label('tempCode')} rules={[requiredRule(label('tempCode'))]}><Input disabled={!!record} /></Form.Item>
            <Form.Item name="tempType" label={label('tempType')} rules={[requiredRule(label('tempType'))]}>
              <Select options={typeOptions} />
            </Form.Item>
            <Form.Item name="tempStructure" label={label('tempStructure')}><Input /></Form.Item>
            <Form.Item name="enabled" label={label('enabled')} valuePropName="checked"><Switch /></Form.Item>
            <Form.Item name="tempBodyString" label={label('tempBodyString')} dependencies={['tempType']}
              rules={[requiredRule(label('tempBodyString')), bodyRule]}>
              <Input.TextArea rows={12} style={{ fontFamily: 'monospace' }} />
            </Form.Item>
          </>
        )}
      </FormModal>
      <FormModal<Row, Record<string, unknown>>
        state={starter}
        testId="template-starter"
        title={`${label('start')} · ${starter.record?.tempName ?? ''}`}
        initialValues={() => ({})}
        onSubmit={async (values, record) => {
          await templateApi.instantiate({
            tempCode: record!.tempCode, code: String(values.code), name: String(values.name), groupCode: String(values.groupCode),
            ...(values.objectName ? { objectName: String(values.objectName) } : {}),
          });
        }}
      >
        {() => (
          <>
            <Form.Item name="code" label={label('code')} rules={[requiredRule(label('code'))]}><Input /></Form.Item>
            <Form.Item name="name" label={label('name')} rules={[requiredRule(label('name'))]}><Input /></Form.Item>
            <Form.Item name="groupCode" label={t('eform.group')} rules={[requiredRule(t('eform.group'))]}><Select options={groups} /></Form.Item>
            <Form.Item name="objectName" label={label('objectName')}><Input /></Form.Item>
          </>
        )}
      </FormModal>
      {confirmHolder}
      <HistoryDrawer api={HISTORY} restorePerm={PERMS.edit} code={historyOf} onRestored={list.reload} onClose={() => setHistoryOf(undefined)} />
    </>
  );
}
