// Form rules of the system screens (spec §5): the account rules of the shell plus codes, phone and mailbox.
import type { FormRule } from 'antd';
import { i18n } from '../../../i18n/language.ts';
import { ApiError } from '../../../request/http.ts';
import { containsChinese, findRulePattern } from './vocab.ts';

export { requiredListRule, requiredRule, samePasswordRule, strongPasswordRule } from '../../user/rules.ts';

const PHONE = findRulePattern('phone')!;
const EMAIL = findRulePattern('email')!;

/** Role, page, form … codes must not contain Chinese characters. */
export const noChineseRule: FormRule = {
  validator: (_rule, value: unknown) =>
    containsChinese(value) ? Promise.reject(new Error(i18n.t('sys.noChineseCode'))) : Promise.resolve(),
};

export const isPhone = (value: string) => new RegExp(PHONE.source).test(value);
export const isEmail = (value: string) => new RegExp(EMAIL.source).test(value);

/** Mobile numbers: 'phone number is incorrect'. */
export const phoneRule = (): FormRule => ({ pattern: new RegExp(PHONE.source), message: i18n.t('msg.phoneInvalid') });

export const emailRule = (): FormRule => ({ pattern: new RegExp(EMAIL.source), message: i18n.t('register.emailInvalid') });

/**
 * A server-side uniqueness check (checkOnlyUser, checkRoleCode): the refusal's message ('Account already exists',
 * …) becomes the field's error. Network failures do not block the form: the save is checked again anyway.
 */
export const uniqueRule = (check: (value: string) => Promise<unknown>, applies: (value: string) => boolean = () => true): FormRule => ({
  validateTrigger: 'onBlur',
  validator: async (_rule, value: unknown) => {
    // A value another rule already refuses (wrong format) is not sent.
    if (typeof value !== 'string' || value.trim() === '' || !applies(value.trim())) return;
    try {
      await check(value.trim());
    } catch (error) {
      if (error instanceof ApiError && error.status >= 400 && error.status < 500) {
        throw new Error(error.message, { cause: error });
      }
    }
  },
});
