// A declarative account form: registration pages and the change of password differ only in fields.
import { Button, Form, Input } from 'antd';
import type { FormRule } from 'antd';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ApiError } from '../../request/http.ts';
import { notify } from '../../request/report.ts';
import { phoneRules, requiredRule, samePasswordRule, strongPasswordRule } from './rules.ts';

/** secret: masked without the strength rule (an old password). */
export type FieldKind = 'text' | 'secret' | 'password' | 'confirm' | 'phone' | 'email';

export interface FieldSpec {
  name: string;
  labelKey: string;
  kind: FieldKind;
  /** For a confirmation: the password field it repeats. */
  repeats?: string;
  /** Optional fields skip the required rule. */
  optional?: boolean;
}

function rulesFor(field: FieldSpec, label: string, t: (key: string) => string): FormRule[] {
  const required = field.optional ? [] : [requiredRule(label)];
  switch (field.kind) {
    case 'phone':
      return phoneRules();
    case 'email':
      return [...required, { type: 'email', message: t('register.emailInvalid') }];
    case 'password':
      return [...required, strongPasswordRule];
    case 'confirm':
      return [...required, samePasswordRule(field.repeats ?? 'password')];
    default:
      return required;
  }
}

export interface AccountFormProps {
  titleKey: string;
  fields: FieldSpec[];
  submitKey: string;
  /** Resolves when the server accepted the form. */
  onSubmit: (values: Record<string, string>) => Promise<void>;
  /** Under the form: a link to login (default), nothing, or a node of the page's own (e.g. a way back). */
  footer?: 'login-link' | 'none' | ReactNode;
}

export function AccountForm({ titleKey, fields, submitKey, onSubmit, footer = 'login-link' }: AccountFormProps) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const finish = async (values: Record<string, string>) => {
    setBusy(true);
    try {
      await onSubmit(values);
    } catch (error) {
      const notFound = error instanceof ApiError && error.status === 404;
      notify('error', notFound ? t('common.notSupported') : (error as Error).message || t('msg.operationFailure'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <h1 className="yc-account-title">{t(titleKey)}</h1>
      <Form layout="vertical" onFinish={(v: Record<string, string>) => void finish(v)} requiredMark={false}>
        {fields.map((field) => {
          const label = t(field.labelKey);
          const secret = field.kind === 'password' || field.kind === 'confirm' || field.kind === 'secret';
          return (
            <Form.Item
              key={field.name}
              name={field.name}
              label={label}
              rules={rulesFor(field, label, t)}
              dependencies={field.kind === 'confirm' ? [field.repeats ?? 'password'] : undefined}
              extra={field.kind === 'password' ? t('register.passwordRule') : undefined}
            >
              {secret ? <Input.Password autoComplete={field.kind === 'secret' ? 'current-password' : 'new-password'} /> : <Input autoComplete="off" />}
            </Form.Item>
          );
        })}
        <Form.Item>
          <Button type="primary" htmlType="submit" size="large" block loading={busy}>
            {t(submitKey)}
          </Button>
        </Form.Item>
      </Form>
      {footer === 'login-link' ? <Link to="/index/login">{t('register.haveAccount')}</Link> : footer === 'none' ? null : footer}
    </>
  );
}
