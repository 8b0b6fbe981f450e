// System › Client registration (issue #36 item 4, spec §7): the enterprise's OAuth2 clients of the platform's
// provider. A confidential client's secret is shown once, in the dialog that follows its registration or the reset of
// its secret; the server keeps only its hash, so it is never shown again.
import { Button, Card, Checkbox, Form, Input, Modal, Popconfirm, Radio, Select, Space, Table, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { runAction } from '../../../components/crud/index.ts';
import { PERMISSIONS } from '../../../engine.ts';
import { usePermission } from '../../../permission/usePermission.ts';
import { api, type ApiBody } from '../../../request/api.ts';
import './locale.ts';

/** The grant types and client authentication methods the document admits. */
type ClientBody = ApiBody<'post', '/api/system/oauthClient/add'>;
type GrantType = ClientBody['authorizationGrantTypes'][number];
type AuthMethod = ClientBody['clientAuthenticationMethods'][number];

interface OauthClient {
  id: string;
  clientId: string;
  clientName: string;
  clientSecretType: 'confidential' | 'public';
  clientAuthenticationMethods: AuthMethod[];
  authorizationGrantTypes: GrantType[];
  redirectUris: string[];
  scopes: string[];
  version: number;
}

interface Editing extends Omit<OauthClient, 'id' | 'version' | 'redirectUris'> {
  redirectUris: string;
}

const GRANT_TYPES: GrantType[] = ['authorization_code', 'refresh_token', 'client_credentials'];
const SECRET_METHODS: AuthMethod[] = ['client_secret_basic', 'client_secret_post'];
const BLANK: Editing = {
  clientId: '', clientName: '', clientSecretType: 'confidential', clientAuthenticationMethods: ['client_secret_basic'],
  authorizationGrantTypes: ['authorization_code', 'refresh_token'], redirectUris: '', scopes: ['openid', 'profile'],
};

export default function OauthClientsPage() {
  const { t } = useTranslation();
  const text = (key: string) => t(`oauthClient.${key}`);
  const [clients, setClients] = useState<OauthClient[]>();
  const [editing, setEditing] = useState<OauthClient | 'new'>();
  const [secret, setSecret] = useState<string>();
  const [form] = Form.useForm<Editing>();
  const secretType = Form.useWatch('clientSecretType', form);
  const can = {
    add: usePermission(PERMISSIONS.system.oauthClient.add) === 'show',
    edit: usePermission(PERMISSIONS.system.oauthClient.edit) === 'show',
    delete: usePermission(PERMISSIONS.system.oauthClient.delete) === 'show',
  };

  const load = async () => setClients(await api.get('/api/system/oauthClient/list'));
  useEffect(() => {
    void load().catch(() => undefined);
    // Loaded when the screen opens; each change reloads it.
  }, []);

  const open = (client: OauthClient | 'new') => {
    setEditing(client);
    form.setFieldsValue(client === 'new' ? BLANK : { ...client, redirectUris: client.redirectUris.join('\n') });
  };

  const save = async (values: Editing) => {
    const body = {
      ...values, clientId: values.clientId?.trim() || undefined,
      clientAuthenticationMethods: values.clientSecretType === 'public' ? ['none' as const] : values.clientAuthenticationMethods,
      redirectUris: values.redirectUris.split('\n').map((u) => u.trim()).filter(Boolean),
    };
    await runAction(async () => {
      if (editing === 'new') {
        const made = await api.post('/api/system/oauthClient/add', { body });
        if (made.clientSecret) setSecret(made.clientSecret);
      } else {
        const { clientId: _fixed, ...changes } = body;
        await api.put('/api/system/oauthClient/edit', { body: { ...changes, id: editing!.id, version: editing!.version } });
      }
      setEditing(undefined);
    }, load);
  };

  return (
    <Card
      title={<h2 className="yc-page-title" style={{ fontSize: 'inherit', margin: 0 }}>{text('title')}</h2>}
      extra={can.add && <Button type="primary" onClick={() => open('new')}>{text('add')}</Button>}
      data-testid="oauth-clients-page"
    >
      <Table<OauthClient> rowKey="id" dataSource={clients} loading={!clients} pagination={false} columns={[
        { title: text('clientId'), dataIndex: 'clientId' },
        { title: text('clientName'), dataIndex: 'clientName' },
        { title: text('clientSecretType'), dataIndex: 'clientSecretType', render: (v: string) => text(v) },
        { title: text('authorizationGrantTypes'), dataIndex: 'authorizationGrantTypes', render: (v: string[]) => v.join(', ') },
        { title: text('redirectUris'), dataIndex: 'redirectUris', render: (v: string[]) => v.join(' ') },
        { title: text('scopes'), dataIndex: 'scopes', render: (v: string[]) => v.join(' ') },
        {
          title: text('actions'), key: 'actions', render: (_: unknown, client) => (
            <Space>
              {can.edit && <Button type="link" onClick={() => open(client)}>{text('edit')}</Button>}
              {can.edit && client.clientSecretType === 'confidential' && (
                <Popconfirm title={text('resetSecretConfirm')} onConfirm={() => runAction(async () => {
                  setSecret((await api.post('/api/system/oauthClient/resetSecret', { body: { id: client.id } })).clientSecret);
                }, load)}>
                  <Button type="link" data-testid="oauth-client-reset-secret">{text('resetSecret')}</Button>
                </Popconfirm>
              )}
              {can.delete && (
                <Popconfirm title={text('deleteConfirm')} onConfirm={() => runAction(() => api.delete('/api/system/oauthClient/delete', { params: { query: { id: client.id } } }), load)}>
                  <Button type="link" danger>{text('delete')}</Button>
                </Popconfirm>
              )}
            </Space>
          ),
        },
      ]} />
      <Modal open={editing !== undefined} title={text(editing === 'new' ? 'add' : 'edit')} onCancel={() => setEditing(undefined)}
        onOk={() => form.submit()} destroyOnHidden forceRender>
        <Form form={form} layout="vertical" onFinish={(v) => void save(v)}>
          <Form.Item name="clientId" label={text('clientId')} extra={editing === 'new' ? text('clientIdHint') : undefined}>
            <Input disabled={editing !== 'new'} />
          </Form.Item>
          <Form.Item name="clientName" label={text('clientName')} rules={[{ required: true }]}><Input /></Form.Item>
          <Form.Item name="clientSecretType" label={text('clientSecretType')}>
            <Radio.Group options={['confidential', 'public'].map((v) => ({ value: v, label: text(v) }))} />
          </Form.Item>
          {secretType !== 'public' && (
            <Form.Item name="clientAuthenticationMethods" label={text('clientAuthenticationMethods')} rules={[{ required: true }]}>
              <Checkbox.Group options={SECRET_METHODS} />
            </Form.Item>
          )}
          <Form.Item name="authorizationGrantTypes" label={text('authorizationGrantTypes')} rules={[{ required: true }]}>
            <Checkbox.Group options={GRANT_TYPES.filter((g) => secretType !== 'public' || g !== 'client_credentials')} />
          </Form.Item>
          <Form.Item name="redirectUris" label={text('redirectUris')}><Input.TextArea rows={3} /></Form.Item>
          <Form.Item name="scopes" label={text('scopes')}><Select mode="tags" tokenSeparators={[' ', ',']} /></Form.Item>
        </Form>
      </Modal>
      <Modal open={secret !== undefined} title={text('secretTitle')} onOk={() => setSecret(undefined)} onCancel={() => setSecret(undefined)}
        cancelButtonProps={{ style: { display: 'none' } }}>
        <Typography.Paragraph>{text('secretOnce')}</Typography.Paragraph>
        <Typography.Paragraph copyable code data-testid="oauth-client-secret">{secret}</Typography.Paragraph>
      </Modal>
    </Card>
  );
}
