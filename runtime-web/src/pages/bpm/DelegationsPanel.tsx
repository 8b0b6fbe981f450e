// Delegation settings: on My tasks (scope mine) the delegations a user gives or receives, a new one added — the bailee
// from the user picker, the processes (or all), the period (a week from now unless changed) — and one of theirs
// cancelled after the catalogue's question; on the Delegations console page (scope all) everyone's, cancelled by an
// administrator with the permission. The server checks every rule and answers with the catalogue's messages.
import { Checkbox, DatePicker, Form, Select, Space, Tag } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BPM_MESSAGES } from '@yc/engine/bpm/messages';
import { delegateApi, type DelegableProcess, type DelegationRow } from '../../api/delegation.ts';
import { CrudPage, CrudTable, FormModal, PermButton, QueryBar, RowActions, RowButton, runAction, useConfirm, useCrudList, useFormModal } from '../../components/crud/index.ts';
import { UserPicker } from '../../components/UserPicker.tsx';
import { PERMISSIONS } from '../../engine.ts';
import { currentLanguage } from '../../i18n/language.ts';
import { DELEGATION_STATES, renderMessage, type DelegationState } from '../../renderers/engine.ts';
import { requiredListRule, requiredRule } from '../system/shared/rules.ts';
import '../../i18n/bpm.ts';
import './delegation-texts.ts';

const STATE_COLORS: Record<DelegationState, string> = { pending: 'blue', active: 'green', expired: 'default', cancelled: 'red' };
const WEEK_DAYS = 7;

type Values = { delegateBailee?: string; allProcesses?: boolean; delegateResource?: string[]; period?: [Dayjs, Dayjs] };

export function DelegationsPanel({ scope }: { scope: 'mine' | 'all' }) {
  const { t } = useTranslation();
  const list = useCrudList<DelegationRow>({ load: (q) => delegateApi.list({ ...q, scope }) });
  const editor = useFormModal<undefined>();
  const [confirm, confirmHolder] = useConfirm();
  const [processes, setProcesses] = useState<DelegableProcess[]>([]);
  const label = (field: string) => t(`bpm.delegate.${field}`);
  const when = (value: string) => new Date(value).toLocaleString();
  const cancel = (row: DelegationRow) => confirm(renderMessage(BPM_MESSAGES.confirmCancelDelegate, currentLanguage()), async () => {
    await runAction(() => delegateApi.cancel(row.id));
    await list.reload();
  });

  const columns = [
    ...(scope === 'all' ? [{ title: label('delegator'), dataIndex: 'delegatorName' }] : []),
    {
      title: scope === 'all' ? label('delegateBailee') : `${label('delegator')} → ${label('delegateBailee')}`, key: 'who',
      render: (_: unknown, row: DelegationRow) => (scope === 'all' ? row.delegateBaileeName : `${row.delegatorName ?? row.delegator} → ${row.delegateBaileeName ?? row.delegateBailee}`),
    },
    {
      title: label('delegateResource'), key: 'resource',
      render: (_: unknown, row: DelegationRow) => (row.allProcesses ? <Tag color="purple">{label('allProcesses')}</Tag> : row.resourceNames.map((name) => <Tag key={name}>{name}</Tag>)),
    },
    { title: label('period'), key: 'period', render: (_: unknown, row: DelegationRow) => `${when(row.startTime)} ~ ${when(row.endTime)}` },
    { title: label('state'), dataIndex: 'state', render: (state: DelegationState) => <Tag color={STATE_COLORS[state]}>{label(`state.${state}`)}</Tag> },
    ...(scope === 'mine' ? [{ title: label('role'), dataIndex: 'role', render: (role: DelegationRow['role']) => label(`role.${role}`) }] : []),
    { title: label('taskCount'), dataIndex: 'taskCount' },
    {
      title: t('crud.actions'), key: 'actions',
      render: (_: unknown, row: DelegationRow) => row.state !== 'cancelled' && (row.role === 'delegator' || scope === 'all') && (
        <RowActions>
          <RowButton perm={row.role === 'delegator' ? undefined : PERMISSIONS.bpm.delegate.cancel} danger data-testid={`delegate-cancel-${row.id}`} onClick={() => cancel(row)}>
            {label('cancel')}
          </RowButton>
        </RowActions>
      ),
    },
  ];

  return (
    <CrudPage
      testId={`bpm-delegations-${scope}`}
      title={scope === 'all' ? label('all') : undefined}
      query={scope === 'all' && (
        <QueryBar
          fields={[
            { name: 'keyword', label: label('keyword') },
            { name: 'state', label: label('state'), options: DELEGATION_STATES.map((s) => ({ value: s, label: label(`state.${s}`) })) },
          ]}
          onSearch={list.search}
          onReset={list.reset}
        />
      )}
      toolbar={scope === 'mine' && (
        <PermButton type="primary" data-testid="delegate-add" onClick={async () => {
          setProcesses(await delegateApi.processes());
          editor.show();
        }}>{label('add')}</PermButton>
      )}
    >
      <CrudTable<DelegationRow> list={list} columns={columns} selectable={false} />
      {confirmHolder}
      <FormModal<undefined, Values>
        state={editor}
        testId="delegate-dialog"
        title={label('add')}
        initialValues={() => ({ allProcesses: false, period: [dayjs(), dayjs().add(WEEK_DAYS, 'day')] })}
        onSubmit={({ delegateBailee = '', allProcesses = false, delegateResource = [], period }) => delegateApi.add({
          delegateBailee, allProcesses, delegateResource: allProcesses ? [] : delegateResource,
          startTime: period![0].toISOString(), endTime: period![1].toISOString(),
        })}
        onSaved={list.reload}
      >
        {() => (
          <>
            <Form.Item name="delegateBailee" label={label('delegateBailee')} rules={[requiredRule(label('delegateBailee'))]}>
              <UserPicker data-testid="delegate-bailee" />
            </Form.Item>
            <Form.Item label={label('delegateResource')} required>
              <Space orientation="vertical" style={{ width: '100%' }}>
                <Form.Item name="allProcesses" valuePropName="checked" noStyle>
                  <Checkbox data-testid="delegate-all-processes">{label('allProcesses')}</Checkbox>
                </Form.Item>
                <Form.Item noStyle shouldUpdate={(before, after) => before.allProcesses !== after.allProcesses}>
                  {({ getFieldValue }) => !getFieldValue('allProcesses') && (
                    <Form.Item name="delegateResource" noStyle>
                      <Select
                        mode="multiple"
                        data-testid="delegate-processes"
                        options={processes.map((p) => ({ value: p.key, label: `${p.group} · ${p.name}` }))}
                        optionFilterProp="label"
                      />
                    </Form.Item>
                  )}
                </Form.Item>
              </Space>
            </Form.Item>
            <Form.Item name="period" label={label('period')} rules={[requiredListRule(label('period'))]}>
              <DatePicker.RangePicker showTime format="YYYY-MM-DD HH:mm" data-testid="delegate-period" style={{ width: '100%' }} />
            </Form.Item>
          </>
        )}
      </FormModal>
    </CrudPage>
  );
}
