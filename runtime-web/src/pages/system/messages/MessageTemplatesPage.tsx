// Message templates (component system/messageTemplate): code, name, channel, title and content with {{name}}
// placeholders; the process events' templates (task assigned, approved, rejected, overdue) are listed first use and
// may be changed, not deleted. The editor previews the template with its test parameters; a template is sent from
// its row to receivers on its channel.
import { PlusOutlined } from '@ant-design/icons';
import { Form, Input, Modal, Select, Tag, Typography, type FormInstance } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MESSAGE_CHANNELS, type MessageChannel } from '@yc/engine/messages';
import {
  CrudPage, CrudTable, DeleteButton, FormModal, PermButton, QueryBar, RowActions, RowButton, runAction, useCrudList, useFormModal, type PagedQuery,
} from '../../../components/crud/index.ts';
import { PERMISSIONS } from '../../../engine.ts';
import { requiredRule } from '../shared/rules.ts';
import { messageApi, type MessageTemplate, type TemplateDraft } from './message-api.ts';
import './texts.ts';

const P = PERMISSIONS.system.messageTemplate;

/** The rendered title and content of the form's template (shown as text: the mail's HTML is not run here). */
function Preview({ form }: { form: FormInstance<TemplateDraft> }) {
  const { t } = useTranslation();
  const [shown, setShown] = useState<{ title: string; content: string }>();
  const preview = async () => {
    const v = form.getFieldsValue();
    setShown(await messageApi.preview({ templateType: v.templateType, templateTitle: v.templateTitle ?? '', templateContent: v.templateContent ?? '', param: v.templateTestJson || null }));
  };
  return (
    <div style={{ marginBottom: 12 }}>
      <PermButton perm={P.preview} data-testid="message-template-preview" onClick={() => void preview().catch(() => undefined)}>{t('message.preview')}</PermButton>
      {shown && (
        <div data-testid="message-template-preview-result" style={{ marginTop: 8, padding: 8, background: 'rgba(0,0,0,0.03)', borderRadius: 4 }}>
          <Typography.Text strong>{shown.title}</Typography.Text>
          <pre style={{ whiteSpace: 'pre-wrap', margin: '4px 0 0' }}>{shown.content}</pre>
        </div>
      )}
    </div>
  );
}

/** Sends a template to receivers (comma-separated) with parameters (JSON). */
function SendDialog({ template, onClose }: { template?: MessageTemplate; onClose: () => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<{ receivers: string; param?: string }>();
  const send = async () => {
    const v = await form.validateFields();
    const esReceiver = v.receivers.split(/[,，;\s]+/).map((r) => r.trim()).filter(Boolean);
    if (await runAction(() => messageApi.send({ templateCode: template!.templateCode, esReceiver, esParam: v.param || null }))) onClose();
  };
  return (
    <Modal open={Boolean(template)} title={`${t('message.send')} · ${template?.templateName ?? ''}`} onCancel={onClose} onOk={() => void send()}
      okText={t('message.send')} destroyOnHidden okButtonProps={{ 'data-testid': 'message-send-ok' } as never}>
      <Form form={form} layout="vertical" initialValues={{ param: template?.templateTestJson ?? '' }} preserve={false}>
        <Form.Item name="receivers" label={t('message.receivers')} extra={t('message.receiversHelp')} rules={[requiredRule(t('message.receivers'))]}>
          <Input data-testid="message-send-receivers" />
        </Form.Item>
        <Form.Item name="param" label={t('message.templateTestJson')}>
          <Input.TextArea rows={3} data-testid="message-send-param" />
        </Form.Item>
      </Form>
    </Modal>
  );
}

export default function MessageTemplatesPage() {
  const { t } = useTranslation();
  const list = useCrudList<MessageTemplate>({ load: (q: PagedQuery) => messageApi.templates(q) });
  const editor = useFormModal<MessageTemplate>();
  const [sending, setSending] = useState<MessageTemplate>();
  const channels = MESSAGE_CHANNELS.map((value) => ({ value, label: t(`message.channel.${value}`) }));

  const columns = [
    { title: t('message.templateCode'), dataIndex: 'templateCode' },
    {
      title: t('message.templateName'), dataIndex: 'templateName',
      render: (v: string, row: MessageTemplate) => <>{v} {row.builtIn && <Tag color="blue">{t('message.builtIn')}</Tag>}</>,
    },
    { title: t('message.templateType'), dataIndex: 'templateType', render: (v: MessageChannel) => t(`message.channel.${v}`) },
    { title: t('message.templateTitle'), dataIndex: 'templateTitle' },
    {
      title: t('crud.actions'), key: 'actions',
      render: (_: unknown, row: MessageTemplate) => (
        <RowActions>
          <RowButton perm={P.edit} data-testid={`message-template-edit-${row.templateCode}`} onClick={() => editor.show(row)}>{t('crud.edit')}</RowButton>
          <RowButton perm={PERMISSIONS.system.message.send} data-testid={`message-template-send-${row.templateCode}`} onClick={() => setSending(row)}>{t('message.send')}</RowButton>
          {!row.builtIn && <DeleteButton perm={P.delete} onDelete={() => messageApi.removeTemplate(row.id)} onDone={list.reload} />}
        </RowActions>
      ),
    },
  ];

  return (
    <>
      <CrudPage
        testId="message-template-page"
        list={list}
        query={
          <QueryBar
            fields={[
              { name: 'templateCode', label: t('message.templateCode') },
              { name: 'templateName', label: t('message.templateName') },
              { name: 'templateType', label: t('message.templateType'), options: channels },
            ]}
            onSearch={list.search}
            onReset={list.reset}
          />
        }
        toolbar={<PermButton perm={P.add} type="primary" icon={<PlusOutlined />} data-testid="message-template-add" onClick={() => editor.show()}>{t('crud.add')}</PermButton>}
      >
        <CrudTable list={list} columns={columns} selectable={false} />
      </CrudPage>
      <FormModal<MessageTemplate, TemplateDraft>
        state={editor}
        testId="message-template-editor"
        title={`${t(editor.record ? 'crud.edit' : 'crud.add')} · ${t('message.templates')}`}
        width={720}
        initialValues={(r) => r ?? { templateType: 'system', templateTitle: '', templateContent: '' }}
        onSubmit={(values, record) => {
          const draft = { ...values, templateTitle: values.templateTitle ?? '', templateTestJson: values.templateTestJson || null };
          return record ? messageApi.editTemplate({ ...draft, id: record.id, version: record.version }) : messageApi.addTemplate(draft);
        }}
        onSaved={list.reload}
      >
        {(form: FormInstance<TemplateDraft>) => (
          <>
            <div style={{ display: 'flex', gap: 16 }}>
              <Form.Item name="templateCode" label={t('message.templateCode')} style={{ flex: 1 }} rules={[requiredRule(t('message.templateCode'))]}>
                <Input maxLength={100} disabled={editor.record?.builtIn} data-testid="message-template-code" />
              </Form.Item>
              <Form.Item name="templateName" label={t('message.templateName')} style={{ flex: 1 }} rules={[requiredRule(t('message.templateName'))]}>
                <Input maxLength={200} data-testid="message-template-name" />
              </Form.Item>
              <Form.Item name="templateType" label={t('message.templateType')} style={{ width: 160 }}>
                <Select options={channels} data-testid="message-template-type" />
              </Form.Item>
            </div>
            <Form.Item name="templateTitle" label={t('message.templateTitle')}>
              <Input maxLength={500} data-testid="message-template-title" />
            </Form.Item>
            <Form.Item name="templateContent" label={t('message.templateContent')} rules={[requiredRule(t('message.templateContent'))]}
              extra={<>{t('message.placeholders')} <Typography.Text code>{'{{name}}'}</Typography.Text></>}>
              <Input.TextArea rows={5} data-testid="message-template-content" />
            </Form.Item>
            <Form.Item name="templateTestJson" label={t('message.templateTestJson')}>
              <Input.TextArea rows={2} data-testid="message-template-test-json" placeholder='{"name": "…"}' />
            </Form.Item>
            <Preview form={form} />
          </>
        )}
      </FormModal>
      <SendDialog template={sending} onClose={() => setSending(undefined)} />
    </>
  );
}
