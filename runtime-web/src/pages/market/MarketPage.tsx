// App design › App market (issue #35 item 4): the groups and apps of the market this instance installs from
// (MARKET_HOST, or its own catalogue), an app's details and versions, Install / Update after the plan, the installed
// apps with their version and state and Roll back, and publishing an app of the enterprise into this instance's market.
import { Button, Card, Descriptions, Drawer, Empty, Image, Input, Segmented, Space, Table, Tabs, Tag, Typography } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { runAction, useConfirm } from '../../components/crud/index.ts';
import { PERMISSIONS } from '../../engine.ts';
import { useInLanguage, type InLanguage } from '../../i18n/in-language.ts';
import { usePermission } from '../../permission/usePermission.ts';
import { isNewer, marketApi, type InstalledApp, type MarketApp, type MarketGroup, type MarketVersion } from './api.ts';
import { PlanModal, type PlanTarget } from './PlanModal.tsx';
import { PublishModal } from './PublishModal.tsx';
import './locale.ts';

const STATE_COLOURS: Record<string, string> = { installed: 'green', updated: 'blue', rolledBack: 'orange' };

function AppDetails({ app, inLang, onClose }: { app: MarketApp; inLang: InLanguage; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Drawer open width={640} onClose={onClose} title={`${inLang(app.appName, app.appNameEn)} (${app.appCode})`} data-testid="market-details">
      <Descriptions column={1} size="small" bordered>
        <Descriptions.Item label={t('market.latest')}>{app.appVersion}</Descriptions.Item>
        <Descriptions.Item label={t('market.group')}>{app.groupName}</Descriptions.Item>
        <Descriptions.Item label={t('market.downloads')}>{app.downloadCount}</Descriptions.Item>
        <Descriptions.Item label={t('market.description')}>{app.description ?? ''}</Descriptions.Item>
      </Descriptions>
      {app.screenshots.length > 0 && (
        <>
          <Typography.Title level={5} style={{ marginTop: 16 }}>{t('market.screenshots')}</Typography.Title>
          <Image.PreviewGroup>
            <Space wrap>{app.screenshots.map((src) => <Image key={src} src={src} width={180} alt="" />)}</Space>
          </Image.PreviewGroup>
        </>
      )}
      <Typography.Title level={5} style={{ marginTop: 16 }}>{t('market.versions')}</Typography.Title>
      <Table<MarketVersion>
        size="small" rowKey="appVersion" pagination={false} dataSource={app.versions} data-testid="market-versions"
        columns={[
          { title: t('market.version'), dataIndex: 'appVersion' },
          { title: t('market.publishedAt'), dataIndex: 'publishedAt', render: (v: string) => new Date(v).toLocaleString() },
          { title: t('market.size'), dataIndex: 'size' },
          { title: t('market.checksum'), dataIndex: 'checksum', render: (v: string) => <Typography.Text code copyable={{ text: v }}>{v.slice(0, 12)}…</Typography.Text> },
          { title: t('market.description'), dataIndex: 'description' },
        ]}
      />
    </Drawer>
  );
}

export default function MarketPage() {
  const { t } = useTranslation();
  const inLang = useInLanguage();
  const canInstall = usePermission(PERMISSIONS.eform.group.add) === 'show';
  const canPublish = usePermission(PERMISSIONS.eform.group.edit) === 'show';
  const [host, setHost] = useState<string | null>(null);
  const [groups, setGroups] = useState<MarketGroup[]>([]);
  const [apps, setApps] = useState<MarketApp[]>([]);
  const [installed, setInstalled] = useState<InstalledApp[]>([]);
  const [group, setGroup] = useState<string>('');
  const [keyword, setKeyword] = useState('');
  const [loading, setLoading] = useState(false);
  const [details, setDetails] = useState<MarketApp>();
  const [target, setTarget] = useState<PlanTarget>();
  const [publishing, setPublishing] = useState(false);
  const [confirm, holder] = useConfirm();

  const load = async () => {
    setLoading(true);
    try {
      const [catalogue, list, own] = await Promise.all([marketApi.groups(), marketApi.apps(), marketApi.installed()]);
      setHost(catalogue.host);
      setGroups(catalogue.groups);
      setApps(list);
      setInstalled(own);
    } catch {
      // The request layer has shown why (e.g. the market cannot be reached).
    } finally {
      setLoading(false);
    }
  };
  useEffect(() => {
    void load();
    // Loaded when the screen opens; every change reloads it.
  }, []);

  const installedOf = useMemo(() => new Map(installed.map((a) => [a.appCode, a])), [installed]);
  const catalogueOf = useMemo(() => new Map(apps.map((a) => [a.appCode, a])), [apps]);
  const shown = apps.filter((a) => (!group || a.groupCode === group)
    && (!keyword || `${a.appName} ${a.appCode} ${a.description ?? ''}`.toLowerCase().includes(keyword.toLowerCase())));
  const open = (app: { appCode: string; appName: string; appNameEn: string | null }, appVersion: string, update: boolean) =>
    setTarget({ appCode: app.appCode, appName: inLang(app.appName, app.appNameEn), appVersion, update });

  /** The market action of an app: Install, Update (a newer version than the installed one), or up to date. */
  const marketAction = (app: MarketApp) => {
    const own = installedOf.get(app.appCode);
    if (!own) return <Button type="primary" size="small" disabled={!canInstall} data-testid={`market-install-${app.appCode}`} onClick={() => open(app, app.appVersion, false)}>{t('market.install')}</Button>;
    if (isNewer(app.appVersion, own.appVersion)) {
      return <Button type="primary" size="small" disabled={!canInstall} data-testid={`market-update-${app.appCode}`} onClick={() => open(app, app.appVersion, true)}>{t('market.update')}</Button>;
    }
    return <Tag data-testid={`market-current-${app.appCode}`}>{t('market.upToDate')}</Tag>;
  };

  const rollback = (app: InstalledApp) => confirm(t('market.rollbackConfirm', { name: inLang(app.appName, app.appNameEn), version: app.previousVersion ?? '' }),
    () => runAction(() => marketApi.rollback(app.appCode), load));

  const marketTab = (
    <>
      <Space wrap style={{ marginBottom: 12 }}>
        <Segmented data-testid="market-groups" value={group} onChange={(v) => setGroup(String(v))}
          options={[{ value: '', label: t('market.allGroups') }, ...groups.map((g) => ({ value: g.groupCode, label: `${g.groupName} (${g.appCount})` }))]} />
        <Input.Search allowClear placeholder={t('market.search')} onSearch={setKeyword} style={{ width: 240 }} data-testid="market-search" />
      </Space>
      <Table<MarketApp>
        rowKey="appCode" loading={loading} dataSource={shown} pagination={false} data-testid="market-apps"
        locale={{ emptyText: <Empty description={t('market.empty')} /> }}
        columns={[
          { title: t('market.appName'), dataIndex: 'appName', render: (name: string, app) => <Typography.Link onClick={() => setDetails(app)} data-testid={`market-app-${app.appCode}`}>{inLang(name, app.appNameEn)}</Typography.Link> },
          { title: t('market.appCode'), dataIndex: 'appCode' },
          { title: t('market.latest'), dataIndex: 'appVersion' },
          { title: t('market.group'), dataIndex: 'groupName' },
          { title: t('market.downloads'), dataIndex: 'downloadCount' },
          { title: t('market.installedVersion'), render: (_, app) => installedOf.get(app.appCode)?.appVersion ?? '—' },
          {
            title: t('market.actions'), render: (_, app) => (
              <Space>
                <Button size="small" onClick={() => setDetails(app)}>{t('market.details')}</Button>
                {marketAction(app)}
              </Space>
            ),
          },
        ]}
      />
    </>
  );

  const installedTab = (
    <Table<InstalledApp>
      rowKey="appCode" loading={loading} dataSource={installed} pagination={false} data-testid="market-installed"
      locale={{ emptyText: <Empty description={t('market.noInstalled')} /> }}
      columns={[
        { title: t('market.appName'), dataIndex: 'appName', render: (name: string, app) => inLang(name, app.appNameEn) },
        { title: t('market.appCode'), dataIndex: 'appCode' },
        { title: t('market.version'), dataIndex: 'appVersion', render: (v: string, app) => <span data-testid={`installed-version-${app.appCode}`}>{v}</span> },
        { title: t('market.state'), dataIndex: 'state', render: (s: string, app) => <Tag color={STATE_COLOURS[s]} data-testid={`installed-state-${app.appCode}`}>{t(`market.state.${s}`, s)}</Tag> },
        { title: t('market.previousVersion'), dataIndex: 'previousVersion', render: (v: string | null) => v ?? '—' },
        {
          title: t('market.available'), render: (_, app) => {
            const latest = catalogueOf.get(app.appCode)?.appVersion;
            return latest && isNewer(latest, app.appVersion) ? <Tag color="blue">{latest}</Tag> : '—';
          },
        },
        {
          title: t('market.actions'), render: (_, app) => {
            const latest = catalogueOf.get(app.appCode);
            return (
              <Space>
                {latest && isNewer(latest.appVersion, app.appVersion) && (
                  <Button size="small" type="primary" disabled={!canInstall} onClick={() => open(latest, latest.appVersion, true)} data-testid={`installed-update-${app.appCode}`}>{t('market.update')}</Button>
                )}
                {app.canRollBack && (
                  <Button size="small" danger disabled={!canInstall} onClick={() => rollback(app)} data-testid={`installed-rollback-${app.appCode}`}>{t('market.rollback')}</Button>
                )}
              </Space>
            );
          },
        },
      ]}
    />
  );

  return (
    <Card
      data-testid="market-page"
      title={<h2 className="yc-page-title" style={{ fontSize: 'inherit', margin: 0 }}>{t('market.title')}</h2>}
      extra={(
        <Space>
          <Typography.Text type="secondary" data-testid="market-host">{t('market.source')}: {host ?? t('market.thisInstance')}</Typography.Text>
          {canPublish && <Button onClick={() => setPublishing(true)} data-testid="market-publish-open">{t('market.publish')}</Button>}
        </Space>
      )}
    >
      {holder}
      <Tabs items={[
        { key: 'market', label: t('market.tabMarket'), children: marketTab },
        { key: 'installed', label: <span data-testid="market-tab-installed">{t('market.tabInstalled')}</span>, children: installedTab },
      ]} />
      {details && <AppDetails app={details} inLang={inLang} onClose={() => setDetails(undefined)} />}
      {target && <PlanModal target={target} onClose={() => setTarget(undefined)} onDone={() => { setTarget(undefined); void load(); }} />}
      {publishing && <PublishModal onClose={() => setPublishing(false)} onDone={() => { setPublishing(false); void load(); }} />}
    </Card>
  );
}
