// System › Portal settings (component system/portalSettings): the portal front users get (portal type and default
// portal — the portal design's settings card; each role's portal is assigned in Portal design) and the platform's
// names in both languages and its logo, which the console reads at the next sign-in. The server refuses a logo that is
// not an http(s) address or a file of the platform; the form says so before sending.
import { Button, Card, Form, Input, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Portal } from '@yc/engine/metadata';
import type { Stored } from '../../../api/eform.ts';
import { PERMISSIONS } from '../../../engine.ts';
import { usePermission } from '../../../permission/usePermission.ts';
import { api, readAs } from '../../../request/api.ts';
import { notify } from '../../../request/report.ts';
import { portalApi } from '../../eform/portal/portal-api.ts';
import { SettingsCard } from '../../eform/portal/PortalsPage.tsx';
import { requiredRule } from '../shared/rules.ts';
import './texts.ts';

const P = PERMISSIONS.system.portalSettings;

export interface BrandingSettings { fullName: string; simpleName: string; fullNameEn: string; simpleNameEn: string; logoUrl: string }

const brandingApi = {
  get: () => readAs<BrandingSettings>()(api.get('/api/system/portalSettings')),
  save: (body: BrandingSettings) => readAs<BrandingSettings>()(api.put('/api/system/portalSettings', { body })),
};

const SAFE_LOGO = /^(https?:\/\/[^\s"'<>\\]+|\/api\/system\/common\/static\/[\w-]+\/[\w-][\w.-]*)$/i;

function BrandingCard() {
  const { t } = useTranslation();
  const [form] = Form.useForm<BrandingSettings>();
  const [loaded, setLoaded] = useState(false);
  const [saving, setSaving] = useState(false);
  const canEdit = usePermission(P.edit) === 'show';
  useEffect(() => {
    brandingApi.get().then((b) => {
      form.setFieldsValue(b);
      setLoaded(true);
    }, () => undefined);
  }, [form]);
  const save = async () => {
    const values = await form.validateFields().catch(() => undefined);
    if (!values) return;
    setSaving(true);
    try {
      form.setFieldsValue(await brandingApi.save(values));
      notify('success', t('portalSettings.saved'));
    } catch {
      // the request layer shows the server's message
    } finally {
      setSaving(false);
    }
  };
  const field = (name: keyof BrandingSettings, max: number, required = false) => (
    <Form.Item name={name} label={t(`portalSettings.${name}`)} rules={required ? [requiredRule(t(`portalSettings.${name}`))] : []}>
      <Input data-testid={`branding-${name}`} maxLength={max} disabled={!canEdit} />
    </Form.Item>
  );
  return (
    <Card size="small" title={t('portalSettings.branding')} data-testid="branding" loading={!loaded} style={{ maxWidth: 720 }}>
      <Typography.Paragraph type="secondary">{t('portalSettings.nextSignIn')}</Typography.Paragraph>
      <Form form={form} layout="vertical">
        {field('fullName', 100, true)}
        {field('simpleName', 50)}
        {field('fullNameEn', 100)}
        {field('simpleNameEn', 50)}
        <Form.Item name="logoUrl" label={t('portalSettings.logoUrl')} extra={t('portalSettings.logoHelp')}
          rules={[{ validator: async (_, v?: string) => { if (v?.trim() && !SAFE_LOGO.test(v.trim())) throw new Error(t('portalSettings.logoBad')); } }]}>
          <Input data-testid="branding-logoUrl" maxLength={1000} disabled={!canEdit} />
        </Form.Item>
        <Button type="primary" data-testid="branding-save" loading={saving} disabled={!canEdit} onClick={() => void save()}>{t('portalSettings.save')}</Button>
      </Form>
    </Card>
  );
}

export default function PortalSettingsPage() {
  const { t } = useTranslation();
  const [portals, setPortals] = useState<Stored<Portal>[]>();
  const mayReadPortals = usePermission(PERMISSIONS.eform.portal.list) === 'show';
  useEffect(() => {
    if (mayReadPortals) portalApi.list({ pageNo: 1, pageSize: 100 }).then((page) => setPortals(page.records), () => setPortals([]));
  }, [mayReadPortals]);
  return (
    <div data-testid="portal-settings-page" style={{ display: 'grid', gap: 12 }}>
      {portals && (
        <div style={{ maxWidth: 720 }}>
          <SettingsCard portals={portals} />
          <Typography.Text type="secondary">
            {t('portalSettings.portalHelp')} <Link to="/eform/portal">{t('portalSettings.openDesign')}</Link>
          </Typography.Text>
        </div>
      )}
      <BrandingCard />
    </div>
  );
}
