// The data log of one record: every change with who made it, when, and the fields before and after.
import { Drawer, Empty, Skeleton, Table, Tag, Timeline, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PERMISSIONS } from '../../engine.ts';
import { usePermission } from '../../permission/usePermission.ts';
import { recordApi, type DataLogEntry } from '../../api/eform.ts';
import { useIsMobile } from '../../store/device.ts';
import { SYSTEM_COLUMN_NAMES } from '../engine.ts';
import type { CellFormatter } from './format.ts';

const PLATFORM = new Set<string>(SYSTEM_COLUMN_NAMES);
const ACTION_COLORS = { add: 'green', edit: 'blue', delete: 'red' } as const;

export interface DataLogDrawerProps {
  viewCode: string;
  recordId: string;
  titles: ReadonlyMap<string, string>;
  formatters: ReadonlyMap<string, CellFormatter>;
  onClose(): void;
}

interface ChangeRow {
  key: string;
  field: string;
  before: string;
  after: string;
}

function changes(entry: Pick<DataLogEntry, 'before' | 'after'>, titles: ReadonlyMap<string, string>, formatters: ReadonlyMap<string, CellFormatter>): ChangeRow[] {
  const before = entry.before ?? {};
  const after = entry.after ?? {};
  // The page's column order first, then any other field of the record.
  const keys = [...new Set([...titles.keys(), ...Object.keys(before), ...Object.keys(after)])].filter((k) => !PLATFORM.has(k));
  const text = (key: string, value: unknown) => (formatters.get(key) ?? ((v: unknown) => (v === null || v === undefined ? '' : String(v))))(value);
  return keys
    .filter((k) => JSON.stringify(before[k] ?? null) !== JSON.stringify(after[k] ?? null))
    .map((key) => ({ key, field: titles.get(key) ?? key, before: text(key, before[key]), after: text(key, after[key]) }));
}

const NONE = new Map<string, never>();

/** The fields a change altered, each before and after (the system data log screen shows the same table). */
export function DataLogChanges({ entry, titles = NONE, formatters = NONE }: {
  entry: Pick<DataLogEntry, 'before' | 'after'>;
  titles?: ReadonlyMap<string, string>;
  formatters?: ReadonlyMap<string, CellFormatter>;
}) {
  const { t } = useTranslation();
  const columns = [
    { key: 'field', dataIndex: 'field', title: t('view.log.field'), width: 140 },
    { key: 'before', dataIndex: 'before', title: t('view.log.before') },
    { key: 'after', dataIndex: 'after', title: t('view.log.after') },
  ];
  return (
    <Table<ChangeRow> size="small" style={{ marginTop: 8 }} pagination={false} rowKey="key" columns={columns} dataSource={changes(entry, titles, formatters)}
      data-testid="data-log-changes" />
  );
}

export function DataLogDrawer({ viewCode, recordId, titles, formatters, onClose }: DataLogDrawerProps) {
  const { t } = useTranslation();
  const mobile = useIsMobile();
  const mayOpenLog = usePermission(PERMISSIONS.system.dataLog.list) === 'show';
  const [entries, setEntries] = useState<DataLogEntry[] | undefined>();
  useEffect(() => {
    let live = true;
    recordApi.log(viewCode, recordId).then(
      (list) => live && setEntries(list),
      () => live && setEntries([]),
    );
    return () => {
      live = false;
    };
  }, [viewCode, recordId]);

  return (
    <Drawer open title={t('view.dataLog')} size={mobile ? '100%' : 640} onClose={onClose} data-testid="data-log"
      extra={mayOpenLog && <Link data-testid="data-log-open-all" to={`/system/dataLog?recordId=${encodeURIComponent(recordId)}`}>{t('view.log.openAll')}</Link>}>
      {entries === undefined ? (
        <Skeleton active />
      ) : entries.length === 0 ? (
        <Empty />
      ) : (
        <Timeline
          items={entries.map((entry) => ({
            key: entry.id,
            color: ACTION_COLORS[entry.action],
            content: (
              <div>
                <Typography.Text>
                  <Tag color={ACTION_COLORS[entry.action]} style={{ marginInlineEnd: 8 }}>
                    {t(`view.log.${entry.action}`)}
                  </Tag>
                  {entry.username ?? ''} · {new Date(entry.createTime).toLocaleString()}
                </Typography.Text>
                <DataLogChanges entry={entry} titles={titles} formatters={formatters} />
              </div>
            ),
          }))}
        />
      )}
    </Drawer>
  );
}
