// System › Single sign-on (issue #36): the enterprise's OIDC / OAuth2 or CAS settings — the provider, how a signed-in
// person is matched to an account, and whether unknown people are provisioned into a department and role. The client
// secret is written, never shown: the screen only says whether one is kept. Saved over the version read.
import { Button, Card, Form, Input, Radio, Select, Switch, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { runAction } from '../../../components/crud/index.ts';
import { PERMISSIONS } from '../../../engine.ts';
import { usePermission } from '../../../permission/usePermission.ts';
import { api, readAs } from '../../../request/api.ts';
import { OrgTreeSelect } from '../shared/pickers.tsx';
import '../locale.ts';

interface SsoSettings {
  ssoMode: 'oauth2' | 'cas';
  enabled: boolean;
  issuer: string | null;
  clientId: string | null;
  clientSecret?: string;
  scopes: string;
  casServerUrl: string | null;
  matchClaim: string;
  matchField: 'username' | 'email' | 'phone';
  provision: boolean;
  provisionOrgId: string | null;
  provisionRoleCode: string | null;
  providerName: string | null;
  hasClientSecret: boolean;
  version: number;
}

const MATCH_FIELDS = ['username', 'email', 'phone'] as const;

export default function SsoPage() {
  const { t } = useTranslation();
  const [form] = Form.useForm<SsoSettings>();
  const [stored, setStored] = useState<SsoSettings>();
  const canEdit = usePermission(PERMISSIONS.system.sso.edit) === 'show';
  const mode = Form.useWatch('ssoMode', form);
  const provision = Form.useWatch('provision', form);

  const load = async () => {
    const settings = await readAs<SsoSettings>()(api.get('/api/system/sso/config'));
    setStored(settings);
    form.setFieldsValue({ ...settings, clientSecret: undefined });
  };
  useEffect(() => {
    void load().catch(() => undefined);
    // Loaded once when the screen opens; a save reloads it.
  }, []);

  const save = async (values: SsoSettings) => {
    const { hasClientSecret: _kept, ...body } = { ...stored!, ...values, version: stored!.version };
    await runAction(() => api.put('/api/system/sso/config', { body: { ...body, clientSecret: values.clientSecret || undefined } }), load);
  };
  const text = (key: string) => t(`sso.${key}`);
  return (
    <Card title={<h2 className="yc-page-title" style={{ fontSize: 'inherit', margin: 0 }}>{text('title')}</h2>} data-testid="sso-page">
      <Form form={form} layout="vertical" disabled={!stored || !canEdit} onFinish={(v) => void save(v)} style={{ maxWidth: 640 }}>
        <Form.Item name="ssoMode" label={text('mode')}>
          <Radio.Group options={[{ value: 'oauth2', label: 'OIDC / OAuth2' }, { value: 'cas', label: 'CAS' }]} />
        </Form.Item>
        <Form.Item name="enabled" label={text('enabled')} valuePropName="checked">
          <Switch />
        </Form.Item>
        <Form.Item name="providerName" label={text('providerName')} extra={text('providerNameHint')}>
          <Input maxLength={100} />
        </Form.Item>
        {mode === 'cas' ? (
          <Form.Item name="casServerUrl" label={text('casServerUrl')}>
            <Input placeholder="https://cas.example.com/cas" />
          </Form.Item>
        ) : (
          <>
            <Form.Item name="issuer" label={text('issuer')}>
              <Input placeholder="https://login.example.com" />
            </Form.Item>
            <Form.Item name="clientId" label={text('clientId')}>
              <Input autoComplete="off" />
            </Form.Item>
            <Form.Item name="clientSecret" label={text('clientSecret')} extra={stored?.hasClientSecret ? text('secretKept') : undefined}>
              <Input.Password autoComplete="new-password" />
            </Form.Item>
            <Form.Item name="scopes" label={text('scopes')}>
              <Input />
            </Form.Item>
          </>
        )}
        <Form.Item name="matchClaim" label={text('matchClaim')}>
          <Input />
        </Form.Item>
        <Form.Item name="matchField" label={text('matchField')}>
          <Select options={MATCH_FIELDS.map((f) => ({ value: f, label: text(`field.${f}`) }))} />
        </Form.Item>
        <Form.Item name="provision" label={text('provision')} valuePropName="checked" extra={text('provisionHint')}>
          <Switch />
        </Form.Item>
        {provision && (
          <>
            <Form.Item name="provisionOrgId" label={text('provisionOrg')}>
              <OrgTreeSelect />
            </Form.Item>
            <Form.Item name="provisionRoleCode" label={text('provisionRole')}>
              <Input />
            </Form.Item>
          </>
        )}
        {canEdit && <Button type="primary" htmlType="submit" data-testid="sso-save">{t('sys.save')}</Button>}
        {!canEdit && <Typography.Text type="secondary">{text('readOnly')}</Typography.Text>}
      </Form>
    </Card>
  );
}
