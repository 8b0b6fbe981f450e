// One portal item drawn for its user (the front portal and the designer's preview): a widget through WidgetView with
// the rows read through the portal item, the announcements published to them, their to-do tasks, shortcuts to granted
// menus, or a list page's first rows. Each kind reads only what its user may read (the server checks).
import { Alert, Empty, List, Spin, Typography } from 'antd';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { PortalItem } from '@yc/engine/metadata';
import { portalItemType } from '@yc/engine/report';
import { taskApi, type TaskRow } from '../../../api/bpm.ts';
import { reportApi, type DataRow, type WidgetCard } from '../../../api/report.ts';
import { ApiError } from '../../../request/http.ts';
import { WidgetView } from '../report/WidgetView.tsx';
import { portalApi, type ShownItem } from './portal-api.ts';
import { takeItemRows } from '../../home/portal-prefetch.ts';
import './texts.ts';

// Loaded when a portal has such an item: a list brings the page renderer, announcements their dialog.
const PortalList = lazy(() => import('../../home/PortalList.tsx').then((m) => ({ default: m.PortalList })));
const PortalAnnouncements = lazy(() => import('../../home/PortalAnnouncements.tsx').then((m) => ({ default: m.PortalAnnouncements })));

function WidgetItem({ portalCode, item }: { portalCode: string; item: ShownItem }) {
  const [card, setCard] = useState<WidgetCard | null | undefined>(item.card);
  const [rows, setRows] = useState<DataRow[]>();
  const [error, setError] = useState<string>();
  useEffect(() => {
    let current = true;
    setRows(undefined);
    setError(undefined);
    // The designer's preview (an unsaved item, no card): the widget and its rows are read as the widget designers read
    // them; a user's portal reads the rows through its stored item.
    const preview = item.card === undefined;
    const info = !preview ? Promise.resolve(item.card) : item.widgetCode ? reportApi.card(item.widgetCode) : Promise.resolve(null);
    const rows = preview ? (item.widgetCode ? reportApi.data(item.widgetCode) : Promise.resolve([])) : (takeItemRows(portalCode, item.i) ?? portalApi.itemData(portalCode, item.i));
    void Promise.all([info, rows.catch((e: unknown) => e)]).then(([c, data]) => {
      if (!current) return;
      setCard(c);
      setRows(Array.isArray(data) ? data : []);
      if (data instanceof ApiError && data.status !== 400) setError(data.message);
    }, (e: unknown) => current && setError(e instanceof Error ? e.message : String(e)));
    return () => {
      current = false;
    };
  }, [portalCode, item.i, item.widgetCode, item.card]);
  if (error) return <Alert type="warning" title={error} />;
  if (!card || !rows) return <Spin />;
  return (
    <WidgetView widget={card.widget} dataset={{ dimension: card.dimension, measure: card.measure.map((m) => ({ ...m })) }} rows={rows}
      labels={card.labels} height={Math.max(120, item.h * 60 - 70)} testId={`portal-chart-${item.i}`} />
  );
}

function TodoItem({ item }: { item: PortalItem }) {
  const { t } = useTranslation();
  const [tasks, setTasks] = useState<TaskRow[]>();
  useEffect(() => {
    void taskApi.list('todo', { pageNo: 1, pageSize: item.rows ?? 5 }).then((page) => setTasks(page.records), () => setTasks([]));
  }, [item.rows]);
  if (!tasks) return <Spin />;
  if (tasks.length === 0) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('portal.todo.empty')} />;
  return (
    <List size="small" data-testid={`portal-todo-${item.i}`} dataSource={tasks}
      renderItem={(task) => <List.Item><Link to="/bpm/tasks">{task.taskTitle || task.taskName}</Link></List.Item>} />
  );
}

export function PortalItemView({ portalCode, item }: { portalCode: string; item: ShownItem }) {
  const { t, i18n } = useTranslation();
  switch (portalItemType(item)) {
    case 'widget':
      return <WidgetItem portalCode={portalCode} item={item} />;
    case 'todo':
      return <TodoItem item={item} />;
    case 'announcement':
      return <Suspense fallback={<Spin />}><PortalAnnouncements rows={item.rows} testId={`portal-announcements-${item.i}`} /></Suspense>;
    case 'shortcut':
      return (item.menus ?? []).length === 0
        ? <Typography.Text type="secondary">{t('portal.shortcut.empty')}</Typography.Text>
        : <div data-testid={`portal-shortcuts-${item.i}`} style={{ display: 'flex', flexWrap: 'wrap', gap: 8 }}>
          {(item.menus ?? []).map((m) => <Link key={m.id} to={m.url ?? '/'}>{i18n.language === 'en_US' && m.nameEn ? m.nameEn : m.name}</Link>)}
        </div>;
    case 'list':
      return <Suspense fallback={<Spin />}><PortalList viewCode={item.viewCode} rows={item.rows} testId={`portal-list-${item.i}`} /></Suspense>;
  }
}
