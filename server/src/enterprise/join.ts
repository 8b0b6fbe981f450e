// General registration (issue #34 item 2, spec §2 `register`): a person joins an existing enterprise as a general
// (front) user, by the enterprise's invitation link (its token) or by its code when the enterprise lets anyone join,
// verified by an SMS code like enterprise registration. With approval on, the account waits (status pending) until
// the enterprise's administrator approves it (active) or refuses it (removed). One transaction: all or nothing.
import { randomBytes } from 'node:crypto';
import { findRulePattern, patternMessage, platformMessage, USER_STATUS, type GeneralRegistration } from '@yc/engine';
import type { ServerConfig } from '../config.ts';
import type { Database } from '../db/database.ts';
import { asEnterpriseIn, createAccountIfMissing } from '../install/enterprise.ts';
import { checkPasswordPair } from '../identity/users/rules.ts';
import { checkPhone } from '../auth/phone-login.ts';
import { badRequest } from '../wire/envelope.ts';
import { consumeSmsCode } from './sms.ts';
import { joinableByCode, joinableByToken, joinSettingsRow, updateJoinSettings, type Joinable } from './store/tenants.ts';
import { mailboxTaken, phoneTaken } from './store/accounts.ts';

const EMAIL = findRulePattern('email')!;
/** What a joining person gets: the general (front) role only. */
const JOIN_ROLES = ['general'] as const;

/** The enterprise a registration names: by invitation token always, by code only when it lets anyone join. */
async function joinableEnterprise(db: Database, r: GeneralRegistration): Promise<Joinable> {
  const token = r.inviteToken?.trim();
  const row = token ? await joinableByToken(db, token) : await joinableByCode(db, r.enterpriseCode?.trim() ?? '');
  if (!row) throw badRequest(platformMessage('joinRefused'));
  return row;
}

export async function joinEnterprise(db: Database, config: ServerConfig, r: GeneralRegistration): Promise<{ username: string; pending: boolean }> {
  if (!r.username.trim() || !r.realname.trim()) throw badRequest(platformMessage('badRequest'));
  const phone = checkPhone(r.phone);
  const email = r.email?.trim() || undefined;
  if (email && !new RegExp(EMAIL.source).test(email)) throw badRequest(patternMessage('email'));
  checkPasswordPair(r.password, r.confirmPassword);
  const enterprise = await joinableEnterprise(db, r);
  const status = enterprise.join_approval ? USER_STATUS.pending : USER_STATUS.normal;
  const account = { username: r.username.trim(), realname: r.realname.trim(), roles: JOIN_ROLES, password: r.password, phone, email, status };
  await db.asSystem(async (em) => {
    if (email && (await mailboxTaken(em, email))) throw badRequest(platformMessage('mailboxExists'));
    if (await phoneTaken(em, phone)) throw badRequest(platformMessage('phoneExists'));
    if (!(await consumeSmsCode(em, phone, 'join', r.smsCode))) throw badRequest(platformMessage('smsCodeInvalid'));
    await asEnterpriseIn(em, config.appRole, enterprise.id, async () => {
      if (!(await createAccountIfMissing(em, account))) throw badRequest(platformMessage('accountExists'));
    });
  });
  return { username: account.username, pending: status === USER_STATUS.pending };
}

/** An enterprise's own joining settings (its administrator's): by code, approval, and the invitation link's token. */
export interface JoinSettings {
  joinByCode: boolean;
  joinApproval: boolean;
  inviteToken: string | null;
}

export async function joinSettings(db: Database, tenantId: number): Promise<JoinSettings & { enterpriseCode: string }> {
  const row = await joinSettingsRow(db, tenantId);
  return { enterpriseCode: row!.code, joinByCode: row!.join_by_code, joinApproval: row!.join_approval, inviteToken: row!.invite_token };
}

/** Saves the switches; `newInvitation` makes a new invitation token (the old link stops working), `false` removes it. */
export async function saveJoinSettings(
  db: Database, tenantId: number, settings: { joinByCode: boolean; joinApproval: boolean; newInvitation?: boolean },
): Promise<void> {
  const token = settings.newInvitation === undefined ? undefined : settings.newInvitation ? randomBytes(24).toString('base64url') : null;
  await db.asSystem((em) => updateJoinSettings(em, tenantId, settings, token));
}
