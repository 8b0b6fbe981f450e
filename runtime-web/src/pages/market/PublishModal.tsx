// Publishing one of the enterprise's apps (an app group it built, or an installed app) into this instance's market
// catalogue, as a new version; the server checks the permission, that the app is the enterprise's, and the version.
import { Form, Input, Modal, Select } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { appGroupApi } from '../../api/eform.ts';
import { notify } from '../../request/report.ts';
import { marketApi } from './api.ts';

interface PublishForm {
  appCode: string; appVersion: string; groupCode?: string; groupName?: string; description?: string; icon?: string; screenshots?: string;
}

export function PublishModal({ onClose, onDone }: { onClose: () => void; onDone: () => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<PublishForm>();
  const [apps, setApps] = useState<{ groupCode: string; groupName: string }[]>([]);
  const [saving, setSaving] = useState(false);
  useEffect(() => {
    void appGroupApi.list().then(setApps, () => undefined);
  }, []);

  const submit = async (values: PublishForm) => {
    setSaving(true);
    try {
      const { screenshots, ...rest } = values;
      const lines = (screenshots ?? '').split('\n').map((s) => s.trim()).filter(Boolean);
      const body = Object.fromEntries(Object.entries({ ...rest, ...(lines.length ? { screenshots: lines } : {}) }).filter(([, v]) => v !== undefined && v !== ''));
      const published = await marketApi.publish(body);
      notify('success', t('market.published', { name: published.appCode, version: published.appVersion }));
      onDone();
    } catch {
      // The request layer has shown the server's message.
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal open title={t('market.publishTitle')} onCancel={onClose} onOk={() => form.submit()} confirmLoading={saving} data-testid="market-publish"
      okButtonProps={{ 'data-testid': 'market-publish-ok' } as never}>
      <Form form={form} layout="vertical" onFinish={(v) => void submit(v)} initialValues={{ appVersion: '1.0.0' }}>
        <Form.Item name="appCode" label={t('market.publishApp')} rules={[{ required: true }]}>
          <Select showSearch optionFilterProp="label" data-testid="market-publish-app"
            options={apps.map((a) => ({ value: a.groupCode, label: `${a.groupName} (${a.groupCode})` }))} />
        </Form.Item>
        <Form.Item name="appVersion" label={t('market.publishVersion')} extra={t('market.publishVersionHint')}
          rules={[{ required: true, pattern: /^\d+\.\d+\.\d+(-[0-9A-Za-z.-]+)?$/ }]}>
          <Input data-testid="market-publish-version" />
        </Form.Item>
        <Form.Item name="groupCode" label={t('market.groupCode')} rules={[{ pattern: /^[A-Za-z0-9_-]{1,50}$/ }]}>
          <Input data-testid="market-publish-group-code" placeholder="general" />
        </Form.Item>
        <Form.Item name="groupName" label={t('market.groupName')}>
          <Input data-testid="market-publish-group-name" />
        </Form.Item>
        <Form.Item name="description" label={t('market.description')}>
          <Input.TextArea rows={2} data-testid="market-publish-description" />
        </Form.Item>
        <Form.Item name="icon" label={t('market.icon')}>
          <Input />
        </Form.Item>
        <Form.Item name="screenshots" label={t('market.screenshotUrls')}>
          <Input.TextArea rows={2} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
