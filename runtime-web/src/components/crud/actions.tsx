// Buttons of list screens: permission-checked buttons, confirm-delete links, batch actions on the selection.
import { Button, Modal, Popconfirm, Space, type ButtonProps } from 'antd';
import type { ReactElement, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { HasPermission } from '../../permission/HasPermission.tsx';
import { usePermission } from '../../permission/usePermission.ts';
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

export function RowActions({ children }: { children: ReactNode }) {
  return (
    <Space size={0} wrap={false}>
      {children}
    </Space>
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
