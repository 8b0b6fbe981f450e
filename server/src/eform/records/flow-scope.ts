// flowScope: which records a page bound to a process lists, by their process state — noLimit (all records), all
// (records some process was started for), my (records whose process the caller started), myTask (records with an
// open to-do task of the caller's). The condition joins every list, read, update and delete of the page; it and the
// approval status column are SQL, in eform/store/records/flow-scope.ts.
import { APPROVAL_STATUS_FIELD, approvalStatusOf } from '@yc/engine/bpm';

/** The rows with their approval status (`bpm_status`, a draft when none was started) where `statuses` has one. */
export function withApprovalStatus<T extends object>(rows: T[], statuses: readonly (string | null | undefined)[]): T[] {
  return rows.map((row, i) => (statuses[i] == null ? row : { ...row, [APPROVAL_STATUS_FIELD]: approvalStatusOf(statuses[i]) }));
}
