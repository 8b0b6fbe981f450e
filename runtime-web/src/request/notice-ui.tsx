// The antd side of notices: notifications by level and the login-expired modal, themed like the console.
import { ConfigProvider, Modal, notification } from 'antd';
import { AntdScope } from '../components/AntdScope.tsx';
import type { NoticeLevel } from './notices.ts';

ConfigProvider.config({ holderRender: (children) => <AntdScope>{children}</AntdScope> });

export function showNotification(level: NoticeLevel, title: string | undefined, text: string, duration: number, key?: string): void {
  notification[level]({
    ...(key ? { key } : {}),
    title: title ?? text,
    description: title ? text : undefined,
    duration: duration === 0 ? false : duration,
    placement: 'topRight',
  });
}

export function closeNotification(key: string): void {
  notification.destroy(key);
}

export interface LoginExpiredOptions {
  title: string;
  content: string;
  okText: string;
  onOk: () => Promise<void>;
}

export function showLoginExpired(options: LoginExpiredOptions): void {
  Modal.error({
    title: options.title,
    content: options.content,
    okText: options.okText,
    mask: { closable: false },
    keyboard: false,
    onOk: options.onOk,
    okButtonProps: { id: 'login-expired-ok' },
  });
}

export interface LeaveOptions {
  title: string;
  content: string;
  okText: string;
  cancelText: string;
}

/** Asks whether to leave a form's unsaved input: true for leave, false for stay. */
export function askToLeave(options: LeaveOptions): Promise<boolean> {
  return new Promise((resolve) => {
    Modal.confirm({
      title: options.title,
      content: <span data-testid="unsaved-leave-text">{options.content}</span>,
      okText: options.okText,
      cancelText: options.cancelText,
      okButtonProps: { danger: true, id: 'unsaved-leave' },
      cancelButtonProps: { id: 'unsaved-stay' },
      onOk: () => resolve(true),
      onCancel: () => resolve(false),
    });
  });
}
