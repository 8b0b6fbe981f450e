// The portal designer: a 12-column react-grid-layout where report widgets, list pages, announcements, to-do lists and
// shortcuts are added from the palette, dragged, resized and removed; the selected item's settings; who gets the
// portal (roles, priority); the engine's portal rules checked as the user works; a preview through the console's
// renderers; save at the version the design started from.
import { useMemo, useState, type ComponentType, type ReactNode } from 'react';
import { Alert, Badge, Button, Card, Empty, Input, InputNumber, Segmented, Select, Space, Switch, Tag, Typography } from 'antd';
import GridLayout, { noCompactor, useContainerWidth, verticalCompactor, type Layout } from 'react-grid-layout';
import 'react-grid-layout/css/styles.css';
import {
  PORTAL_GRID_COLUMNS, PORTAL_ITEM_MAX_ROWS, PORTAL_ITEM_TYPES, validatePortal, type Language, type Portal, type PortalItem, type PortalItemType,
} from '@yc/engine';
import { canRedo, canUndo, record, redo, startHistory, undo, type History } from '../history.ts';
import { issueText } from '../ui/issues.ts';
import { useSaving, type SaveAnswer } from '../ui/saving.ts';
import { addItem, applyLayout, portalItemType, removeItem, updateItem } from './document.ts';
import { portalText } from './texts.ts';

export type PortalSaveResult = SaveAnswer<{ portal: Portal; version: number }>;

export interface PortalChoice { value: string; label: string }

export interface PortalItemPreviewProps { item: PortalItem; portalCode: string }

export interface PortalDesignerProps {
  portal: Portal;
  version: number;
  lang: Language;
  save(portal: Portal, version: number): Promise<PortalSaveResult>;
  /** What items may show and who may get the portal: widgets and list pages by code, menus by id, roles by code. */
  choices: { widgets: readonly PortalChoice[]; views: readonly PortalChoice[]; menus: readonly PortalChoice[]; roles: readonly PortalChoice[] };
  /** The console's renderer of an item (its chart, list, announcements, tasks or links), for the preview. */
  Preview?: ComponentType<PortalItemPreviewProps>;
  extra?: ReactNode;
}

type Mode = 'design' | 'preview';
const ROW_HEIGHT = 60;

function ItemSettings({ item, lang, choices, onChange }: {
  item: PortalItem; lang: Language; choices: PortalDesignerProps['choices']; onChange(change: Partial<PortalItem>): void;
}) {
  const type = portalItemType(item);
  const t = (code: Parameters<typeof portalText>[1]) => portalText(lang, code);
  const field = (label: string, control: ReactNode) => (
    <label style={{ display: 'block', marginBottom: 8 }}><Typography.Text type="secondary">{label}</Typography.Text>{control}</label>
  );
  return (
    <div data-testid="portal-item-settings">
      <Typography.Text strong>{item.i}</Typography.Text> <Tag>{t(type)}</Tag>
      {field(t('title'), <Input data-testid="portal-item-title" value={item.title ?? ''} onChange={(e) => onChange({ title: e.target.value })} />)}
      {type === 'widget' && field(t('widget'), (
        <Select data-testid="portal-item-widget" style={{ width: '100%' }} showSearch optionFilterProp="label" value={item.widgetCode}
          options={[...choices.widgets]} onChange={(widgetCode: string) => onChange({ widgetCode })} />
      ))}
      {type === 'list' && field(t('list'), (
        <Select data-testid="portal-item-view" style={{ width: '100%' }} showSearch optionFilterProp="label" value={item.viewCode}
          options={[...choices.views]} onChange={(viewCode: string) => onChange({ viewCode })} />
      ))}
      {(type === 'list' || type === 'todo' || type === 'announcement') && field(t('rows'), (
        <InputNumber data-testid="portal-item-rows" min={1} max={PORTAL_ITEM_MAX_ROWS} value={item.rows} onChange={(rows) => onChange({ rows: rows ?? undefined })} />
      ))}
      {type === 'shortcut' && field(t('menus'), (
        <Select data-testid="portal-item-menus" mode="multiple" style={{ width: '100%' }} optionFilterProp="label" value={item.menuIds ?? []}
          options={[...choices.menus]} onChange={(menuIds: string[]) => onChange({ menuIds })} />
      ))}
      {type === 'announcement' && <Typography.Paragraph type="secondary" data-testid="portal-item-announcements">{t('announcementsHint')}</Typography.Paragraph>}
    </div>
  );
}

export function PortalDesigner({ portal: initial, version: initialVersion, lang, save, choices, Preview, extra }: PortalDesignerProps) {
  const [history, setHistory] = useState<History<Portal>>(() => startHistory(initial));
  const [version, setVersion] = useState(initialVersion);
  const [selected, setSelected] = useState<string>();
  const [mode, setMode] = useState<Mode>('design');
  const [notice, setNotice] = useState<{ type: 'success' | 'error'; text: string }>();
  const { saving, run } = useSaving();
  const { width, containerRef } = useContainerWidth({ initialWidth: 1000 });
  const portal = history.present;
  const issues = useMemo(() => validatePortal(portal), [portal]);
  const t = (code: Parameters<typeof portalText>[1], params?: Record<string, string | number>) => portalText(lang, code, params);
  const change = (next: Portal) => next !== portal && setHistory((h) => record(h, next));
  const item = portal.items.find((i) => i.i === selected);
  const layout: Layout = portal.items.map(({ i, x, y, w, h }) => ({ i, x, y, w, h, static: mode === 'preview' }));
  const itemIssues = (key: string) => issues.filter((issue) => issue.path.startsWith(`/items/${portal.items.findIndex((i) => i.i === key)}/`)).length;

  function add(type: PortalItemType) {
    const added = addItem(portal, type);
    change(added.portal);
    setSelected(added.key);
  }

  async function onSave() {
    setNotice(undefined);
    await run(() => save(portal, version), {
      saved: (v) => {
        setVersion(v);
        setNotice({ type: 'success', text: t('saved', { version: v }) });
      },
      stale: () => setNotice({ type: 'error', text: t('stale') }),
      failed: (error) => setNotice({ type: 'error', text: error }),
    });
  }

  return (
    <div data-testid="portal-designer" style={{ display: 'flex', flexDirection: 'column', gap: 8 }}>
      <Space wrap>
        <Segmented<Mode> data-testid="portal-mode" value={mode} onChange={setMode}
          options={[{ value: 'design', label: t('design') }, { value: 'preview', label: t('preview') }]} />
        <Button data-testid="portal-undo" disabled={!canUndo(history)} onClick={() => setHistory(undo)}>↶</Button>
        <Button data-testid="portal-redo" disabled={!canRedo(history)} onClick={() => setHistory(redo)}>↷</Button>
        <Button type="primary" data-testid="portal-save" loading={saving} disabled={issues.length > 0} onClick={() => void onSave()}>{t('save')}</Button>
        <Badge status={issues.length ? 'error' : 'success'} text={issues.length ? t('issues', { n: issues.length }) : t('noIssues')} />
        {extra}
      </Space>
      {notice && <Alert data-testid="portal-notice" type={notice.type} showIcon title={notice.text} closable onClose={() => setNotice(undefined)} />}
      {issues.length > 0 && (
        <Alert type="error" data-testid="portal-issues" title={<ul style={{ margin: 0 }}>{issues.map((i) => <li key={i.path + i.message}>{i.path}: {issueText(i, lang)}</li>)}</ul>} />
      )}
      <Space wrap>
        {t('portalName')}
        <Input data-testid="portal-name" style={{ width: 200 }} value={portal.portalName} onChange={(e) => change({ ...portal, portalName: e.target.value })} />
        {t('roles')}
        <Select data-testid="portal-roles" mode="multiple" style={{ minWidth: 220 }} optionFilterProp="label" value={portal.roleCodes ?? []}
          options={[...choices.roles]} onChange={(roleCodes: string[]) => change({ ...portal, roleCodes })} />
        {t('priority')}
        <InputNumber data-testid="portal-priority" min={0} max={9999} value={portal.priority ?? 0} onChange={(p) => change({ ...portal, priority: p ?? 0 })} />
        <Switch data-testid="portal-overlap" checked={portal.allowOverlap ?? false} onChange={(allowOverlap) => change({ ...portal, allowOverlap })} /> {t('allowOverlap')}
      </Space>
      <div style={{ display: 'flex', gap: 12, alignItems: 'flex-start' }}>
        {mode === 'design' && (
          <Card size="small" title={t('palette')} style={{ width: 160, flex: 'none' }}>
            <Space orientation="vertical" style={{ width: '100%' }}>
              {PORTAL_ITEM_TYPES.map((type) => (
                <Button key={type} block data-testid={`portal-palette-${type}`} onClick={() => add(type)}>{t(type)}</Button>
              ))}
            </Space>
          </Card>
        )}
        <div ref={containerRef} data-testid="portal-grid" style={{ flex: 1, minWidth: 0, minHeight: 200, background: mode === 'design' ? '#fafafa' : undefined }}>
          {portal.items.length === 0 && <Empty description={t('empty')} />}
          <GridLayout
            width={width || 1000}
            layout={layout}
            gridConfig={{ cols: PORTAL_GRID_COLUMNS, rowHeight: ROW_HEIGHT, margin: [8, 8] }}
            dragConfig={{ enabled: mode === 'design', cancel: '.portal-item-remove' }}
            resizeConfig={{ enabled: mode === 'design' }}
            compactor={portal.allowOverlap ? { ...noCompactor, allowOverlap: true } : verticalCompactor}
            onLayoutChange={(next) => change(applyLayout(portal, next))}
          >
            {portal.items.map((it) => (
              <div key={it.i} data-testid={`portal-item-${it.i}`} aria-selected={it.i === selected} onClick={() => setSelected(it.i)}
                style={{ background: '#fff', border: `1px solid ${it.i === selected && mode === 'design' ? '#1677ff' : '#f0f0f0'}`, borderRadius: 6, overflow: 'hidden', display: 'flex', flexDirection: 'column' }}>
                <div style={{ display: 'flex', alignItems: 'center', gap: 6, padding: '2px 8px', borderBottom: '1px solid #f0f0f0' }}>
                  <Badge dot={itemIssues(it.i) > 0}><Typography.Text strong>{it.title || it.widgetCode || it.viewCode || t(portalItemType(it))}</Typography.Text></Badge>
                  <Tag style={{ marginLeft: 'auto' }}>{t(portalItemType(it))}</Tag>
                  {mode === 'design' && (
                    <Button size="small" type="text" danger className="portal-item-remove" data-testid={`portal-remove-${it.i}`} aria-label={t('remove')}
                      onClick={(e) => {
                        e.stopPropagation();
                        change(removeItem(portal, it.i));
                        if (selected === it.i) setSelected(undefined);
                      }}>×</Button>
                  )}
                </div>
                <div style={{ flex: 1, overflow: 'auto', padding: 4 }}>
                  {mode === 'preview' && Preview ? <Preview item={it} portalCode={portal.portalCode} /> : null}
                </div>
              </div>
            ))}
          </GridLayout>
        </div>
        {mode === 'design' && (
          <Card size="small" title={t('settings')} style={{ width: 280, flex: 'none' }}>
            {item
              ? <ItemSettings key={item.i} item={item} lang={lang} choices={choices} onChange={(c) => change(updateItem(portal, item.i, c))} />
              : <Typography.Text type="secondary">{t('nothingSelected')}</Typography.Text>}
          </Card>
        )}
      </div>
    </div>
  );
}
