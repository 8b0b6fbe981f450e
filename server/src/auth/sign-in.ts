// The end of every sign-in — password, phone code or single sign-on: the session token, the current department and
// the login log entry, and the answer the login page reads.
import { Type, type Static } from '@sinclair/typebox';
import type { Api } from '../plugin-types.ts';
import type { Database } from '../db/database.ts';
import { userDeparts } from '../identity/store/orgs.ts';
import { issueToken } from './session.ts';
import { loadUserInfo, UserInfoSchema } from './users.ts';
import { markSignIn } from './store/sign-in.ts';

export const LoginResultSchema = Type.Object({
  token: Type.String(), userInfo: UserInfoSchema, isFist: Type.Boolean(), isChange: Type.Boolean(),
  departs: Type.Array(Type.Object({ id: Type.String(), orgName: Type.String(), orgCode: Type.String(), orgType: Type.String() })),
  multiDepart: Type.Boolean(),
});

export interface SigningIn {
  id: string; tenant_id: number; username: string; pwd_initial: boolean; pwd_reset: boolean;
}

/** The end of every sign-in (password or phone code): the session, the current department, the login log entry. */
export async function signIn(
  app: Api, db: Database, user: SigningIn, ip: string, logLogin: (status: number, content: string) => Promise<unknown> | undefined,
): Promise<Static<typeof LoginResultSchema>> {
  const token = await issueToken(app, db, { userId: user.id, tenantId: user.tenant_id, username: user.username }, ip);
  const { userInfo, departs } = await db.inTenant(user.tenant_id, async (em) => {
    const departs = await userDeparts(em, user.id);
    // With one department there is nothing to choose: it becomes the current one; otherwise the last choice stays.
    const current = departs.length === 1 ? departs[0]!.id : (departs.find((d) => d.isCurrent)?.id ?? null);
    await markSignIn(em, user.id, current);
    return { userInfo: await loadUserInfo(em, user.id), departs };
  });
  await logLogin(200, 'Login');
  return {
    token, userInfo, isFist: user.pwd_initial, isChange: user.pwd_reset,
    departs: departs.map(({ id, orgName, orgCode, orgType }) => ({ id, orgName, orgCode, orgType })),
    multiDepart: departs.length > 1,
  };
}
