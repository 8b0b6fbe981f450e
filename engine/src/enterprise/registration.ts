// Registration and SMS rules (issue #34), written once: the console checks them for feedback, the server for truth.
// The fields of each call, the enterprise code's pattern, the SMS code's form and what each smsmode asks a code for.

/** An enterprise code: 2 to 32 letters, digits or underscores, starting with a letter (MESSAGES.enterpriseCodeInvalid). */
export const ENTERPRISE_CODE_PATTERN = /^[A-Za-z][A-Za-z0-9_]{1,31}$/;

/** The digits of an SMS verification code. */
export const SMS_CODE_LENGTH = 6;
export const SMS_CODE_PATTERN = /^\d{6}$/;

/** What a code is for: it is spent only by the call of its purpose. */
export const SMS_PURPOSES = ['login', 'register', 'join', 'reset'] as const;
export type SmsPurpose = (typeof SMS_PURPOSES)[number];

/** The send call's smsmode (spec §7's SMS captcha call): '0' signs in, '1' registers an enterprise, '2' joins one, '3' resets a password. */
export const SMS_MODES = { '0': 'login', '1': 'register', '2': 'join', '3': 'reset' } as const satisfies Record<string, SmsPurpose>;
export type SmsMode = keyof typeof SMS_MODES;

/** The account a registration makes: its name, person, phone (verified by smsCode), optional mailbox and password. */
export interface RegisteringAccount {
  username: string;
  realname: string;
  phone: string;
  email?: string;
  password: string;
  confirmPassword: string;
  smsCode: string;
}

/** The body of POST /api/enterpriseRegister/add. */
export interface EnterpriseRegistration extends RegisteringAccount {
  enterpriseName: string;
  enterpriseCode: string;
  captcha?: string;
  checkKey?: string;
  inviteCode?: string;
}

/** The body of POST /api/system/user/register: joining an enterprise by its code or by an invitation link's token. */
export interface GeneralRegistration extends RegisteringAccount {
  enterpriseCode?: string;
  inviteToken?: string;
}

/** Whether a general registration names its enterprise one way or the other. */
export const namesEnterprise = (r: Pick<GeneralRegistration, 'enterpriseCode' | 'inviteToken'>): boolean =>
  Boolean(r.enterpriseCode?.trim() || r.inviteToken?.trim());
