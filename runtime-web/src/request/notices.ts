// What the user is told about a failed call (spec §8): a pure mapping from status to notice.
export type NoticeLevel = 'error' | 'warning' | 'success' | 'info';

export type Notice =
  | { kind: 'none' }
  | { kind: 'loginExpired' }
  | { kind: 'notify'; level: NoticeLevel; titleKey?: string; textKey?: string; text?: string };

/** i18n keys of the catalogue messages the request layer shows. */
export const NOTICE_KEYS = {
  systemHint: 'request.systemHint',
  accessDenied: 'msg.accessDenied',
  notFound: 'msg.notFound',
  networkTimeout: 'msg.networkTimeout',
  unauthorized: 'msg.unauthorized',
  serverError: 'msg.serverError',
} as const;

/** Status 0 stands for a call that never got an answer (time-out or network failure). */
export function noticeForStatus(status: number, serverMessage: string | undefined, hasToken: boolean): Notice {
  switch (status) {
    case 401:
      return hasToken ? { kind: 'loginExpired' } : { kind: 'notify', level: 'error', textKey: NOTICE_KEYS.unauthorized };
    case 403:
      return { kind: 'notify', level: 'error', titleKey: NOTICE_KEYS.systemHint, textKey: NOTICE_KEYS.accessDenied };
    case 404:
      return { kind: 'notify', level: 'error', titleKey: NOTICE_KEYS.systemHint, textKey: NOTICE_KEYS.notFound };
    case 0:
    case 504:
      return { kind: 'notify', level: 'error', titleKey: NOTICE_KEYS.systemHint, textKey: NOTICE_KEYS.networkTimeout };
    case 500:
      return { kind: 'none' };
    default:
      return serverMessage
        ? { kind: 'notify', level: 'error', titleKey: NOTICE_KEYS.systemHint, text: serverMessage }
        : { kind: 'notify', level: 'error', titleKey: NOTICE_KEYS.systemHint, textKey: NOTICE_KEYS.serverError };
  }
}
