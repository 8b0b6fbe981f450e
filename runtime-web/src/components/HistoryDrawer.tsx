// The saved versions of a metadata item of any kind (a table model, a form, a page, a menu, a role, a dictionary…): who
// saved each and when; a version opens with what changed from it to the current one, and can be restored (saved again
// as the newest version).
import { Button, Drawer, Empty, Modal, Space, Table, Tag, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { HistoryApi, HistoryEntry, HistoryVersion } from '../api/history.ts';
import type { PermissionCode } from '../engine.ts';
import { notifySuccess, PermButton } from './crud/index.ts';
import { ApiError } from '../request/http.ts';
import { changePlace, changeValue } from '../i18n/history-diff.ts';
import { currentLanguage } from '../i18n/language.ts';

export interface HistoryDrawerProps {
  api: HistoryApi;
  /** The permission a restore needs (the kind's edit). */
  restorePerm: PermissionCode;
  /** The item whose history is shown; undefined: closed. */
  code: string | undefined;
  /** What the title calls the item (its code when absent). */
  label?: string;
  onRestored(): unknown;
  onClose(): void;
}

const ACTION_COLORS = { add: 'green', edit: 'blue', delete: 'red' } as const;

export function HistoryDrawer({ api, restorePerm, code, label, onRestored, onClose }: HistoryDrawerProps) {
  const { t } = useTranslation();
  const lang = currentLanguage();
  const [entries, setEntries] = useState<HistoryEntry[]>();
  const [opened, setOpened] = useState<HistoryVersion<unknown>>();
  const [modal, holder] = Modal.useModal();

  useEffect(() => {
    setEntries(undefined);
    setOpened(undefined);
    if (!code) return;
    let live = true;
    api.history(code).then((list) => live && setEntries(list), () => live && setEntries([]));
    return () => {
      live = false;
    };
  }, [api, code]);

  const open = async (version: number) => setOpened(await api.historyVersion(code!, version));

  const restore = (version: HistoryVersion<unknown>) =>
    modal.confirm({
      title: t('history.restoreTitle', { version: version.version }),
      content: t('history.restoreText'),
      okButtonProps: { 'data-testid': 'history-restore-ok' },
      onOk: async () => {
        try {
          await api.restore(code!, version.version, version.currentVersion);
        } catch (error) {
          if (error instanceof ApiError) return;
          throw error;
        }
        notifySuccess();
        setOpened(undefined);
        setEntries(await api.history(code!));
        await onRestored();
      },
    });

  return (
    <Drawer open={code !== undefined} size={720} title={t('history.title', { code: label ?? code ?? '' })} onClose={onClose} data-testid="history-drawer">
      {holder}
      <Table<HistoryEntry>
        size="small"
        rowKey={(e) => `${e.version}-${e.action}`}
        loading={entries === undefined}
        pagination={false}
        dataSource={entries ?? []}
        columns={[
          { title: t('history.version'), dataIndex: 'version' },
          { title: t('history.action'), dataIndex: 'action', render: (a: HistoryEntry['action']) => <Tag color={ACTION_COLORS[a]}>{t(`history.action.${a}`)}</Tag> },
          { title: t('history.changedBy'), dataIndex: 'changedBy' },
          { title: t('history.changedAt'), dataIndex: 'changedAt', render: (at: string) => new Date(at).toLocaleString() },
          {
            title: '',
            key: 'open',
            render: (_: unknown, entry: HistoryEntry) =>
              entry.action === 'delete' ? null : (
                <Button size="small" type="link" onClick={() => void open(entry.version)} data-testid={`history-open-${entry.version}`}>
                  {t('history.open')}
                </Button>
              ),
          },
        ]}
      />
      {opened && (
        <div data-testid="history-version" style={{ marginTop: 16 }}>
          <Space style={{ marginBottom: 8 }}>
            <Typography.Text strong>{t('history.changesSince', { version: opened.version })}</Typography.Text>
            <PermButton
              perm={restorePerm}
              type="primary"
              size="small"
              // The same as the current version: restoring it would change nothing; a deleted row cannot come back.
              disabled={opened.changes.length === 0 || (opened.currentVersion === null && !api.restoresDeleted)}
              onClick={() => restore(opened)}
              data-testid="history-restore"
            >
              {t('history.restore')}
            </PermButton>
          </Space>
          {opened.changes.length === 0 ? (
            <Empty description={t('history.same')} />
          ) : (
            <Table
              size="small"
              rowKey="path"
              pagination={false}
              dataSource={opened.changes}
              columns={[
                { title: t('history.path'), dataIndex: 'path', render: (path: string) => changePlace(path, lang) },
                { title: t('history.before', { version: opened.version }), dataIndex: 'before', render: (v: unknown) => changeValue(v, lang) },
                { title: t('history.after'), dataIndex: 'after', render: (v: unknown) => changeValue(v, lang) },
              ]}
            />
          )}
        </div>
      )}
    </Drawer>
  );
}
