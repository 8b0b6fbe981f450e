// My instances (a tab of My tasks): the processes I started or took part in, with their state, start and duration;
// each opened on its process page; one I started that nobody has handled yet can be deleted (asked first).
import { Segmented } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { processApi, type InstanceRow } from '../../api/bpm.ts';
import { CrudTable, RowActions, RowButton, runAction, useConfirm, useCrudList } from '../../components/crud/index.ts';
import { BPM_MESSAGES } from '@yc/engine/bpm/messages';
import { currentLanguage } from '../../i18n/language.ts';
import { MY_INSTANCE_TYPES, renderMessage, type MyInstanceType } from '../../renderers/engine.ts';
import { instanceColumns } from './states.ts';
import '../../i18n/bpm.ts';

export function MyInstances() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const list = useCrudList<InstanceRow>({ load: (q) => processApi.mine({ ...q, type: (q.type as MyInstanceType | undefined) ?? 'start' }) });
  // The classification of the rows shown (the query they were read with), not of the switch while they load.
  const type = (list.query.type as MyInstanceType | undefined) ?? 'start';
  const [confirm, confirmHolder] = useConfirm();
  const label = (field: string) => t(`bpm.instance.${field}`);
  const when = (value: string | null) => (value ? new Date(value).toLocaleString() : '—');

  const columns = [
    ...instanceColumns(t),
    ...(type === 'participate' ? [{ title: t('bpm.task.fromUserName'), dataIndex: 'startUserName' }] : []),
    { title: label('startTime'), dataIndex: 'startTimeString', render: when },
    { title: label('duration'), dataIndex: 'durationString' },
    {
      title: t('crud.actions'), key: 'actions',
      render: (_: unknown, row: InstanceRow) => (
        <RowActions>
          <RowButton data-testid={`mine-open-${row.id}`} onClick={() => navigate(`/flow/instance/${row.id}`)}>{label('open')}</RowButton>
          {type === 'start' && row.processInstanceState !== 'COMPLETED' && (
            <RowButton danger data-testid={`mine-delete-${row.id}`} onClick={() => confirm(renderMessage(BPM_MESSAGES.confirmDeleteInstance, currentLanguage()), async () => {
              await runAction(() => processApi.remove(row.id));
              await list.reload();
            })}>{t('crud.delete')}</RowButton>
          )}
        </RowActions>
      ),
    },
  ];

  return (
    <>
      <Segmented<MyInstanceType>
        data-testid="bpm-mine-type"
        value={type}
        options={MY_INSTANCE_TYPES.map((value) => ({ value, label: label(`mine.${value}`) }))}
        onChange={(value) => void list.search({ type: value })}
        style={{ marginBottom: 12 }}
      />
      <CrudTable<InstanceRow> list={list} columns={columns} cards selectable={false} />
      {confirmHolder}
    </>
  );
}
