// System › Joining and approval (issue #34 item 2): the enterprise administrator decides whether people may join by the
// enterprise code and whether joining needs approval, makes (or removes) the invitation link, and approves or refuses
// the registrations waiting for it. The server checks every call (config and user permissions, the session's tenant).
import { Button, Card, Empty, Form, Space, Switch, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { runAction, useConfirm } from '../../../components/crud/index.ts';
import { PERMISSIONS } from '../../../engine.ts';
import { usePermission } from '../../../permission/usePermission.ts';
import { api, readAs } from '../../../request/api.ts';
import './locale.ts';
import { RowsTable, ScreenTitle, useRows } from './screen.tsx';

interface JoinSettings {
  joinByCode: boolean;
  joinApproval: boolean;
  inviteToken: string | null;
  enterpriseCode: string;
}

interface PendingUser {
  id: string;
  username: string;
  realname: string;
  phone: string | null;
  email: string | null;
  createTime: string;
}

const pendingUsers = (): Promise<PendingUser[]> => api.get('/api/system/user/pendingList');

/** The registration page's address with the enterprise's invitation token. */
export const invitationLink = (token: string) => `${window.location.origin}/index/register?invite=${encodeURIComponent(token)}`;

function JoinSettingsCard() {
  const { t } = useTranslation();
  const [form] = Form.useForm<Pick<JoinSettings, 'joinByCode' | 'joinApproval'>>();
  const [stored, setStored] = useState<JoinSettings>();
  const canEdit = usePermission(PERMISSIONS.system.config.edit) === 'show';

  const load = async () => {
    const settings = await readAs<JoinSettings>()(api.get('/api/system/enterprise/joinSettings'));
    setStored(settings);
    form.setFieldsValue(settings);
  };
  useEffect(() => {
    void load().catch(() => undefined);
    // Loaded once when the screen opens; every save reloads it.
  }, []);

  const save = (newInvitation?: boolean) =>
    void runAction(() => api.put('/api/system/enterprise/joinSettings', { body: { ...form.getFieldsValue(), ...(newInvitation === undefined ? {} : { newInvitation }) } }), load);
  const link = stored?.inviteToken ? invitationLink(stored.inviteToken) : undefined;
  return (
    <Card title={<ScreenTitle text={t('join.title')} />} data-testid="join-settings">
      {stored && !canEdit && <Typography.Paragraph type="secondary">{t('join.readOnly')}</Typography.Paragraph>}
      <Form form={form} layout="vertical" disabled={!stored || !canEdit} onFinish={() => save()} style={{ maxWidth: 640 }}>
        <Form.Item label={t('join.enterpriseCode')}>
          <Typography.Text strong data-testid="join-enterprise-code">{stored?.enterpriseCode}</Typography.Text>
        </Form.Item>
        <Form.Item name="joinByCode" label={t('join.byCode')} valuePropName="checked" extra={t('join.byCodeHint')}>
          <Switch />
        </Form.Item>
        <Form.Item name="joinApproval" label={t('join.approval')} valuePropName="checked" extra={t('join.approvalHint')}>
          <Switch />
        </Form.Item>
        <Form.Item>
          <Button type="primary" htmlType="submit" data-testid="join-save">{t('join.save')}</Button>
        </Form.Item>
        <Form.Item label={t('join.invitation')} extra={t('join.newInvitationHint')}>
          {link ? (
            <Typography.Text copyable={{ text: link }} code data-testid="join-invitation-link">{link}</Typography.Text>
          ) : (
            <Typography.Text type="secondary">{t('join.noInvitation')}</Typography.Text>
          )}
          <Space style={{ marginTop: 8, display: 'flex' }}>
            <Button onClick={() => save(true)} data-testid="join-new-invitation">{t('join.newInvitation')}</Button>
            {link && <Button danger onClick={() => save(false)} data-testid="join-remove-invitation">{t('join.removeInvitation')}</Button>}
          </Space>
        </Form.Item>
      </Form>
    </Card>
  );
}

function PendingCard() {
  const { t } = useTranslation();
  const [rows, load] = useRows(pendingUsers);
  const [confirm, holder] = useConfirm();
  const canDecide = usePermission(PERMISSIONS.system.user.add) === 'show';

  const decide = (row: PendingUser, approve: boolean) => runAction(() => api.put('/api/system/user/approve', { body: { ids: [row.id], approve } }), load);
  return (
    <Card title={t('join.pending')} style={{ marginTop: 16 }} data-testid="join-pending">
      {holder}
      <RowsTable<PendingUser>
        rows={rows}
        locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('join.noPending')} /> }}
        columns={[
          { title: t('join.username'), dataIndex: 'username' },
          { title: t('join.realname'), dataIndex: 'realname' },
          { title: t('join.phone'), dataIndex: 'phone' },
          { title: t('join.email'), dataIndex: 'email' },
          { title: t('join.createTime'), dataIndex: 'createTime' },
          {
            title: t('crud.actions'), key: 'actions',
            render: (_, row) => canDecide && (
              <Space>
                <Button type="link" size="small" data-testid={`approve-${row.username}`} onClick={() => void decide(row, true)}>{t('join.approve')}</Button>
                <Button type="link" size="small" danger data-testid={`refuse-${row.username}`}
                  onClick={() => confirm(t('join.refuseConfirm', { name: row.realname || row.username }), () => decide(row, false))}>
                  {t('join.refuse')}
                </Button>
              </Space>
            ),
          },
        ]}
      />
    </Card>
  );
}

export default function JoinPage() {
  return (
    <>
      <JoinSettingsCard />
      <PendingCard />
    </>
  );
}
