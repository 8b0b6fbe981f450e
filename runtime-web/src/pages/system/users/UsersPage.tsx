// Users (spec §3–§6): query and paged list, add/edit, freeze/unfreeze in batch, recycle bin, password reset.
import { DeleteOutlined, LockOutlined, PlusOutlined, RestOutlined, UnlockOutlined } from '@ant-design/icons';
import { Dropdown, Tag, type MenuProps } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { USER_STATUS, userApi, type FreezeStatus, type UserRecord } from '../../../api/identity.ts';
import {
  BatchButton,
  CrudPage,
  CrudTable,
  PermButton,
  RowActions,
  RowButton,
  runAction,
  useCrudList,
  useConfirm,
  useFormModal,
  QueryBar,
  type CrudList,
} from '../../../components/crud/index.ts';
import { usePermission } from '../../../permission/usePermission.ts';
import { OrgTreeSelect } from '../shared/pickers.tsx';
import '../locale.ts';
import { RecycleBinModal } from './RecycleBinModal.tsx';
import { ResetPasswordModal } from './ResetPasswordModal.tsx';
import { UserFormModal } from './UserFormModal.tsx';
import { PERMISSIONS } from '../../../engine.ts';
import { useUserName } from '../../../i18n/in-language.ts';

export const USER_PERMS = PERMISSIONS.system.user;

function useRowMenu(list: CrudList<UserRecord>, resetPassword: (row: UserRecord) => void) {
  const { t } = useTranslation();
  const [confirm, holder] = useConfirm();
  const decisions = {
    password: usePermission(USER_PERMS.password),
    frozen: usePermission(USER_PERMS.frozen),
    delete: usePermission(USER_PERMS.delete),
  };
  const menu = (row: UserRecord): MenuProps => {
    const frozen = row.status === USER_STATUS.frozen;
    const items = [
      { key: 'password', label: t('user.resetPassword'), decision: decisions.password, run: () => resetPassword(row) },
      {
        key: 'frozen',
        label: t(frozen ? 'user.unfreeze' : 'user.freeze'),
        decision: decisions.frozen,
        run: () => runAction(() => userApi.frozenBatch([row.id], frozen ? USER_STATUS.normal : USER_STATUS.frozen), list.reload),
      },
      {
        key: 'delete',
        label: t('crud.delete'),
        danger: true,
        decision: decisions.delete,
        run: () => confirm(true, () => runAction(() => userApi.removeBatch([row.id]), list.reload)),
      },
    ].filter((item) => item.decision !== 'hide');
    return {
      items: items.map(({ key, label, decision, danger }) => ({ key, label, danger, disabled: decision === 'disabled' })),
      onClick: ({ key }) => void items.find((i) => i.key === key)?.run(),
    };
  };
  return [menu, holder] as const;
}

export default function UsersPage() {
  const { t } = useTranslation();
  const userName = useUserName();
  const list = useCrudList<UserRecord>({ load: userApi.list });
  const editor = useFormModal<UserRecord>();
  const password = useFormModal<UserRecord>();
  const [binOpen, setBinOpen] = useState(false);
  const [rowMenu, menuHolder] = useRowMenu(list, password.show);
  const freeze = (status: FreezeStatus) => (ids: string[]) => userApi.frozenBatch(ids, status);

  const columns = [
    { title: t('user.username'), dataIndex: 'username' },
    { title: t('user.realname'), dataIndex: 'realname', render: (_: string, user: UserRecord) => userName(user) },
    { title: t('user.sex'), dataIndex: 'sex', render: (sex: number | null) => (sex === 1 ? t('user.sexMale') : sex === 2 ? t('user.sexFemale') : '') },
    { title: t('user.phone'), dataIndex: 'phone' },
    { title: t('user.departs'), dataIndex: 'departNames' },
    {
      title: t('user.status'),
      dataIndex: 'status',
      render: (status: number) =>
        status === USER_STATUS.frozen ? <Tag color="red">{t('user.statusFrozen')}</Tag> : <Tag color="green">{t('user.statusNormal')}</Tag>,
    },
    {
      title: t('crud.actions'),
      key: 'actions',
      render: (_: unknown, row: UserRecord) => (
        <RowActions>
          <RowButton perm={USER_PERMS.edit} onClick={() => editor.show(row)} data-testid="user-edit">
            {t('crud.edit')}
          </RowButton>
          <Dropdown menu={rowMenu(row)} trigger={['click']}>
            <RowButton data-testid="user-more">{t('crud.more')}</RowButton>
          </Dropdown>
        </RowActions>
      ),
    },
  ];

  const queryFields = [
    { name: 'username', label: t('user.username') },
    { name: 'realname', label: t('user.realname') },
    { name: 'phone', label: t('user.phone') },
    {
      name: 'status',
      label: t('user.status'),
      options: [
        { value: USER_STATUS.normal, label: t('user.statusNormal') },
        { value: USER_STATUS.frozen, label: t('user.statusFrozen') },
      ],
    },
    { name: 'departId', label: t('user.departs'), control: <OrgTreeSelect placeholder={t('user.departs')} /> },
  ];

  return (
    <>
      <CrudPage
        testId="users-page"
        list={list}
        query={<QueryBar fields={queryFields} onSearch={list.search} onReset={list.reset} />}
        toolbar={
          <>
            <PermButton perm={USER_PERMS.add} type="primary" icon={<PlusOutlined />} onClick={() => editor.show()} data-testid="user-add">
              {t('user.add')}
            </PermButton>
            <PermButton perm={USER_PERMS.recycle} icon={<RestOutlined />} onClick={() => setBinOpen(true)} data-testid="user-recycle-bin">
              {t('user.recycleBin')}
            </PermButton>
            <BatchButton list={list} perm={USER_PERMS.frozen} icon={<LockOutlined />} confirm={t('user.confirmFreeze')} onRun={freeze(USER_STATUS.frozen)} data-testid="user-freeze">
              {t('user.freeze')}
            </BatchButton>
            <BatchButton list={list} perm={USER_PERMS.frozen} icon={<UnlockOutlined />} confirm={t('user.confirmUnfreeze')} onRun={freeze(USER_STATUS.normal)} data-testid="user-unfreeze">
              {t('user.unfreeze')}
            </BatchButton>
            <BatchButton list={list} perm={USER_PERMS.delete} icon={<DeleteOutlined />} danger confirm onRun={userApi.removeBatch} data-testid="user-delete">
              {t('crud.batchDelete')}
            </BatchButton>
          </>
        }
      >
        <CrudTable list={list} columns={columns} />
      </CrudPage>
      <UserFormModal state={editor} onSaved={list.reload} />
      <ResetPasswordModal state={password} />
      {menuHolder}
      <RecycleBinModal
        open={binOpen}
        onClose={() => {
          setBinOpen(false);
          void list.reload();
        }}
      />
    </>
  );
}
