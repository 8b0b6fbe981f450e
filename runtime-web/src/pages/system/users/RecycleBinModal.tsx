// Deleted users: restore them, or delete them for good.
import { Modal, Space } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { userApi, type UserRecord } from '../../../api/identity.ts';
import { BatchButton, CrudTable, DeleteButton, RowActions, RowButton, runAction, useCrudList } from '../../../components/crud/index.ts';
import { PERMISSIONS } from '../../../engine.ts';

const PERMS = { restore: PERMISSIONS.system.user.recycle, purge: PERMISSIONS.system.user.purge } as const;

export function RecycleBinModal({ open, onClose }: { open: boolean; onClose(): void }) {
  const { t } = useTranslation();
  const list = useCrudList<UserRecord>({ load: userApi.recycleBin, auto: false });
  const restore = (ids: string[]) => runAction(() => userApi.restore(ids), list.reload);
  const { reload } = list;
  useEffect(() => {
    if (open) void reload();
  }, [open, reload]);
  const columns = [
    { title: t('user.username'), dataIndex: 'username' },
    { title: t('user.realname'), dataIndex: 'realname' },
    { title: t('user.departs'), dataIndex: 'departNames' },
    {
      title: t('crud.actions'),
      key: 'actions',
      render: (_: unknown, row: UserRecord) => (
        <RowActions>
          <RowButton perm={PERMS.restore} onClick={() => void restore([row.id])}>
            {t('user.restore')}
          </RowButton>
          <DeleteButton perm={PERMS.purge} onDelete={() => userApi.purge([row.id])} onDone={list.reload}>
            {t('user.purge')}
          </DeleteButton>
        </RowActions>
      ),
    },
  ];
  return (
    <Modal
      open={open}
      title={t('user.recycleBin')}
      width={860}
      footer={null}
      onCancel={onClose}
      destroyOnHidden
      data-testid="recycle-bin"
    >
      <Space wrap style={{ marginBottom: 12 }}>
        <BatchButton list={list} perm={PERMS.restore} onRun={(ids) => userApi.restore(ids)}>
          {t('user.restore')}
        </BatchButton>
        <BatchButton list={list} perm={PERMS.purge} danger confirm={t('user.confirmPurge')} onRun={(ids) => userApi.purge(ids)}>
          {t('user.purge')}
        </BatchButton>
      </Space>
      <CrudTable list={list} columns={columns} />
    </Modal>
  );
}
