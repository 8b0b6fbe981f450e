// Buttons of list screens: permission-checked buttons, confirm-delete links, batch actions on the selection.
import { MoreOutlined } from '@ant-design/icons';
import { Button, Modal, Popconfirm, Popover, Space, type ButtonProps } from 'antd';
import { createContext, useContext, useState, type MouseEvent, type ReactElement, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { HasPermission } from '../../permission/HasPermission.tsx';
import { usePermission } from '../../permission/usePermission.ts';
import { useIsMobile } from '../../store/device.ts';
import { runAction, warnSelectRecord } from './notices.ts';
import type { CrudList } from './useCrudList.ts';
import './locale.ts';

/** A button behind a button permission (spec §6): removed, disabled (type 2) or shown. */
export function PermButton({ perm, ...props }: ButtonProps & { perm?: string }) {
  const button = <Button {...props} />;
  return perm ? <HasPermission action={perm}>{button}</HasPermission> : button;
}

/** A small link-style button for a table row. */
export function RowButton(props: ButtonProps & { perm?: string }) {
  return <PermButton type="link" size="small" style={{ paddingInline: 4 }} {...props} />;
}

/** Row actions drawn where there is room for them side by side (a card's foot), never folded into a menu. */
const Inline = createContext(false);
export function RowActionsInline({ children }: { children: ReactNode }) {
  return <Inline.Provider value>{children}</Inline.Provider>;
}

/**
 * A row's buttons side by side; on a phone one "⋯" button (in the action column, pinned right by CrudTable) opening
 * them one under the other, so every action is in reach of a thumb whatever the table's width (#42 item 4).
 */
export function RowActions({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const phone = useIsMobile();
  const inline = useContext(Inline);
  const [open, setOpen] = useState(false);
  if (!phone || inline) {
    return (
      <Space size={inline ? 4 : 0} wrap={inline}>
        {children}
      </Space>
    );
  }
  // A tap on an action closes the menu, except Delete: its confirmation hangs on it (and closes the menu when answered).
  const tapped = (e: MouseEvent) => {
    if (!(e.target as Element).closest('.ant-btn-dangerous')) setOpen(false);
  };
  return (
    <Popover trigger="click" placement="bottomRight" open={open} onOpenChange={setOpen} destroyOnHidden
      content={<div data-testid="row-actions-menu" className="yc-row-actions-menu" onClick={tapped}>{children}</div>}>
      <Button type="text" icon={<MoreOutlined />} aria-label={t('crud.actions')} title={t('crud.actions')} data-testid="row-actions" />
    </Popover>
  );
}

export interface DeleteButtonProps {
  perm?: string;
  onDelete(): Promise<unknown>;
  /** After the deletion, e.g. reload. */
  onDone?: () => unknown;
  children?: ReactNode;
  testId?: string;
}

/** Row delete: 'Are you sure to delete the record?', then 'Operation is successful'. */
export function DeleteButton({ perm, onDelete, onDone, children, testId }: DeleteButtonProps) {
  const { t } = useTranslation();
  const decision = usePermission(perm ?? '');
  if (decision === 'hide') return null;
  const button = (
    <Button type="link" size="small" danger style={{ paddingInline: 4 }} data-testid={testId} disabled={decision === 'disabled'}>
      {children ?? t('crud.delete')}
    </Button>
  );
  if (decision === 'disabled') return button;
  return (
    <Popconfirm title={t('crud.confirmDelete')} onConfirm={() => runAction(onDelete, onDone)} okButtonProps={{ 'data-testid': 'confirm-ok' }}>
      {button}
    </Popconfirm>
  );
}

export interface BatchButtonProps<T> extends Omit<ButtonProps, 'onClick'> {
  list: CrudList<T>;
  perm?: string;
  /** Runs on the selected keys (and rows). */
  onRun(keys: string[], rows: T[]): Promise<unknown>;
  /** A question asked first; true asks 'Are you sure to delete the record?'. */
  confirm?: string | boolean;
}

/**
 * A confirmation before an action: `confirm(question, action)`; render `holder` once in the component.
 * `true` as the question asks 'Are you sure to delete the record?'.
 */
export function useConfirm(): [(question: ReactNode | true, action: () => Promise<unknown>) => void, ReactElement] {
  const { t } = useTranslation();
  const [modal, holder] = Modal.useModal();
  const confirm = (question: ReactNode | true, action: () => Promise<unknown>) =>
    void modal.confirm({
      title: t('crud.confirmTitle'),
      content: question === true ? t('crud.confirmDelete') : question,
      onOk: action,
      okButtonProps: { 'data-testid': 'confirm-ok' },
    });
  return [confirm, holder];
}

/** An action on the selected rows: 'Please select a record' when none is selected; reloads afterwards. */
export function BatchButton<T>({ list, perm, onRun, confirm, ...props }: BatchButtonProps<T>) {
  const [ask, holder] = useConfirm();
  const run = () => {
    const keys = list.selectedKeys;
    if (keys.length === 0) {
      warnSelectRecord();
      return;
    }
    const action = () => runAction(() => onRun(keys, list.selectedRows), list.reload);
    if (!confirm) {
      void action();
      return;
    }
    ask(confirm, action);
  };
  return (
    <>
      <PermButton perm={perm} onClick={run} {...props} />
      {holder}
    </>
  );
}
