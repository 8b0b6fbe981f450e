// The user's third-party identities (issue #36 item 3), from the header's user menu: the identities at the enterprise's
// OIDC provider bound to their account, a binding started (the provider, then /sso/callback finishes it and comes back
// here), and unbinding. Shown only when the enterprise signs in at an OIDC provider.
import { Button, List, Modal, Popconfirm, Typography } from 'antd';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { ApiError } from '../../request/http.ts';
import { notify } from '../../request/report.ts';
import { ssoApi, type Binding } from './sso-api.ts';
import { callbackUrl, rememberBinding } from './sso-session.ts';

export default function ThirdPartyModal({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const { pathname, search } = useLocation();
  const [offered, setOffered] = useState<boolean>();
  const [bindings, setBindings] = useState<Binding[]>();
  const [busy, setBusy] = useState(false);

  const load = useCallback(() => ssoApi.bindings().then(setBindings, () => setBindings([])), []);
  useEffect(() => {
    ssoApi.options().then((o) => setOffered(o.ssoMode === 'oauth2'), () => setOffered(false));
    void load();
  }, [load]);

  const bind = async () => {
    setBusy(true);
    try {
      const { url } = await ssoApi.bindAuthorize(callbackUrl());
      rememberBinding(`${pathname}${search}`);
      window.location.assign(url);
    } catch (error) {
      notify('error', error instanceof ApiError ? error.message : t('msg.serverError'));
      setBusy(false);
    }
  };

  const unbind = async (id: string) => {
    await ssoApi.unbind(id);
    notify('success', t('thirdParty.unbound'));
    await load();
  };

  return (
    <Modal open title={t('thirdParty.title')} onCancel={onClose} footer={null} data-testid="third-party">
      <List
        data-testid="third-party-list"
        loading={bindings === undefined}
        dataSource={bindings ?? []}
        locale={{ emptyText: t('thirdParty.none') }}
        renderItem={(b) => (
          <List.Item
            actions={[
              <Popconfirm key="unbind" title={t('thirdParty.unbindConfirm')} onConfirm={() => unbind(b.id)} okButtonProps={{ id: 'unbind-confirm' }}>
                <Button type="link" danger data-testid="third-party-unbind">{t('thirdParty.unbind')}</Button>
              </Popconfirm>,
            ]}
          >
            <List.Item.Meta title={b.issuer.replace(/^https?:\/\//, '')} description={<Typography.Text type="secondary">{b.subject}</Typography.Text>} />
          </List.Item>
        )}
      />
      {offered === false && <Typography.Paragraph type="secondary">{t('thirdParty.unavailable')}</Typography.Paragraph>}
      {offered && (
        <Button type="primary" block loading={busy} onClick={() => void bind()} data-testid="third-party-bind">
          {t('thirdParty.bind')}
        </Button>
      )}
    </Modal>
  );
}
