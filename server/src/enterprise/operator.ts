// The platform operator's enterprises (issue #34 item 5). Operators are accounts of the default enterprise named in
// PLATFORM_OPERATORS (configuration, not a role an enterprise administrator could grant). They list every enterprise
// with its user count and storage (its schema's tables and its files), freeze one (its users cannot sign in, their
// sessions end, data is kept) or unfreeze it, and delete a frozen one after typing its code: its rows in the platform
// tables, its schema and its files go. The default enterprise (the operators' own) can be neither frozen nor deleted.
import { platformMessage } from '@yc/engine';
import type { ServerConfig } from '../config.ts';
import type { Database, EntityManager } from '../db/database.ts';
import type { Session } from '../auth/session.ts';
import { DEFAULT_TENANT } from '../install/bootstrap.ts';
import { SERVICE_ACCOUNT_HASH } from '../auth/oauth/clients.ts';
import { openFileStore, storeKey } from '../files/service.ts';
import { badRequest, forbidden } from '../wire/envelope.ts';
import { deleteTenantRows, enterpriseList, lockTenant, setTenantFrozen, tenantIdByCode } from './store/tenants.ts';

export interface EnterpriseRow {
  id: number;
  code: string;
  name: string;
  status: number;
  createTime: string;
  userCount: number;
  /** The default enterprise (the operators' own), which can be neither frozen nor deleted. */
  isDefault: boolean;
  /** Bytes: the enterprise's own tables (its schema) and its files. */
  tableBytes: number;
  fileBytes: number;
}

/** The platform's own enterprise's id, per database: an enterprise's code never changes, nor its id. */
const platformTenantIds = new WeakMap<Database, number>();

/** Whether the enterprise is the platform's own (the default enterprise, whose users run the platform). */
export async function isPlatformEnterprise(db: Database, tenantId: number): Promise<boolean> {
  const known = platformTenantIds.get(db);
  if (known !== undefined) return known === tenantId;
  const id = await tenantIdByCode(db, DEFAULT_TENANT.code);
  if (id !== undefined) platformTenantIds.set(db, id);
  return id !== undefined && id === tenantId;
}

/** Whether the session is an operator's: an account of the default enterprise listed in PLATFORM_OPERATORS. */
export async function isOperator(db: Database, config: ServerConfig, session: Session): Promise<boolean> {
  if (!config.enterprise.platformOperators.includes(session.username.toLowerCase())) return false;
  return isPlatformEnterprise(db, session.tenantId);
}

/** Refuses everyone but an operator. */
export async function assertOperator(db: Database, config: ServerConfig, session: Session): Promise<void> {
  if (!(await isOperator(db, config, session))) throw forbidden();
}

export function listEnterprises(db: Database): Promise<EnterpriseRow[]> {
  return enterpriseList<EnterpriseRow>(db, DEFAULT_TENANT.code, SERVICE_ACCOUNT_HASH);
}

/** The enterprise that may be frozen or deleted (not the default one): its code and status. */
async function changeable(em: EntityManager, id: number): Promise<{ code: string; status: number }> {
  const row = await lockTenant(em, id);
  if (!row) throw badRequest(platformMessage('enterpriseNotFound'));
  if (row.code === DEFAULT_TENANT.code) throw badRequest(platformMessage('cannotFreezeEnterprise'));
  return row;
}

export async function setEnterpriseFrozen(db: Database, id: number, frozen: boolean): Promise<void> {
  await db.asSystem(async (em) => {
    await changeable(em, id);
    await setTenantFrozen(em, id, frozen);
  });
}

/** Deletes a frozen enterprise whose code the operator typed: its rows, schema and then its files. */
export async function deleteEnterprise(db: Database, config: ServerConfig, id: number, confirmCode: string): Promise<void> {
  const paths = await db.asSystem(async (em) => {
    const { code, status } = await changeable(em, id);
    if (status !== 2) throw badRequest(platformMessage('enterpriseNotFrozen'));
    if (confirmCode.trim() !== code) throw badRequest(platformMessage('deleteConfirmMismatch'));
    return deleteTenantRows(em, id);
  });
  // The bytes go after the rows are gone for good: a failure here leaves unreachable bytes, never a row without them.
  const store = openFileStore(config.files);
  for (const path of paths) await store.delete(storeKey(id, path));
}
