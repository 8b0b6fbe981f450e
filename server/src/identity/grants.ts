// How roles reach a user: the one definition of "the roles that count" and "the items they grant", used by
// route access, the menu builder, user info and data rules.
//
// A global role (org_id null) counts for everyone it is given to. A department role counts only while the
// user is a member of its department, and grants only the items the department's permissions allow:
// department permissions are the ceiling of what the department's roles can hand out, not a grant of their own.

const DEPARTMENT_ROLE_APPLIES = `exists (select 1 from sys_user_org uo where uo.user_id = ur.user_id and uo.org_id = r.org_id)`;

/** Rows (id, back) of the roles that count for the user bound to the single `?`. */
export const EFFECTIVE_ROLES_SQL = `
  select r.id, r.back from sys_user_role ur join sys_role r on r.id = ur.role_id
   where ur.user_id = ? and (r.org_id is null or ${DEPARTMENT_ROLE_APPLIES})`;

/** Rows (role_id, permission_id) granted to the user bound to the single `?`. */
export const EFFECTIVE_GRANTS_SQL = `
  select r.id as role_id, rp.permission_id
    from sys_user_role ur join sys_role r on r.id = ur.role_id
    join sys_role_permission rp on rp.role_id = r.id
   where ur.user_id = ? and (r.org_id is null or (${DEPARTMENT_ROLE_APPLIES}
     and exists (select 1 from sys_depart_permission dp where dp.org_id = r.org_id and dp.permission_id = rp.permission_id)))`;
