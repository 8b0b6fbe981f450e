// System › Enterprises (issue #34 item 5), in the menu of a platform operator only: every enterprise with its user
// count and storage; freeze (its users cannot sign in, its data is kept) and unfreeze; delete a frozen one after its
// code is typed. The default enterprise has no actions. Every call is checked on the server (operator-routes.ts).
import { Button, Card, Input, Modal, Space, Tag, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { runAction, useConfirm } from '../../../components/crud/index.ts';
import { api } from '../../../request/api.ts';
import './locale.ts';
import { RowsTable, ScreenTitle, useRows } from './screen.tsx';

/** A row of GET /api/saas/enterprise/list (sizes in bytes). */
interface Enterprise {
  id: number; code: string; name: string; status: number; createTime: string; isDefault: boolean;
  userCount: number; tableBytes: number; fileBytes: number;
}

const enterprises = (): Promise<Enterprise[]> => api.get('/api/saas/enterprise/list');
const FROZEN = 2;
const UNITS = ['B', 'KB', 'MB', 'GB', 'TB'];

/** 1536 → '1.5 KB'. */
export function formatBytes(bytes: number): string {
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < UNITS.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return `${unit === 0 ? value : value.toFixed(1)} ${UNITS[unit]}`;
}

/** The deletion's confirmation: the enterprise's code must be typed before the button works. */
function DeleteDialog({ target, onClose, onDeleted }: { target?: Enterprise; onClose: () => void; onDeleted: () => Promise<void> }) {
  const { t } = useTranslation();
  const [typed, setTyped] = useState('');
  useEffect(() => setTyped(''), [target]);
  const remove = async () => {
    const done = await runAction(() => api.delete('/api/saas/enterprise/delete', { body: { id: target!.id, confirmCode: typed } }), onDeleted);
    if (done) onClose();
  };
  return (
    <Modal
      open={Boolean(target)}
      title={t('operator.deleteTitle', { name: target?.name })}
      onCancel={onClose}
      onOk={() => remove()}
      okText={t('operator.delete')}
      okButtonProps={{ danger: true, disabled: typed.trim() !== target?.code, 'data-testid': 'enterprise-delete-ok' }}
      destroyOnHidden
    >
      <Typography.Paragraph type="danger">{t('operator.deleteWarning')}</Typography.Paragraph>
      <Typography.Paragraph>{t('operator.deleteType', { code: target?.code })}</Typography.Paragraph>
      <Input value={typed} onChange={(e) => setTyped(e.target.value)} data-testid="enterprise-delete-code" autoComplete="off" />
    </Modal>
  );
}

export default function OperatorPage() {
  const { t } = useTranslation();
  const [rows, load] = useRows(enterprises);
  const [deleting, setDeleting] = useState<Enterprise>();
  const [confirm, holder] = useConfirm();


  const setFrozen = (row: Enterprise, frozen: boolean) => runAction(() => api.put(frozen ? '/api/saas/enterprise/freeze' : '/api/saas/enterprise/unfreeze', { body: { id: row.id } }), load);
  const actions = (row: Enterprise) => {
    if (row.isDefault) return <Typography.Text type="secondary">{t('operator.default')}</Typography.Text>;
    const frozen = row.status === FROZEN;
    return (
      <Space>
        {frozen ? (
          <Button type="link" size="small" data-testid={`unfreeze-${row.code}`} onClick={() => void setFrozen(row, false)}>{t('operator.unfreeze')}</Button>
        ) : (
          <Button type="link" size="small" data-testid={`freeze-${row.code}`}
            onClick={() => confirm(t('operator.freezeConfirm', { name: row.name }), () => setFrozen(row, true))}>
            {t('operator.freeze')}
          </Button>
        )}
        {frozen && (
          <Button type="link" size="small" danger data-testid={`delete-${row.code}`} onClick={() => setDeleting(row)}>{t('operator.delete')}</Button>
        )}
      </Space>
    );
  };
  return (
    <Card title={<ScreenTitle text={t('operator.title')} />} data-testid="operator-enterprises">
      {holder}
      <RowsTable<Enterprise>
        rows={rows}
        onRow={(row) => ({ 'data-testid': `enterprise-${row.code}` }) as object}
        columns={[
          { title: t('operator.code'), dataIndex: 'code' },
          { title: t('operator.name'), dataIndex: 'name' },
          {
            title: t('operator.status'), dataIndex: 'status',
            render: (status: number) => (status === FROZEN ? <Tag color="red">{t('operator.frozen')}</Tag> : <Tag color="green">{t('operator.active')}</Tag>),
          },
          { title: t('operator.users'), dataIndex: 'userCount', align: 'right' },
          { title: t('operator.tables'), dataIndex: 'tableBytes', align: 'right', render: (bytes: number) => formatBytes(bytes) },
          { title: t('operator.files'), dataIndex: 'fileBytes', align: 'right', render: (bytes: number) => formatBytes(bytes) },
          { title: t('operator.createTime'), dataIndex: 'createTime' },
          { title: t('crud.actions'), key: 'actions', render: (_, row) => actions(row) },
        ]}
      />
      <DeleteDialog target={deleting} onClose={() => setDeleting(undefined)} onDeleted={load} />
    </Card>
  );
}
