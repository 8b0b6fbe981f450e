// The CRUD kit's notices, through the request layer's notifier (durations of spec §8).
import { i18n } from '../../i18n/language.ts';
import { ApiError } from '../../request/http.ts';
import { notify } from '../../request/report.ts';
import './locale.ts';

/** 'Operation is successful' (1.5 s), or what the operation did in the caller's words. */
export function notifySuccess(text?: string): void {
  notify('success', text ?? i18n.t('msg.operationSuccess'));
}

/** 'Please select a record' (warning, 3 s). */
export function warnSelectRecord(): void {
  notify('warning', i18n.t('crud.selectRecord'));
}

/**
 * Runs a change; on success tells the user and runs `after` (typically a reload). A failure was already
 * reported by the request layer: resolves false.
 */
export async function runAction(action: () => Promise<unknown>, after?: () => unknown): Promise<boolean> {
  try {
    await action();
  } catch (error) {
    if (error instanceof ApiError) return false;
    throw error;
  }
  notifySuccess();
  await after?.();
  return true;
}
