// The portal designer: a 12-column react-grid-layout where report widgets, list pages, announcements, to-do lists and
// shortcuts are added from the palette, dragged, resized and removed; the selected item's settings; who gets the
// portal (roles, priority); the engine's portal rules checked as the user works; a preview through the console's
// renderers; save at the version the design started from (a stale save reloads, or merges the user's edits into the
// version saved meanwhile); an autosaved draft and the console told of unsaved changes, as every designer (ui/keeping.ts).
import { useMemo, useState, type ComponentType, type ReactNode } from 'react';
import { Alert, Badge, Button, Card, Empty, Input, InputNumber, Segmented, Select, Space, Switch, Tag, Typography } from 'antd';
import GridLayout, { noCompactor, useContainerWidth, verticalCompactor, type Layout } from 'react-grid-layout';
import 'react-grid-layout/css/styles.css';
import {
  PORTAL_GRID_COLUMNS, PORTAL_ITEM_MAX_ROWS, PORTAL_ITEM_TYPES, validatePortal, type Language, type Portal, type PortalItem, type PortalItemType,
} from '@yc/engine';
import { canRedo, canUndo, redo, undo } from '../history.ts';
import { issuePlace, issueText, type IssueLabels } from '../ui/issues.ts';
import { useSaving, type SaveAnswer } from '../ui/saving.ts';
import type { KeepingProps } from '../ui/keeping.ts';
import { useDocumentDesign } from '../ui/document-design.ts';
import { StaleDialog } from '../ui/StaleDialog.tsx';
import { text } from '../form/ui/texts.ts';
import { addItem, applyLayout, portalItemType, removeItem, updateItem } from './document.ts';
import { PORTAL_DESIGNER_TEXTS, portalText } from './texts.ts';

/** The portal's properties by their designer texts, for its issues. */
const PORTAL_LABELS: IssueLabels = { texts: PORTAL_DESIGNER_TEXTS, alias: { items: 'palette', widgetCode: 'widget', viewCode: 'list', menuIds: 'menus' } };

export type PortalSaveResult = SaveAnswer<{ portal: Portal; version: number }>;

export interface PortalChoice { value: string; label: string }

export interface PortalItemPreviewProps { item: PortalItem; portalCode: string }

export interface PortalDesignerProps extends KeepingProps {
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

/** A chosen widget's or page's name as the pickers show it; its code when it is not among the choices. */
const choiceLabel = (list: readonly PortalChoice[], value: string | undefined) =>
  value ? String(list.find((c) => c.value === value)?.label ?? value) : undefined;

export function PortalDesigner({ portal: initial, version: initialVersion, lang, save, choices, Preview, extra, ...keeping }: PortalDesignerProps) {
  // The design starts from the stored portal, or from the draft an earlier visit left (merged when someone saved since).
  const design = useDocumentDesign('portal', initial.portalCode, initial, initialVersion, keeping);
  const { history, version, dirty, travel } = design;
  const [selected, setSelected] = useState<string>();
  const [mode, setMode] = useState<Mode>('design');
  const [notice, setNotice] = useState<{ type: 'success' | 'info' | 'error'; text: string } | undefined>(
    design.restoredAt ? { type: 'info', text: portalText(lang, 'draftRestored', { time: design.restoredAt }) } : undefined);
  const [stale, setStale] = useState<{ portal: Portal; version: number }>();
  const { saving, run } = useSaving();
  const { width, containerRef } = useContainerWidth({ initialWidth: 1000 });
  const portal = design.document;
  const issues = useMemo(() => validatePortal(portal), [portal]);
  const t = (code: Parameters<typeof portalText>[1], params?: Record<string, string | number>) => portalText(lang, code, params);
  const change = (next: Portal, group?: string) => next !== portal && design.change(next, group);
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
    const at = portal;
    await run(() => save(at, version), {
      saved: (v) => {
        design.saved(at, v);
        setNotice({ type: 'success', text: t('saved', { version: v }) });
      },
      stale: setStale,
      failed: (error) => setNotice({ type: 'error', text: error }),
    });
  }

  return (
    <div data-testid="portal-designer" style={{ display: 'flex', flexDirection: 'column', gap: 8 }}>
      <Space wrap>
        <Segmented<Mode> data-testid="portal-mode" value={mode} onChange={setMode}
          options={[{ value: 'design', label: t('design') }, { value: 'preview', label: t('preview') }]} />
        <Button data-testid="portal-undo" disabled={!canUndo(history)} onClick={() => travel(undo)}>↶</Button>
        <Button data-testid="portal-redo" disabled={!canRedo(history)} onClick={() => travel(redo)}>↷</Button>
        <Button type="primary" data-testid="portal-save" loading={saving} disabled={issues.length > 0} onClick={() => void onSave()}>{t('save')}</Button>
        {dirty && <Typography.Text type="warning" data-testid="portal-dirty">{t('unsaved')}</Typography.Text>}
        <Badge status={issues.length ? 'error' : 'success'} text={issues.length ? t('issues', { n: issues.length }) : t('noIssues')} />
        {extra}
      </Space>
      {notice && <Alert data-testid="portal-notice" type={notice.type} showIcon title={notice.text} closable onClose={() => setNotice(undefined)} />}
      {issues.length > 0 && (
        <Alert type="error" data-testid="portal-issues" title={<ul style={{ margin: 0 }}>{issues.map((i) => <li key={i.path + i.message}>{issuePlace(i.path, lang, PORTAL_LABELS)}: {issueText(i, lang, PORTAL_LABELS)}</li>)}</ul>} />
      )}
      <Space wrap>
        {t('portalName')}
        <Input data-testid="portal-name" style={{ width: 200 }} value={portal.portalName} onChange={(e) => change({ ...portal, portalName: e.target.value }, 'portalName')} />
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
                  <Badge dot={itemIssues(it.i) > 0}><Typography.Text strong>{it.title || choiceLabel(choices.widgets, it.widgetCode) || choiceLabel(choices.views, it.viewCode) || t(portalItemType(it))}</Typography.Text></Badge>
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
              ? <ItemSettings key={item.i} item={item} lang={lang} choices={choices} onChange={(c) => change(updateItem(portal, item.i, c), `${item.i}:${Object.keys(c).join()}`)} />
              : <Typography.Text type="secondary">{t('nothingSelected')}</Typography.Text>}
          </Card>
        )}
      </div>
      <StaleDialog
        lang={lang}
        title={t('staleTitle')}
        version={stale?.version}
        onCancel={() => setStale(undefined)}
        onReload={() => {
          design.reload(stale!.portal, stale!.version);
          setStale(undefined);
        }}
        keep={{
          // The user's edits onto theirs (what both changed: the user's), to check and save — never saved over theirs.
          label: text(lang, 'merge'),
          run: () => {
            design.merge(stale!.portal, stale!.version);
            setStale(undefined);
            setNotice({ type: 'info', text: t('merged', { version: stale!.version }) });
          },
        }}
      />
    </div>
  );
}
