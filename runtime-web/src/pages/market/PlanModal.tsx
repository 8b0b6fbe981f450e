// The plan of installing or updating a market version, shown before anything changes: items added, changed (their
// JSON pointers), removed, unchanged or kept because the enterprise changed them (each can be replaced anyway), and the
// table changes with those that lose data (applied only once the user confirms it). Confirming installs or updates.
import { Alert, Checkbox, Modal, Progress, Space, Spin, Table, Tag, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notifySuccess } from '../../components/crud/index.ts';
import { ApiError } from '../../request/http.ts';
import { marketApi, type InstallProgress, type MarketRef, type Plan, type PlanItem, type TableChange } from './api.ts';

const ACTION_COLOURS: Record<PlanItem['action'], string> = { added: 'green', changed: 'blue', removed: 'red', unchanged: 'default', kept: 'orange' };
const ORDER: PlanItem['action'][] = ['added', 'changed', 'removed', 'kept', 'unchanged'];
const PROGRESS_MS = 500;

export interface PlanTarget extends MarketRef {
  appName: string;
  update: boolean;
}

export function PlanModal({ target, onClose, onDone }: { target: PlanTarget; onClose: () => void; onDone: () => void }) {
  const { t } = useTranslation();
  const [plan, setPlan] = useState<Plan>();
  const [error, setError] = useState<string>();
  const [force, setForce] = useState(false);
  const [replace, setReplace] = useState<string[]>([]);
  const [applying, setApplying] = useState(false);
  const ref = { appCode: target.appCode, appVersion: target.appVersion };

  useEffect(() => {
    marketApi.plan(ref).then(setPlan, (e: unknown) => setError(e instanceof Error ? e.message : String(e)));
    // One plan per opening of the dialog.
  }, []);

  // While the install runs, the step it is at (asked every half second; none shows until the server names one).
  const [progress, setProgress] = useState<InstallProgress | null>(null);
  useEffect(() => {
    if (!applying) return setProgress(null);
    let current = true;
    const ask = () => marketApi.progress().then((p) => current && p?.appCode === target.appCode && setProgress(p), () => undefined);
    const timer = setInterval(() => void ask(), PROGRESS_MS);
    void ask();
    return () => {
      current = false;
      clearInterval(timer);
    };
  }, [applying]);

  const losesData = plan?.tables.some((table) => table.losesData) ?? false;
  const apply = async () => {
    setApplying(true);
    setError(undefined);
    try {
      await marketApi.apply(ref, target.update, { force, replace });
      notifySuccess();
      onDone();
    } catch (e) {
      if (!(e instanceof ApiError)) throw e;
      setError(e.message);
    } finally {
      setApplying(false);
    }
  };
  const items = [...(plan?.items ?? [])].sort((a, b) => ORDER.indexOf(a.action) - ORDER.indexOf(b.action) || a.kind.localeCompare(b.kind) || a.code.localeCompare(b.code));
  const key = (item: PlanItem) => `${item.kind}:${item.code}`;
  const columns = (list: string[]) => (list.length ? list.join(', ') : '—');

  return (
    <Modal
      open width={860} onCancel={onClose} maskClosable={false} data-testid="market-plan"
      title={t('market.planTitle', { action: t(target.update ? 'market.update' : 'market.install'), name: target.appName, version: target.appVersion })}
      okText={t(target.update ? 'market.confirmUpdate' : 'market.confirmInstall')}
      okButtonProps={{ disabled: !plan || (losesData && !force), loading: applying, 'data-testid': 'market-plan-apply' } as never}
      onOk={() => void apply()}
    >
      {error && <Alert type="error" showIcon message={error} style={{ marginBottom: 12 }} data-testid="market-plan-error" />}
      {!plan && !error && <Space><Spin /> {t('market.planning')}</Space>}
      {applying && (
        <Alert
          type="info" showIcon style={{ marginBottom: 12 }} data-testid="market-progress"
          message={progress ? t('market.applyingStep', { step: t(`market.step.${progress.step}`), n: progress.done + 1, total: progress.steps.length }) : t('market.applying')}
          description={progress && <Progress percent={Math.round((progress.done / progress.steps.length) * 100)} size="small" status="active" />}
        />
      )}
      {plan && (
        <>
          {plan.fromVersion && <Typography.Paragraph>{t('market.planFrom', { from: plan.fromVersion, to: plan.toVersion })}</Typography.Paragraph>}
          <Typography.Title level={5}>{t('market.items')}</Typography.Title>
          <Table<PlanItem>
            size="small" rowKey={key} pagination={false} dataSource={items} data-testid="market-plan-items"
            columns={[
              { title: t('market.kind'), dataIndex: 'kind', width: 120 },
              { title: t('market.code'), dataIndex: 'code', width: 180 },
              {
                title: t('market.action'), dataIndex: 'action', width: 220,
                render: (action: PlanItem['action'], item) => (
                  <Space>
                    <Tag color={ACTION_COLOURS[action]} data-testid={`plan-action-${key(item)}`}>{t(`market.action.${action}`)}</Tag>
                    {action === 'kept' && item.reason === 'changedByEnterprise' && (
                      <Checkbox checked={replace.includes(key(item))} data-testid={`plan-replace-${key(item)}`}
                        onChange={(e) => setReplace((r) => (e.target.checked ? [...r, key(item)] : r.filter((k) => k !== key(item))))}>
                        {t('market.replace')}
                      </Checkbox>
                    )}
                  </Space>
                ),
              },
              { title: t('market.changes'), render: (_, item) => (item.changes ?? []).map((c) => c.path).join(', ') || '' },
            ]}
          />
          {plan.tables.length > 0 && (
            <>
              <Typography.Title level={5} style={{ marginTop: 16 }}>{t('market.tables')}</Typography.Title>
              <Table<TableChange>
                size="small" rowKey="tableName" pagination={false} dataSource={plan.tables} data-testid="market-plan-tables"
                columns={[
                  { title: t('market.table'), dataIndex: 'tableName' },
                  { title: t('market.columnsAdded'), render: (_, c) => columns(c.columnsAdded) },
                  { title: t('market.columnsRemoved'), render: (_, c) => columns(c.columnsRemoved) },
                  { title: t('market.columnsRetyped'), render: (_, c) => columns(c.columnsRetyped) },
                  { title: '', render: (_, c) => (c.losesData ? <Tag color="red">{t('market.losesData')}</Tag> : <Tag>{t('market.keepsData')}</Tag>) },
                ]}
              />
            </>
          )}
          {losesData && (
            <Alert type="warning" showIcon style={{ marginTop: 12 }} message={t('market.forceNeeded')}
              description={<Checkbox checked={force} onChange={(e) => setForce(e.target.checked)} data-testid="market-plan-force">{t('market.force')}</Checkbox>} />
          )}
        </>
      )}
    </Modal>
  );
}
