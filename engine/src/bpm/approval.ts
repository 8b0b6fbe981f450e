// Approvals on records: where the record a process is about stands (its approval status), defined once for the server
// (which sets it in the transaction of each step), the list (its status column, in the reader's language) and the docs.

/** draft: saved, never submitted (or no process); inApproval: a process runs for it; approved / rejected: the process
 * ended that way (rejected: sent back to its initiator, who may resubmit or withdraw); withdrawn: its initiator took it
 * back before anyone acted. */
export const APPROVAL_STATUSES = ['draft', 'inApproval', 'approved', 'rejected', 'withdrawn'] as const;
export type ApprovalStatus = (typeof APPROVAL_STATUSES)[number];

/** The name of the approval status among a record's values (list rows, the record read): a platform field, never stored by a form. */
export const APPROVAL_STATUS_FIELD = 'bpm_status';

export const APPROVAL_STATUS_LABELS: Readonly<Record<ApprovalStatus, { en_US: string; zh_CN: string }>> = {
  draft: { en_US: 'Draft', zh_CN: '草稿' },
  inApproval: { en_US: 'In approval', zh_CN: '审批中' },
  approved: { en_US: 'Approved', zh_CN: '已通过' },
  rejected: { en_US: 'Rejected', zh_CN: '已驳回' },
  withdrawn: { en_US: 'Withdrawn', zh_CN: '已撤回' },
};

/** A record may be submitted (again) when no process runs for it and none approved it. */
export const SUBMITTABLE_STATUSES: readonly ApprovalStatus[] = ['draft', 'rejected', 'withdrawn'];

/** The status of a record from its latest process's (none: a draft). */
export const approvalStatusOf = (latest: string | null | undefined): ApprovalStatus =>
  (APPROVAL_STATUSES as readonly string[]).includes(latest ?? '') ? (latest as ApprovalStatus) : 'draft';
