// Process groups beside the templates table: all templates, each managed group (with its count) and the categories
// templates name that are no group yet; picking one filters the table. Groups are added, renamed (their templates
// follow) and deleted (refused while templates name them) here; the template form picks a group from the same list and
// still takes any other text.
import { EditOutlined, PlusOutlined } from '@ant-design/icons';
import { AutoComplete, Badge, Form, Input, InputNumber, Menu, Typography, type AutoCompleteProps } from 'antd';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { templateManageApi, type TemplateGroup } from '../../api/bpm.ts';
import { DeleteButton, FormModal, PermButton, useFormModal } from '../../components/crud/index.ts';
import { PERMISSIONS } from '../../engine.ts';
import { requiredRule } from '../system/shared/rules.ts';
import './template-texts.ts';

const PERMS = PERMISSIONS.bpm.template;
type Groups = Awaited<ReturnType<typeof templateManageApi.groups>>;

/** The groups as the server lists them, loaded again when `refreshOn` changes. */
function useGroups(refreshOn: unknown): [Groups, () => Promise<void>] {
  const [groups, setGroups] = useState<Groups>({ groups: [], others: [] });
  const load = useCallback(async () => setGroups(await templateManageApi.groups()), []);
  useEffect(() => {
    void load().catch(() => undefined);
  }, [load, refreshOn]);
  return [groups, load];
}

const counted = (name: string, count: number) => (
  <span style={{ display: 'flex', justifyContent: 'space-between', gap: 8 }}>
    <span style={{ overflow: 'hidden', textOverflow: 'ellipsis' }}>{name}</span>
    <Badge count={count} showZero color="#bfbfbf" />
  </span>
);

export interface TemplateGroupListProps {
  /** The group name the table shows; undefined: all. */
  selected?: string;
  onSelect(group: string | undefined): void;
  /** The groups (and their counts) are read again whenever this changes: the table's records, say. */
  refreshOn: unknown;
}

export function TemplateGroupList({ selected, onSelect, refreshOn }: TemplateGroupListProps) {
  const { t } = useTranslation();
  const [{ groups, others }, reload] = useGroups(refreshOn);
  const editor = useFormModal<TemplateGroup>();
  const label = (field: string) => t(`bpm.group.${field}`);
  const current = groups.find((g) => g.name === selected);

  const items = [
    { key: '', label: label('all'), 'data-testid': 'bpm-group-all' },
    ...groups.map((g) => ({ key: g.name, label: counted(g.name, g.templateCount), 'data-testid': `bpm-group-${g.code}` })),
    ...(others.length ? [{
      type: 'group' as const, key: 'others', label: label('others'),
      children: others.map((o) => ({ key: o.name, label: counted(o.name || '—', o.templateCount), 'data-testid': `bpm-group-other-${o.name}` })),
    }] : []),
  ];

  return (
    <div style={{ width: 220, flex: 'none' }} data-testid="bpm-group-list">
      <div style={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', marginBottom: 4 }}>
        <Typography.Text strong>{label('title')}</Typography.Text>
        <span>
          {current && (
            <PermButton perm={PERMS.group} size="small" type="text" icon={<EditOutlined />} aria-label={label('edit')}
              onClick={() => editor.show(current)} data-testid="bpm-group-edit" />
          )}
          <PermButton perm={PERMS.group} size="small" type="text" icon={<PlusOutlined />} aria-label={label('add')}
            onClick={() => editor.show()} data-testid="bpm-group-add" />
        </span>
      </div>
      <Menu mode="inline" selectedKeys={[selected ?? '']} items={items} style={{ borderInlineEnd: 'none' }}
        onClick={({ key }) => onSelect(key === '' ? undefined : key)} />
      {current && (
        <DeleteButton perm={PERMS.group} testId="bpm-group-delete" onDelete={() => templateManageApi.removeGroup(current.id)}
          onDone={async () => {
            onSelect(undefined);
            await reload();
          }} />
      )}
      <FormModal<TemplateGroup, { name: string; code: string; orderNo?: number }>
        state={editor}
        testId="bpm-group-editor"
        title={label(editor.record ? 'edit' : 'add')}
        width={420}
        initialValues={(record) => (record ? { name: record.name, code: record.code, orderNo: record.orderNo } : { orderNo: groups.length + 1 })}
        onSubmit={(values, record) => (record ? templateManageApi.editGroup({ ...values, id: record.id, version: record.version }) : templateManageApi.addGroup(values))}
        onSaved={async () => {
          await reload();
          // A renamed group stays the one shown, under its new name.
          if (editor.record && editor.record.name === selected) onSelect(undefined);
        }}
      >
        <Form.Item name="name" label={label('name')} rules={[requiredRule(label('name'))]}><Input data-testid="bpm-group-name" /></Form.Item>
        <Form.Item name="code" label={label('code')} rules={[requiredRule(label('code'))]}><Input data-testid="bpm-group-code" /></Form.Item>
        <Form.Item name="orderNo" label={label('orderNo')}><InputNumber min={0} /></Form.Item>
      </FormModal>
    </div>
  );
}

/** The template form's group: picked from the managed groups, or typed (any text is still a template's group). */
export function TemplateGroupInput(props: AutoCompleteProps) {
  const [{ groups }] = useGroups(0);
  return (
    <AutoComplete {...props} options={groups.map((g) => ({ value: g.name, label: g.name }))}
      filterOption={(input, option) => String(option?.value ?? '').toLowerCase().includes(input.toLowerCase())}>
      <Input data-testid="bpm-template-group" />
    </AutoComplete>
  );
}
