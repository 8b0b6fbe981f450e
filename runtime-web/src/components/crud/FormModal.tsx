// A modal form for add and edit: loads its initial values, validates, submits, tells the user, closes.
// Every opening gets a form of its own (a new form store): antd keeps a store's values across a remount and lets
// them win over new initial values, which showed the previous record in the next dialog.
import { Form, Modal, Spin, type FormInstance } from 'antd';
import { useCallback, useEffect, useRef, useState, type MutableRefObject, type ReactNode } from 'react';
import { ApiError } from '../../request/http.ts';
import { notifySuccess } from './notices.ts';

export interface FormModalState<R> {
  open: boolean;
  /** The record edited; undefined when adding. */
  record: R | undefined;
  /** Counts the openings: a fresh form each time. */
  serial: number;
  show(record?: R): void;
  close(): void;
}

export function useFormModal<R = undefined>(): FormModalState<R> {
  const [state, setState] = useState<{ open: boolean; record: R | undefined; serial: number }>({ open: false, record: undefined, serial: 0 });
  const show = useCallback((record?: R) => setState((s) => ({ open: true, record, serial: s.serial + 1 })), []);
  const close = useCallback(() => setState((s) => ({ ...s, open: false })), []);
  return { ...state, show, close };
}

type Values = Record<string, unknown>;

export interface FormModalProps<R, V extends Values> {
  state: FormModalState<R>;
  title: ReactNode;
  /** Initial values of the form (may load the record's details first). */
  initialValues?: (record: R | undefined) => Partial<V> | Promise<Partial<V>>;
  /** Saves; a rejection keeps the modal open (the request layer has told the user). */
  onSubmit(values: V, record: R | undefined): Promise<unknown>;
  /** After a successful save, e.g. reload the list. */
  onSaved?: () => unknown;
  /** The success notice's text when it says more than 'Operation is successful' (what was done, where it shows). */
  savedText?: (values: V) => string;
  width?: number;
  /** The form items; a function gets the form instance for dependent fields. */
  children: ReactNode | ((form: FormInstance<V>, record: R | undefined) => ReactNode);
  testId?: string;
  okText?: ReactNode;
}

/** The form of one opening: its own store, started from exactly the opening's initial values. */
function OpenedForm<R, V extends Values>(props: {
  formRef: MutableRefObject<FormInstance<V> | null>;
  values: Partial<V>;
  record: R | undefined;
  children: FormModalProps<R, V>['children'];
}) {
  const [form] = Form.useForm<V>();
  props.formRef.current = form;
  return (
    <Form<V> form={form} layout="vertical" initialValues={props.values} preserve={false} className="yc-form-modal">
      {typeof props.children === 'function' ? props.children(form, props.record) : props.children}
    </Form>
  );
}

export function FormModal<R, V extends Values>(props: FormModalProps<R, V>) {
  const { state, title, initialValues, onSubmit, onSaved, savedText, width = 640, children, testId, okText } = props;
  const formRef = useRef<FormInstance<V> | null>(null);
  const [initial, setInitial] = useState<{ serial: number; values: Partial<V> } | undefined>();
  const [submitting, setSubmitting] = useState(false);

  useEffect(() => {
    if (!state.open) return;
    let current = true;
    Promise.resolve(initialValues ? initialValues(state.record) : {}).then(
      (values) => current && setInitial({ serial: state.serial, values }),
      (error: unknown) => {
        if (!(error instanceof ApiError)) console.error(error);
        if (current) state.close();
      },
    );
    return () => {
      current = false;
    };
    // Loads once per opening.
  }, [state.open, state.serial]);

  const ready = state.open && initial?.serial === state.serial;

  const submit = async () => {
    const form = formRef.current;
    if (!form) return;
    let values: V;
    try {
      values = await form.validateFields();
    } catch {
      return;
    }
    setSubmitting(true);
    try {
      await onSubmit(values, state.record);
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      return;
    } finally {
      setSubmitting(false);
    }
    notifySuccess(savedText?.(values));
    state.close();
    await onSaved?.();
  };

  return (
    <Modal
      open={state.open}
      title={title}
      width={width}
      onCancel={state.close}
      onOk={() => void submit()}
      okText={okText}
      confirmLoading={submitting}
      okButtonProps={{ disabled: !ready, 'data-testid': 'form-modal-ok' }}
      destroyOnHidden
      data-testid={testId}
    >
      {ready ? (
        <OpenedForm<R, V> key={state.serial} formRef={formRef} values={initial.values} record={state.record}>
          {children}
        </OpenedForm>
      ) : (
        <div style={{ padding: 48, textAlign: 'center' }}>
          <Spin />
        </div>
      )}
    </Modal>
  );
}
