// Approvals on records in a list page: the process the page's form is bound to (one the user may start), each
// record's approval status as a tag (engine APPROVAL_STATUSES, in the reader's language), "Submit for approval" on a
// saved record (a draft, or one rejected or withdrawn) and on a new one (the process's start page with the form,
// saving the record through this page and starting in one go).
import { Tag } from 'antd';
import { useEffect, useState } from 'react';
import { APPROVAL_STATUS_FIELD, APPROVAL_STATUS_LABELS, SUBMITTABLE_STATUSES, approvalStatusOf, type ApprovalStatus } from '@yc/engine/bpm/approval';
import { processApi, type StartableTemplate } from '../../api/bpm.ts';
import { runAction } from '../../components/crud/index.ts';
import { currentLanguage, registerTexts } from '../../i18n/language.ts';
import { session } from '../../store/session.ts';

registerTexts({
  zh_CN: {
    'bpm.record.status': '审批状态',
    'bpm.record.submit': '提交审批',
    'bpm.record.submitNew': '新增并提交审批',
    'bpm.flow.withdraw': '撤回',
    'bpm.flow.urge': '催办',
    'bpm.flow.urged': '已催办',
    'bpm.flow.print': '打印',
    'bpm.flow.printTitle': '审批单',
    'bpm.pass.withdraw': '撤回',
    'bpm.task.urged': '被催办',
    'bpm.flow.step': '环节',
    'bpm.flow.action': '操作',
    'bpm.flow.handler': '处理人',
    'bpm.flow.passTime': '时间',
  },
  en_US: {
    'bpm.record.status': 'Approval status',
    'bpm.record.submit': 'Submit for approval',
    'bpm.record.submitNew': 'New and submit for approval',
    'bpm.flow.withdraw': 'Withdraw',
    'bpm.flow.urge': 'Urge',
    'bpm.flow.urged': 'The handlers have been urged',
    'bpm.flow.print': 'Print',
    'bpm.flow.printTitle': 'Approval form',
    'bpm.pass.withdraw': 'Withdrawn',
    'bpm.task.urged': 'Urged',
    'bpm.flow.step': 'Step',
    'bpm.flow.action': 'Action',
    'bpm.flow.handler': 'Handler',
    'bpm.flow.passTime': 'Time',
  },
});

const STATUS_COLORS: Record<ApprovalStatus, string> = {
  draft: 'default', inApproval: 'processing', approved: 'success', rejected: 'error', withdrawn: 'warning',
};

export { APPROVAL_STATUS_FIELD };

/** A record's approval status, as a tag in the reader's language. */
export function ApprovalStatusTag({ value }: { value: unknown }) {
  const status = approvalStatusOf(typeof value === 'string' ? value : null);
  const lang = currentLanguage() === 'en_US' ? 'en_US' : 'zh_CN';
  return <Tag color={STATUS_COLORS[status]} data-testid="approval-status" data-status={status}>{APPROVAL_STATUS_LABELS[status][lang]}</Tag>;
}

/** Whether a record may be submitted (again). */
export const submittable = (row: Record<string, unknown>) =>
  SUBMITTABLE_STATUSES.includes(approvalStatusOf(typeof row[APPROVAL_STATUS_FIELD] === 'string' ? (row[APPROVAL_STATUS_FIELD] as string) : null));

/** The processes the signed-in user may start, asked once per session (token): another user signing in asks again. */
let startable: { token: string | undefined; templates: Promise<StartableTemplate[]> } | undefined;

function startableTemplates(): Promise<StartableTemplate[]> {
  const token = session.token();
  if (startable?.token !== token) {
    const templates = processApi.startable().catch(() => {
      startable = undefined;
      return [];
    });
    startable = { token, templates };
  }
  return startable!.templates;
}

/** The process the form is bound to that the user may start, or undefined. */
export function useBoundProcess(formCode: string | undefined): StartableTemplate | undefined {
  const [bound, setBound] = useState<StartableTemplate>();
  useEffect(() => {
    if (!formCode) return;
    let live = true;
    void startableTemplates().then((templates) => {
      if (live) setBound(templates.find((tpl) => tpl.formCode === formCode));
    });
    return () => {
      live = false;
    };
  }, [formCode]);
  return bound;
}

/** Submits a saved record of the page for approval; then the list reads again. */
export async function submitRecord(process: StartableTemplate, viewCode: string, row: Record<string, unknown>, title: string, done: () => void) {
  await runAction(() => processApi.start(process.key, title ? `${process.name} · ${title}` : process.name, {}, { viewCode, dataId: String(row.id) }), done);
}

/** The start page of the process for a new record saved through the page. */
export const newRecordPath = (process: StartableTemplate, viewCode: string) => `/flow/start/${encodeURIComponent(process.key)}?viewCode=${encodeURIComponent(viewCode)}`;

/** The title of the record as the list shows it: its first column's value. */
export const recordTitle = (row: Record<string, unknown>, firstColumn: string | undefined) => {
  const value = firstColumn ? row[firstColumn] : undefined;
  return value === null || value === undefined ? '' : String(value);
};
