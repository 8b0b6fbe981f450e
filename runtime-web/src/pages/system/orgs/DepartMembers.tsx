// The users of a department (within the caller's data scope).
import { Table, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { USER_STATUS, userApi } from '../../../api/identity.ts';
import { useLoad } from '../shared/useLoad.ts';

export function DepartMembers({ departId }: { departId: string }) {
  const { t } = useTranslation();
  const { data, loading } = useLoad(() => userApi.byDepart(departId), departId);
  return (
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
      ]}
    />
  );
}
