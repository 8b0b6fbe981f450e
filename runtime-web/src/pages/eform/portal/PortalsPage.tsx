// Portal design (component eform/portal): the portals with their roles and priority, added, designed in the portal
// designer (loaded lazily, handed the console's item renderer for its preview), their versions, deleted; and the
// portal settings (the portal type of front users, the default portal).
import { PlusOutlined } from '@ant-design/icons';
import { App, Button, Card, Drawer, Form, Input, Radio, Select, Space, Spin, Tag } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Portal } from '@yc/engine/metadata';
import type { PortalChoice, PortalDesignerProps } from '@yc/designer/portal-designer';
import {
  CrudPage, CrudTable, DeleteButton, FormModal, PermButton, QueryBar, RowActions, RowButton, useCrudList, useFormModal,
} from '../../../components/crud/index.ts';
import { HistoryDrawer } from '../../../components/HistoryDrawer.tsx';
import { useCloseGuard } from '../meta/close-guard.tsx';
import { metadataApi, type Stored } from '../../../api/eform.ts';
import { menuApi, type MenuRecord } from '../../../api/access.ts';
import { roleApi } from '../../../api/identity.ts';
import { reportApi } from '../../../api/report.ts';
import { inLanguage, PERMISSIONS } from '../../../engine.ts';
import { currentLanguage } from '../../../i18n/language.ts';
import { lazyPage } from '../../../router/lazy.tsx';
import { usePermission } from '../../../permission/usePermission.ts';
import { requiredRule } from '../../system/shared/rules.ts';
import { ensureValid } from '../shared/validate.ts';
import '../../../i18n/eform.ts';
import '../../../i18n/report.ts';
import { portalApi, type PortalSettings } from './portal-api.ts';
import { PortalItemView } from './PortalItemView.tsx';
import './texts.ts';

type Row = Stored<Portal>;
const PERMS = PERMISSIONS.eform.portal;
const PortalDesigner = lazyPage<PortalDesignerProps>(() => import('@yc/designer/portal-designer').then((m) => ({ default: m.PortalDesigner })));

const flatMenus = (menus: readonly MenuRecord[], lang: string): PortalChoice[] =>
  menus.flatMap((m) => [...(m.menuType === 2 ? [] : [{ value: m.id, label: inLanguage(m.name, m.nameEn, lang) }]), ...flatMenus(m.children ?? [], lang)]);

/** The choices, named in the console's language (menus and roles have English names). */
async function loadChoices(): Promise<PortalDesignerProps['choices']> {
  const lang = currentLanguage();
  const [widgets, views, menus, roles] = await Promise.all([
    reportApi.list('widget', { pageSize: 100 }).then((p) => p.records.map((w) => ({ value: w.widgetCode, label: `${w.widgetName} (${w.widgetCode})` }))),
    metadataApi.list('view', { pageSize: 100 }, { silent: true })
      .then((p) => p.records.map((v) => ({ value: v.viewCode, label: `${v.viewName} (${v.viewCode})` })), () => []),
    menuApi.tree('0').then((menus) => flatMenus(menus, lang), () => []),
    roleApi.list({ pageNo: 1, pageSize: 100 }).then((p) => p.records.map((r) => ({ value: r.roleCode, label: `${inLanguage(r.roleName, r.roleNameEn, lang)} (${r.roleCode})` })), () => []),
  ]);
  return { widgets, views, menus, roles };
}

/** The designer over the portal as stored now (read when the drawer opens for that code). */
function DesignDrawer({ code, onClose }: { code: string; onClose(): void }) {
  const { t } = useTranslation();
  const [loaded, setLoaded] = useState<{ portal: Row; choices: PortalDesignerProps['choices'] }>();
  // Closing with unsaved changes asks first; the designer keeps them as a draft either way.
  const guard = useCloseGuard();
  useEffect(() => {
    let current = true;
    setLoaded(undefined);
    void Promise.all([portalApi.get(code), loadChoices()]).then(([portal, choices]) => current && setLoaded({ portal, choices }));
    return () => {
      current = false;
    };
  }, [code]);
  return (
    <Drawer open width="90%" title={t('portal.designTitle', { code })} onClose={() => guard.close(onClose)} destroyOnHidden data-testid="portal-design-drawer">
      {!loaded ? <Spin /> : (
        <PortalDesigner
          key={`${code}:${loaded.portal.version}`}
          portal={loaded.portal}
          version={loaded.portal.version}
          lang={currentLanguage()}
          choices={loaded.choices}
          Preview={PortalItemView}
          drafts={window.localStorage}
          onDirtyChange={guard.onDirtyChange}
          save={async (portal, version) => {
            try {
              const saved = await portalApi.edit({ ...portal, version });
              return { ok: true, version: saved.version };
            } catch (e) {
              const status = (e as { status?: number }).status;
              if (status === 409) {
                const { version: stored, ...theirs } = await portalApi.get(code);
                return { ok: false, stale: { portal: theirs, version: stored } };
              }
              return { ok: false, error: e instanceof Error ? e.message : String(e) };
            }
          }}
        />
      )}
      {guard.holder}
    </Drawer>
  );
}

export function SettingsCard({ portals }: { portals: readonly Row[] }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const canEdit = usePermission(PERMS.settings) === 'show';
  const [settings, setSettings] = useState<PortalSettings>();
  useEffect(() => {
    void portalApi.settings().then(setSettings, () => undefined);
  }, []);
  if (!settings) return null;
  return (
    <Card size="small" title={t('portal.settings')} data-testid="portal-settings" style={{ marginBottom: 12 }}>
      <Space wrap>
        {t('portal.portalType')}
        <Radio.Group data-testid="portal-type" value={settings.portalType} disabled={!canEdit} onChange={(e) => setSettings({ ...settings, portalType: e.target.value as 1 | 2 })}
          options={[1, 2].map((v) => ({ value: v, label: t(`portal.portalType.${v}`) }))} />
        {t('portal.defaultPortal')}
        <Select data-testid="portal-default" allowClear style={{ width: 220 }} value={settings.defaultPortal ?? undefined} disabled={!canEdit}
          options={portals.map((p) => ({ value: p.portalCode, label: `${p.portalName} (${p.portalCode})` }))}
          onChange={(v?: string) => setSettings({ ...settings, defaultPortal: v ?? null })} />
        <Button data-testid="portal-settings-save" disabled={!canEdit}
          onClick={() => void portalApi.saveSettings(settings).then((s) => {
            setSettings(s);
            void message.success(t('portal.settingsSaved'));
          })}>{t('portal.saveSettings')}</Button>
      </Space>
    </Card>
  );
}

export default function PortalsPage() {
  const { t } = useTranslation();
  const list = useCrudList<Row>({ load: (q) => portalApi.list(q), rowKey: (row) => row.portalCode });
  const editor = useFormModal<Row>();
  const [designing, setDesigning] = useState<string>();
  const [historyOf, setHistoryOf] = useState<string>();
  const label = (field: string) => t(`portal.${field}`);
  const columns = [
    { title: label('portalName'), dataIndex: 'portalName' },
    { title: label('portalCode'), dataIndex: 'portalCode' },
    { title: label('roles'), dataIndex: 'roleCodes', render: (codes?: string[]) => (codes ?? []).map((c) => <Tag key={c}>{c}</Tag>) },
    { title: label('priority'), dataIndex: 'priority', render: (p?: number) => p ?? 0 },
    { title: label('items'), dataIndex: 'items', render: (items: unknown[]) => items.length },
    { title: t('eform.version'), dataIndex: 'version', render: (v: number) => <Tag>v{v}</Tag> },
    {
      title: t('crud.actions'), key: 'actions',
      render: (_: unknown, row: Row) => (
        <RowActions>
          <RowButton perm={PERMS.edit} onClick={() => setDesigning(row.portalCode)} data-testid={`portal-design-${row.portalCode}`}>{label('design')}</RowButton>
          <RowButton perm={PERMS.list} onClick={() => setHistoryOf(row.portalCode)}>{t('history.button')}</RowButton>
          <DeleteButton perm={PERMS.delete} onDelete={() => portalApi.remove(row.portalCode)} onDone={list.reload} />
        </RowActions>
      ),
    },
  ];
  return (
    <>
      <SettingsCard portals={list.records} />
      <CrudPage
        testId="portal-list"
        purpose={t('crud.purpose.portals')}
        emptyAction={<PermButton perm={PERMS.add} type="primary" icon={<PlusOutlined />} onClick={() => editor.show()} data-testid="portal-empty-add">{t('crud.add')}</PermButton>}
        list={list}
        query={<QueryBar fields={[{ name: 'keyword', label: t('eform.keyword') }]} onSearch={list.search} onReset={list.reset} />}
        toolbar={<PermButton perm={PERMS.add} type="primary" icon={<PlusOutlined />} onClick={() => editor.show()} data-testid="portal-add">{t('crud.add')}</PermButton>}
      >
        <CrudTable list={list} columns={columns} selectable={false} />
      </CrudPage>
      <FormModal<Row, { portalName: string; portalCode: string }>
        state={editor}
        testId="portal-editor"
        title={`${t('crud.add')} · ${label('title')}`}
        initialValues={() => ({})}
        onSubmit={(values) => {
          const portal: Portal = { portalName: values.portalName, portalCode: values.portalCode, items: [] };
          ensureValid('portal', portal);
          return portalApi.add(portal);
        }}
        onSaved={list.reload}
      >
        {() => (
          <>
            <Form.Item name="portalName" label={label('portalName')} rules={[requiredRule(label('portalName'))]}><Input data-testid="portal-new-name" /></Form.Item>
            <Form.Item name="portalCode" label={label('portalCode')} rules={[requiredRule(label('portalCode'))]}><Input data-testid="portal-new-code" /></Form.Item>
          </>
        )}
      </FormModal>
      {designing && <DesignDrawer key={designing} code={designing} onClose={() => {
        setDesigning(undefined);
        list.reload();
      }} />}
      <HistoryDrawer api={portalApi.history} restorePerm={PERMS.edit} code={historyOf} onRestored={list.reload} onClose={() => setHistoryOf(undefined)} />
    </>
  );
}
