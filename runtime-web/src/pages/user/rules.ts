// Form rules of spec §5 shared by the login, registration and change-of-password pages.
import type { FormRule } from 'antd';
import { isStrongPassword } from '../../engine.ts';
import { i18n } from '../../i18n/language.ts';
import { PHONE_PATTERN } from './validation.ts';

export const requiredRule = (field: string): FormRule => ({
  required: true,
  whitespace: true,
  message: i18n.t('common.required', { field }),
});

/** A choice of several values (a tags select): at least one. */
export const requiredListRule = (field: string): FormRule => ({ required: true, type: 'array', min: 1, message: i18n.t('common.required', { field }) });

export const strongPasswordRule: FormRule = {
  validator: (_rule, value: string | undefined) =>
    !value || isStrongPassword(value) ? Promise.resolve() : Promise.reject(new Error(i18n.t('msg.passwordWeak'))),
};

/** The confirmation must equal the field `passwordField`. */
export const samePasswordRule =
  (passwordField: string): FormRule =>
  ({ getFieldValue }) => ({
    validator: (_rule, value: string | undefined) =>
      !value || value === getFieldValue(passwordField)
        ? Promise.resolve()
        : Promise.reject(new Error(i18n.t('msg.passwordsInconsistent'))),
  });

export const phoneRules = (): FormRule[] => [
  requiredRule(i18n.t('register.mobile')),
  { pattern: PHONE_PATTERN, message: i18n.t('msg.phoneInvalid') },
];
