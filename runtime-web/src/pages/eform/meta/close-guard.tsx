// Closing a designer with unsaved changes asks first (the designers report them through onDirtyChange); the work is not
// lost either way: the designer has kept it as a draft, offered when it opens again. A drawer that asks other questions
// too (the process designer's publish) hands its own modal API, so that it renders one holder: antd keys every holder
// 'modal-holder', and two of them side by side confuse React (a confirmation then stays open after it is done).
import { useRef, type ReactNode } from 'react';
import { Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import '../../../i18n/eform.ts';

/** The modal API of antd's Modal.useModal. */
export type ModalApi = ReturnType<typeof Modal.useModal>[0];

export interface CloseGuard {
  /** Hand to the designer as its onDirtyChange. */
  onDirtyChange(dirty: boolean): void;
  /** Closes at once when nothing is unsaved; asks first otherwise. */
  close(onClose: () => void): void;
  /** The prompt's holder, to render once (none when the caller's modal API was handed: its holder serves). */
  holder: ReactNode;
}

export function useCloseGuard(shared?: ModalApi): CloseGuard {
  const { t } = useTranslation();
  const [own, ownHolder] = Modal.useModal();
  const modal = shared ?? own;
  const holder = shared ? null : ownHolder;
  const dirty = useRef(false);
  return {
    onDirtyChange: (next) => {
      dirty.current = next;
    },
    close: (onClose) => {
      if (!dirty.current) return onClose();
      void modal.confirm({
        title: t('meta.design.leaveTitle'),
        content: <span data-testid="designer-leave-text">{t('meta.design.leaveText')}</span>,
        okText: t('meta.design.leave'),
        cancelText: t('meta.design.stay'),
        okButtonProps: { danger: true, 'data-testid': 'designer-leave' },
        cancelButtonProps: { 'data-testid': 'designer-stay' },
        onOk: () => {
          dirty.current = false;
          onClose();
        },
      });
    },
    holder,
  };
}
