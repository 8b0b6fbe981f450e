// The MCP store: the OAuth2 client behind an access token and the enterprise's MCP settings.
import type { Database, EntityManager } from '../db/database.ts';

/** The OAuth2 client the token (an access token or a client-credentials grant) was issued to. */
export async function oauthClientOfToken(db: Database, token: string): Promise<string | undefined> {
  const [row] = await db.systemQuery<{ client_id: string }>(
    `select payload->>'clientId' as client_id from sys_oauth_store where model in ('AccessToken', 'ClientCredentials') and id = ?`, [token]);
  return row?.client_id;
}

/** The enterprise's configuration values of these codes. */
export const configValues = (em: EntityManager, codes: readonly [string, string]) => em.execute<{ config_code: string; config_value: string }[]>(
  `select config_code, config_value from sys_config where config_code in (?, ?)`, [...codes]);
