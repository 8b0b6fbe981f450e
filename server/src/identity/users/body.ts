// The user form on the wire: its JSON schema, the relations it names, and unique-index refusals in catalogue words.
import { Type, type Static, type TObject } from '@sinclair/typebox';
import { OneOf, platformMessage, type Message } from '@yc/engine';
import { Nullable } from '../../wire/responses.ts';
import { idList, nullableStr, optionalExcept, str, version } from '../../wire/requests.ts';
import { refusingDuplicates } from '../sql.ts';
import { parseIds } from '../wire.ts';
import type { UserRelations } from './rules.ts';

export const USER_BODY_PROPERTIES = {
  username: Type.String({ minLength: 1, maxLength: 100, pattern: '^\\S+$' }),
  realname: Type.String({ minLength: 1, maxLength: 100 }),
  password: str(2000), confirmPassword: str(2000),
  email: nullableStr(200), phone: nullableStr(20), telephone: nullableStr(50), workNo: nullableStr(50),
  userNum: nullableStr(50), userSecret: nullableStr(50), avatar: nullableStr(1000),
  birthday: Nullable(Type.String({ pattern: '^(\\d{4}-\\d{2}-\\d{2})?$' })),
  sex: Nullable(Type.Integer({ minimum: 0, maximum: 2 })),
  userOrder: Type.Integer(), isRealUser: Type.Boolean(),
  status: OneOf([1, 2]),
  selectedRole: idList, selectedJob: idList, selectedDeparts: idList,
  mainDepartId: nullableStr(36),
  version,
};
/** The user form's fields as an edit sends them: any of them. */
export const USER_EDIT_PROPERTIES = optionalExcept(USER_BODY_PROPERTIES);
export type UserBody = Static<TObject<typeof USER_EDIT_PROPERTIES>>;

export function relationsOf(body: UserBody): UserRelations {
  const list = (value: string | string[] | undefined) => (value === undefined ? undefined : parseIds(value));
  const main = body.mainDepartId ? parseIds(body.mainDepartId)[0] : body.mainDepartId;
  return { roleIds: list(body.selectedRole), jobIds: list(body.selectedJob), departIds: list(body.selectedDeparts), mainDepartId: main };
}

const UNIQUE_MESSAGES: Record<string, Message> = {
  sys_user_username_uq: platformMessage('accountExists'),
  sys_user_email_uq: platformMessage('mailboxExists'),
  sys_user_phone_uq: platformMessage('phoneExists'),
  sys_user_work_no_uq: platformMessage('workNoExists'),
};

/** Runs the work; a unique index refusal (two saves racing past the checks) becomes its catalogue message. */
export const translateUniqueViolation = <T>(work: () => Promise<T>): Promise<T> =>
  refusingDuplicates(work, (constraint) => UNIQUE_MESSAGES[constraint] ?? platformMessage('codeRepeated'));
