// Process templates (component bpm/template): listed by keyword and status; added or edited with their BPMN file (typed
// or read from a .bpmn file; a Camunda or Flowable file's assignees become the node settings) and who may start them;
// published as numbered definitions, suspended and activated — each asked first with the catalogue's confirmation —,
// their published versions, delete (refused while instances exist). Beside the table, the process groups filter it; BPMN
// files are imported and exported, and versions compared, through the Template* components.
import { PlusOutlined, UploadOutlined } from '@ant-design/icons';
import { Button, Form, Input, Radio, Select, Tag, Upload } from 'antd';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { BPM_MESSAGES } from '@yc/engine/bpm/messages';
import { processTemplateApi, type DefinitionVersion, type ProcessTemplateRow } from '../../api/bpm.ts';
import {
  CrudPage, CrudTable, DeleteButton, FormModal, PermButton, QueryBar, RowActions, RowButton, runAction, useConfirm, useCrudList, useFormModal,
} from '../../components/crud/index.ts';
import { PERMISSIONS } from '../../engine.ts';
import { currentLanguage } from '../../i18n/language.ts';
import { PROCESS_TEMPLATE_STATUSES, renderMessage, type ProcessTemplate } from '../../renderers/engine.ts';
import { requiredListRule, requiredRule } from '../system/shared/rules.ts';
import '../../i18n/bpm.ts';
import { FormCodePicker } from './FormCodePicker.tsx';
import { ProcessDesignDrawer, type DesignTarget } from './ProcessDesignDrawer.tsx';
import { TemplateGroupInput, TemplateGroupList } from './TemplateGroups.tsx';
import { publishQuestion } from './TemplatePublish.tsx';
import { ExportTemplateButton, ImportTemplateButton } from './TemplateTransfer.tsx';
import { TemplateVersions } from './TemplateVersions.tsx';

const PERMS = PERMISSIONS.bpm.template;
type Values = Omit<ProcessTemplate, 'status' | 'startPermission'> & { startType: 'all' | 'roles'; roleCodes?: string[]; version?: number };

const STATUS_COLORS = { design: undefined, active: 'green', suspended: 'orange' } as const;

export default function ProcessTemplatesPage() {
  const { t } = useTranslation();
  // The group picked beside the table narrows the list (undefined: all groups).
  const [group, setGroup] = useState<string>();
  const list = useCrudList<ProcessTemplateRow>({ load: (q) => processTemplateApi.list({ ...q, group }), rowKey: (row) => row.key });
  const editor = useFormModal<ProcessTemplateRow>();
  const [confirm, confirmHolder] = useConfirm();
  const [versionsOf, setVersionsOf] = useState<{ key: string; versions: DefinitionVersion[] }>();
  const [designing, setDesigning] = useState<DesignTarget>();
  const label = (field: string) => t(`bpm.template.${field}`);
  const ask = (message: keyof typeof BPM_MESSAGES) => renderMessage(BPM_MESSAGES[message] as { code: string }, currentLanguage());

  /** An action on a template, asked first, at the version listed (a change meanwhile is refused), then the list again. */
  const act = (question: ReactNode, work: () => Promise<unknown>) =>
    confirm(question, async () => {
      await runAction(work);
      await list.reload();
    });

  const columns = [
    { title: label('name'), dataIndex: 'name' },
    { title: label('key'), dataIndex: 'key' },
    { title: label('group'), dataIndex: 'group' },
    {
      title: label('status'), dataIndex: 'status',
      render: (status: ProcessTemplateRow['status']) => <Tag color={STATUS_COLORS[status]}>{label(`status.${status}`)}</Tag>,
    },
    { title: label('publishedVersion'), dataIndex: 'publishedVersion', render: (v: number | null) => (v ? <Tag>v{v}</Tag> : '—') },
    {
      title: t('crud.actions'),
      key: 'actions',
      render: (_: unknown, row: ProcessTemplateRow) => (
        <RowActions>
          <RowButton perm={PERMS.edit} onClick={() => editor.show(row)} data-testid={`bpm-template-edit-${row.key}`}>{t('crud.edit')}</RowButton>
          <RowButton perm={PERMS.edit} onClick={() => setDesigning({ key: row.key })} data-testid={`bpm-template-design-${row.key}`}>{label('design')}</RowButton>
          <RowButton perm={PERMS.publish} data-testid={`bpm-template-publish-${row.key}`}
            onClick={async () => act(await publishQuestion(row.key, ask('confirmPublish')), () => processTemplateApi.publish(row.key, row.version))}>{label('publish')}</RowButton>
          {row.status === 'active' && (
            <RowButton perm={PERMS.suspend} data-testid={`bpm-template-suspend-${row.key}`}
              onClick={() => act(ask('confirmSuspend'), () => processTemplateApi.suspend(row.key, row.version))}>{label('suspend')}</RowButton>
          )}
          {row.status === 'suspended' && (
            <RowButton perm={PERMS.activate} data-testid={`bpm-template-activate-${row.key}`}
              onClick={() => act(ask('confirmActivate'), () => processTemplateApi.activate(row.key, row.version))}>{label('activate')}</RowButton>
          )}
          <RowButton perm={PERMS.list} disabled={!row.publishedVersion} data-testid={`bpm-template-versions-${row.key}`}
            onClick={async () => setVersionsOf({ key: row.key, versions: await processTemplateApi.versions(row.key) })}>{label('versions')}</RowButton>
          <ExportTemplateButton templateKey={row.key} />
          <DeleteButton perm={PERMS.delete} onDelete={() => processTemplateApi.remove(row.key)} onDone={list.reload} />
        </RowActions>
      ),
    },
  ];

  return (
    <>
      <CrudPage
        testId="bpm-template-page"
        purpose={t('crud.purpose.processes')}
        emptyAction={<PermButton perm={PERMS.add} type="primary" icon={<PlusOutlined />} onClick={() => editor.show()} data-testid="bpm-template-empty-add">{t('crud.add')}</PermButton>}
        list={list}
        query={
          <QueryBar
            fields={[
              { name: 'keyword', label: label('keyword') },
              { name: 'status', label: label('status'), options: PROCESS_TEMPLATE_STATUSES.map((s) => ({ value: s, label: label(`status.${s}`) })) },
            ]}
            onSearch={list.search}
            onReset={list.reset}
          />
        }
        toolbar={<>
          <PermButton perm={PERMS.add} type="primary" icon={<PlusOutlined />} onClick={() => editor.show()} data-testid="bpm-template-add">{t('crud.add')}</PermButton>
          <PermButton perm={PERMS.add} onClick={() => setDesigning({ create: true })} data-testid="bpm-template-new-design">{label('newProcess')}</PermButton>
          <ImportTemplateButton group={group} onImported={list.reload} />
        </>}
      >
        <div style={{ display: 'flex', gap: 16 }}>
          <TemplateGroupList selected={group} onSelect={(picked) => { setGroup(picked); list.search(list.query); }} refreshOn={list.records} />
          <div style={{ flex: 1, minWidth: 0 }}><CrudTable list={list} columns={columns} selectable={false} /></div>
        </div>
      </CrudPage>
      <FormModal<ProcessTemplateRow, Values>
        state={editor}
        testId="bpm-template-editor"
        title={`${t(editor.record ? 'crud.edit' : 'crud.add')} · ${label('title')}`}
        width={820}
        // The template as stored now (never the list's copy), its BPMN file with it.
        initialValues={async (record) => {
          if (!record) return { startType: 'all' };
          const stored = await processTemplateApi.get(record.key);
          return { ...stored, startType: stored.startPermission.type, roleCodes: stored.startPermission.roleCodes };
        }}
        onSubmit={({ startType, roleCodes, version, ...values }, record) => {
          const template = {
            ...values, startPermission: startType === 'roles' ? { type: 'roles' as const, roleCodes: roleCodes ?? [] } : { type: 'all' as const },
          };
          // An edit names no node settings (the server keeps them) and saves at the version read (a change meanwhile is refused).
          return record ? processTemplateApi.edit({ ...template, key: record.key, version: version ?? record.version }) : processTemplateApi.add(template);
        }}
        onSaved={list.reload}
      >
        {(form, record) => (
          <>
            <Form.Item name="version" hidden><Input /></Form.Item>
            <Form.Item name="name" label={label('name')} rules={[requiredRule(label('name'))]}><Input /></Form.Item>
            <Form.Item name="key" label={label('key')} rules={[requiredRule(label('key'))]}><Input disabled={!!record} /></Form.Item>
            <Form.Item name="group" label={label('group')} rules={[requiredRule(label('group'))]}><TemplateGroupInput /></Form.Item>
            <Form.Item name="formCode" label={label('formCode')}><FormCodePicker /></Form.Item>
            <Form.Item name="startType" label={label('startPermission')}>
              <Radio.Group options={(['all', 'roles'] as const).map((v) => ({ value: v, label: label(`start.${v}`) }))} />
            </Form.Item>
            <Form.Item noStyle dependencies={['startType']}>
              {() => form.getFieldValue('startType') === 'roles' && (
                <Form.Item name="roleCodes" label={label('roleCodes')} rules={[requiredListRule(label('roleCodes'))]}>
                  <Select mode="tags" open={false} />
                </Form.Item>
              )}
            </Form.Item>
            <Form.Item label={label('bpmnXml')} required>
              <Upload accept=".bpmn,.xml" maxCount={1} showUploadList={false}
                beforeUpload={async (file) => {
                  form.setFieldValue('bpmnXml', await file.text());
                  return false;
                }}>
                <Button size="small" icon={<UploadOutlined />} data-testid="bpm-template-file">{label('bpmnFile')}</Button>
              </Upload>
              <Form.Item name="bpmnXml" noStyle rules={[requiredRule(label('bpmnXml'))]}>
                <Input.TextArea rows={12} style={{ fontFamily: 'monospace', marginTop: 8 }} data-testid="bpm-template-xml" />
              </Form.Item>
            </Form.Item>
          </>
        )}
      </FormModal>
      <TemplateVersions of={versionsOf} onClose={() => setVersionsOf(undefined)} />
      <ProcessDesignDrawer target={designing} onClose={() => setDesigning(undefined)} onChanged={() => void list.reload()} />
      {confirmHolder}
    </>
  );
}
