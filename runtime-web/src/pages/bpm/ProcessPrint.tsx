// /flow/print/{instanceId}: an instance's form as the caller may see it, read-only, with its circulation (who did
// what at which step, when, with which opinion), laid out for paper: the print style shows this sheet alone.
import { Button, Descriptions, Empty, Skeleton, Table } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { processApi, type Circulation, type ProcessDetail } from '../../api/bpm.ts';
import { FormRenderer } from '../../renderers/form/FormRenderer.tsx';
import type { FieldAccessLevel } from '../../renderers/engine.ts';
import { ApiError } from '../../request/http.ts';
import '../../i18n/bpm.ts';
import './record-approval.tsx';

/** On paper: the sheet alone, over the whole page, without buttons. */
const PRINT_STYLE = `@media print {
  body * { visibility: hidden; }
  [data-print-sheet], [data-print-sheet] * { visibility: visible; }
  [data-print-sheet] { position: absolute; left: 0; top: 0; width: 100%; padding: 0; }
  [data-print-hide] { display: none !important; }
}`;

export function ProcessPrint({ instanceId }: { instanceId: string }) {
  const { t } = useTranslation();
  const label = (field: string) => t(`bpm.flow.${field}`);
  const [detail, setDetail] = useState<ProcessDetail | null>();
  const [history, setHistory] = useState<Circulation[]>([]);

  useEffect(() => {
    Promise.all([processApi.detail(instanceId), processApi.history(instanceId)]).then(([loaded, passes]) => {
      setDetail(loaded);
      setHistory(passes);
    }, (error: unknown) => {
      if (!(error instanceof ApiError)) throw error;
      setDetail(null);
    });
  }, [instanceId]);

  const access = useMemo(() => new Map(Object.entries(detail?.access ?? {}) as [string, FieldAccessLevel][]), [detail]);
  if (detail === undefined) return <Skeleton active />;
  if (detail === null) return <Empty description={label('unavailable')} data-testid="flow-unavailable" />;
  const { instance } = detail;

  return (
    <div data-print-sheet data-testid="flow-print-sheet">
      <style>{PRINT_STYLE}</style>
      <div data-print-hide style={{ marginBottom: 12 }}>
        <Button type="primary" data-testid="flow-print-now" onClick={() => window.print()}>{label('print')}</Button>
      </div>
      <h2 style={{ textAlign: 'center' }}>{label('printTitle')} · {instance.businessTitle}</h2>
      <Descriptions bordered size="small" column={2}>
        <Descriptions.Item label={label('template')}>{instance.templateName}</Descriptions.Item>
        <Descriptions.Item label={label('state')}>{t(`bpm.instance.state.${instance.state}`)}</Descriptions.Item>
        <Descriptions.Item label={label('startUser')}>{instance.startUserName ?? '—'}</Descriptions.Item>
        <Descriptions.Item label={label('startTime')}>{new Date(instance.startTimeString).toLocaleString()}</Descriptions.Item>
      </Descriptions>
      {detail.form && (
        <div style={{ marginTop: 16 }}>
          <FormRenderer form={detail.form} record={detail.data} access={access} readonly onSubmit={() => undefined} />
        </div>
      )}
      <h3 style={{ marginTop: 16 }}>{label('circulation')}</h3>
      <Table<Circulation>
        size="small" bordered pagination={false} rowKey={(_pass, index) => String(index)} dataSource={history} data-testid="flow-print-history"
        columns={[
          { key: 'step', title: label('step'), render: (_v, pass) => pass.passName ?? (pass.passType === 'start' ? label('started') : label('initiator')) },
          { key: 'action', title: label('action'), render: (_v, pass) => t(`bpm.pass.${pass.passType}`, { defaultValue: pass.passType }) },
          { key: 'handler', title: label('handler'), dataIndex: 'handlerName' },
          { key: 'time', title: label('passTime'), render: (_v, pass) => (pass.passTime ? new Date(pass.passTime).toLocaleString() : '') },
          { key: 'opinion', title: label('opinion'), dataIndex: 'passMessage' },
        ]}
      />
    </div>
  );
}
