// The users of a department (within the caller's data scope) and the department roles each holds.
import { Table, Tag } from 'antd';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { USER_STATUS, userApi, type DepartUser } from '../../../api/identity.ts';
import { RowButton } from '../../../components/crud/index.ts';
import { useLoad } from '../shared/useLoad.ts';
import { MemberRolesModal } from './MemberRolesModal.tsx';
import { PERMISSIONS } from '../../../engine.ts';

export function DepartMembers({ departId }: { departId: string }) {
  const { t } = useTranslation();
  const { data, loading } = useLoad(() => userApi.byDepart(departId), departId);
  const [member, setMember] = useState<DepartUser>();
  const close = useCallback(() => setMember(undefined), []);
  return (
    <>
      <Table
        size="small"
        rowKey="id"
        loading={loading}
        dataSource={data ?? []}
        scroll={{ x: 'max-content' }}
        pagination={{ pageSize: 10, hideOnSinglePage: true }}
        columns={[
          { title: t('user.username'), dataIndex: 'username' },
          { title: t('user.realname'), dataIndex: 'realname' },
          { title: t('user.workNo'), dataIndex: 'workNo' },
          { title: t('user.phone'), dataIndex: 'phone' },
          {
            title: t('user.status'),
            dataIndex: 'status',
            render: (status: number) => (status === USER_STATUS.frozen ? <Tag color="red">{t('user.statusFrozen')}</Tag> : t('user.statusNormal')),
          },
          {
            title: t('crud.actions'),
            key: 'actions',
            render: (_: unknown, row: DepartUser) => (
              <RowButton perm={PERMISSIONS.system.org.role} onClick={() => setMember(row)}>
                {t('org.memberRoles')}
              </RowButton>
            ),
          },
        ]}
      />
      <MemberRolesModal departId={departId} member={member} onClose={close} />
    </>
  );
}
