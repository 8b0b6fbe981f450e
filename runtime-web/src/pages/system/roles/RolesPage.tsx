// Roles (spec §3, §6): query, paged list, add/edit with code checks, delete, permission assignment with data rules.
import { PlusOutlined } from '@ant-design/icons';
import { Form, Input, InputNumber, Tag } from 'antd';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { grantApi } from '../../../api/access.ts';
import { roleApi, type RoleRecord } from '../../../api/identity.ts';
import {
  BatchButton,
  CrudPage,
  CrudTable,
  DeleteButton,
  FormModal,
  PermButton,
  QueryBar,
  RowActions,
  RowButton,
  useCrudList,
  useFormModal,
} from '../../../components/crud/index.ts';
import { BackRadio } from '../shared/choices.tsx';
import { noChineseRule, requiredRule, uniqueRule } from '../shared/rules.ts';
import { useInLanguage } from '../../../i18n/in-language.ts';
import '../locale.ts';
import { RoleGrant } from './RoleGrant.tsx';
import { PERMISSIONS } from '../../../engine.ts';
import { SYSTEM_HISTORY } from '../../../api/history.ts';
import { HistoryDrawer } from '../../../components/HistoryDrawer.tsx';

const PERMS = {
  add: PERMISSIONS.system.role.add, edit: PERMISSIONS.system.role.edit, delete: PERMISSIONS.system.role.delete, authorize: PERMISSIONS.system.role.authorize,
  list: PERMISSIONS.system.role.list,
} as const;

type RoleValues = Pick<RoleRecord, 'roleCode' | 'roleName' | 'roleNameEn' | 'roleOrder' | 'description' | 'descriptionEn' | 'back'>;

export default function RolesPage() {
  const { t } = useTranslation();
  const local = useInLanguage();
  const list = useCrudList<RoleRecord>({ load: roleApi.list });
  const editor = useFormModal<RoleRecord>();
  const [granting, setGranting] = useState<RoleRecord>();
  const [historyOf, setHistoryOf] = useState<string>();
  const target = useMemo(() => (granting ? grantApi.role(granting.id) : undefined), [granting]);
  const closeGrant = useCallback(() => setGranting(undefined), []);

  const columns = [
    { title: t('role.roleName'), dataIndex: 'roleName', render: (_: string, row: RoleRecord) => local(row.roleName, row.roleNameEn) },
    { title: t('role.roleCode'), dataIndex: 'roleCode' },
    {
      title: t('role.back'),
      dataIndex: 'back',
      render: (back: string) => (back === '1' ? <Tag color="blue">{t('sys.console')}</Tag> : <Tag>{t('sys.front')}</Tag>),
    },
    { title: t('sys.description'), dataIndex: 'description', render: (_: string, row: RoleRecord) => local(row.description ?? '', row.descriptionEn) },
    { title: t('role.roleOrder'), dataIndex: 'roleOrder' },
    {
      title: t('crud.actions'),
      key: 'actions',
      render: (_: unknown, row: RoleRecord) => (
        <RowActions>
          <RowButton perm={PERMS.authorize} onClick={() => setGranting(row)} data-testid="role-authorize">
            {t('role.authorize')}
          </RowButton>
          <RowButton perm={PERMS.edit} onClick={() => editor.show(row)}>
            {t('crud.edit')}
          </RowButton>
          <RowButton perm={PERMS.list} onClick={() => setHistoryOf(row.roleCode)} data-testid={`role-history-${row.roleCode}`}>
            {t('history.button')}
          </RowButton>
          <DeleteButton perm={PERMS.delete} onDelete={() => roleApi.remove(row.id)} onDone={list.reload} />
        </RowActions>
      ),
    },
  ];

  const submit = (form: RoleValues, record: RoleRecord | undefined) => {
    const values = { ...form, roleOrder: form.roleOrder ?? 0 };
    return record ? roleApi.edit({ ...values, id: record.id, version: record.version }) : roleApi.add(values);
  };

  return (
    <>
      <CrudPage
        testId="roles-page"
        list={list}
        query={
          <QueryBar
            fields={[
              { name: 'roleName', label: t('role.roleName') },
              { name: 'roleCode', label: t('role.roleCode') },
            ]}
            onSearch={list.search}
            onReset={list.reset}
          />
        }
        toolbar={
          <>
            <PermButton perm={PERMS.add} type="primary" icon={<PlusOutlined />} onClick={() => editor.show()} data-testid="role-add">
              {t('role.add')}
            </PermButton>
            <BatchButton list={list} perm={PERMS.delete} danger confirm onRun={roleApi.removeBatch}>
              {t('crud.batchDelete')}
            </BatchButton>
          </>
        }
      >
        <CrudTable list={list} columns={columns} />
      </CrudPage>
      <FormModal<RoleRecord, RoleValues>
        state={editor}
        title={t(editor.record ? 'role.edit' : 'role.add')}
        initialValues={(record) => record ?? { back: '1', roleOrder: 0 }}
        onSubmit={submit}
        onSaved={list.reload}
        testId="role-form"
      >
        <Form.Item name="roleName" label={t('role.roleName')} rules={[requiredRule(t('role.roleName'))]}>
          <Input id="role-name" />
        </Form.Item>
        <Form.Item name="roleNameEn" label={t('sys.nameEn')}>
          <Input id="role-name-en" />
        </Form.Item>
        <Form.Item
          name="roleCode"
          label={t('role.roleCode')}
          validateTrigger={['onChange', 'onBlur']}
          rules={[requiredRule(t('role.roleCode')), noChineseRule, uniqueRule((code) => roleApi.checkRoleCode(code, editor.record?.id))]}
        >
          <Input id="role-code" />
        </Form.Item>
        <Form.Item name="back" label={t('role.back')}>
          <BackRadio />
        </Form.Item>
        <Form.Item name="roleOrder" label={t('role.roleOrder')}>
          <InputNumber style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item name="description" label={t('sys.description')}>
          <Input.TextArea rows={3} />
        </Form.Item>
        <Form.Item name="descriptionEn" label={t('sys.descriptionEn')}>
          <Input.TextArea rows={2} />
        </Form.Item>
      </FormModal>
      <RoleGrant role={granting} target={target} title={t('role.authorizeOf', { name: granting ? local(granting.roleName, granting.roleNameEn) : '' })} onClose={closeGrant} />
      <HistoryDrawer api={SYSTEM_HISTORY.role} restorePerm={PERMS.edit} code={historyOf} onRestored={list.reload} onClose={() => setHistoryOf(undefined)} />
    </>
  );
}
