// Shows notices to the user; the antd parts load on first use so the login page stays small.
import { LOGIN_EXPIRED_DELAY_MS, NOTICE_SECONDS } from '../config.ts';
import { i18n } from '../i18n/language.ts';
import { setLeaveQuestion } from '../renderers/form/dirty-form.ts';
import type { Notice, NoticeLevel } from './notices.ts';

const loadUi = () => import('./notice-ui.tsx');

/** The login-expired notice is up (or about to be): one at a time (the request layer also tells it once per session). */
let loginExpiredPending = false;

setLeaveQuestion(() =>
  loadUi().then((ui) =>
    ui.askToLeave({
      title: i18n.t('unsaved.leaveTitle'),
      content: i18n.t('unsaved.leaveText'),
      okText: i18n.t('unsaved.leave'),
      cancelText: i18n.t('unsaved.stay'),
    }),
  ),
);

/** Run by the Login button of the login-expired modal: installed by the shell (logout + reload). */
let onLoginExpiredConfirm: () => Promise<void> | void = () => window.location.reload();

export function setLoginExpiredHandler(handler: () => Promise<void> | void): void {
  onLoginExpiredConfirm = handler;
}

/** Texts starting with `m.` are message keys of the locale maps (spec §5). */
export function translateText(text: string): string {
  if (!text.startsWith('m.')) return text;
  if (i18n.exists(text)) return i18n.t(text);
  const bare = text.slice(2);
  return i18n.exists(bare) ? i18n.t(bare) : text;
}

/** Keys of keyed notices shown and not closed since. */
const keyedNotices = new Set<string>();

/** Shows a notice; one with a `key` replaces the notice of that key instead of stacking another. */
export function notify(level: NoticeLevel, text: string, title?: string, key?: string): void {
  const duration = NOTICE_SECONDS[level];
  if (key) keyedNotices.add(key);
  const keyed = key ? [key] : [];
  void loadUi().then((ui) => ui.showNotification(level, title ? translateText(title) : undefined, translateText(text), duration, ...keyed));
}

/** Closes the notice of that key, if it is on the screen. */
export function closeNotice(key: string): void {
  if (keyedNotices.delete(key)) void loadUi().then((ui) => ui.closeNotification(key));
}

function showLoginExpired(): void {
  if (loginExpiredPending) return;
  loginExpiredPending = true;
  setTimeout(() => {
    void loadUi().then((ui) =>
      ui.showLoginExpired({
        title: i18n.t('request.loginExpiredTitle'),
        content: i18n.t('msg.loginExpired'),
        okText: i18n.t('request.loginButton'),
        onOk: async () => {
          await onLoginExpiredConfirm();
          loginExpiredPending = false;
        },
      }),
    );
  }, LOGIN_EXPIRED_DELAY_MS);
}

export function reportNotice(notice: Notice): void {
  if (notice.kind === 'none') return;
  if (notice.kind === 'loginExpired') {
    showLoginExpired();
    return;
  }
  const text = notice.text ?? (notice.textKey ? i18n.t(notice.textKey) : '');
  notify(notice.level, text, notice.titleKey ? i18n.t(notice.titleKey) : undefined);
}
