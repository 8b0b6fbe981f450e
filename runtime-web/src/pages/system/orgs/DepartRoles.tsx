// The roles of one department: add, edit, delete, and grant them items within the department's permissions.
import { PlusOutlined } from '@ant-design/icons';
import { Form, Input } from 'antd';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { grantApi } from '../../../api/access.ts';
import { departRoleApi, type RoleRecord } from '../../../api/identity.ts';
import {
  CrudTable,
  DeleteButton,
  FormModal,
  PermButton,
  RowActions,
  RowButton,
  useCrudList,
  useFormModal,
} from '../../../components/crud/index.ts';
import { noChineseRule, requiredRule } from '../shared/rules.ts';
import { RoleGrant } from '../roles/RoleGrant.tsx';
import { useInLanguage } from '../../../i18n/in-language.ts';
import { PERMISSIONS } from '../../../engine.ts';

const PERM = PERMISSIONS.system.org.role;

type Values = Pick<RoleRecord, 'roleName' | 'roleNameEn' | 'roleCode' | 'description'>;

export function DepartRoles({ departId }: { departId: string }) {
  const { t } = useTranslation();
  const local = useInLanguage();
  const list = useCrudList<RoleRecord>({ load: (q) => departRoleApi.list({ ...q, deptId: departId }) });
  const editor = useFormModal<RoleRecord>();
  const [granting, setGranting] = useState<RoleRecord>();
  const target = useMemo(() => (granting ? grantApi.departRole(departId, granting.id) : undefined), [departId, granting]);
  const closeGrant = useCallback(() => setGranting(undefined), []);
  const columns = [
    { title: t('role.roleName'), dataIndex: 'roleName', render: (_: string, row: RoleRecord) => local(row.roleName, row.roleNameEn) },
    { title: t('role.roleCode'), dataIndex: 'roleCode' },
    {
      title: t('crud.actions'),
      key: 'actions',
      render: (_: unknown, row: RoleRecord) => (
        <RowActions>
          <RowButton perm={PERM} onClick={() => setGranting(row)}>
            {t('role.authorize')}
          </RowButton>
          <RowButton perm={PERM} onClick={() => editor.show(row)}>
            {t('crud.edit')}
          </RowButton>
          <DeleteButton perm={PERM} onDelete={() => departRoleApi.remove(row.id)} onDone={list.reload} />
        </RowActions>
      ),
    },
  ];
  return (
    <>
      <PermButton perm={PERM} type="primary" icon={<PlusOutlined />} onClick={() => editor.show()} style={{ marginBottom: 12 }}>
        {t('role.add')}
      </PermButton>
      <CrudTable list={list} columns={columns} selectable={false} />
      <FormModal<RoleRecord, Values>
        state={editor}
        title={t(editor.record ? 'role.edit' : 'role.add')}
        width={520}
        initialValues={(record) => record ?? {}}
        onSubmit={(values, record) =>
          record ? departRoleApi.edit({ ...values, id: record.id, version: record.version }) : departRoleApi.add({ ...values, deptId: departId })
        }
        onSaved={list.reload}
      >
        <Form.Item name="roleName" label={t('role.roleName')} rules={[requiredRule(t('role.roleName'))]}>
          <Input />
        </Form.Item>
        <Form.Item name="roleNameEn" label={t('sys.nameEn')}>
          <Input />
        </Form.Item>
        <Form.Item name="roleCode" label={t('role.roleCode')} rules={[requiredRule(t('role.roleCode')), noChineseRule]}>
          <Input />
        </Form.Item>
        <Form.Item name="description" label={t('sys.description')}>
          <Input.TextArea rows={2} />
        </Form.Item>
      </FormModal>
      <RoleGrant role={granting} target={target} title={t('org.roleAuthorize', { name: granting ? local(granting.roleName, granting.roleNameEn) : '' })} onClose={closeGrant} />
    </>
  );
}
