// Single sign-on (issue #36): each enterprise's OIDC / OAuth2 or CAS settings (the client secret sealed like a data
// source password), the sign-ins under way (state, nonce and PKCE verifier kept here, used once, for 10 minutes), and
// the provider's logout address of a session that began at the provider.
import { Migration } from '@mikro-orm/migrations';

export const TENANT_TABLES = ['sys_sso_config'] as const;

export class Migration20261217090001Sso extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create table sys_sso_config (
        tenant_id integer primary key default yc_current_tenant() references sys_tenant(id),
        sso_mode text not null default 'oauth2' check (sso_mode in ('oauth2', 'cas')),
        enabled boolean not null default false,
        issuer text,
        client_id text,
        client_secret_enc text,
        scopes text not null default 'openid profile email',
        cas_server_url text,
        match_claim text not null default 'preferred_username',
        match_field text not null default 'username' check (match_field in ('username', 'email', 'phone')),
        provision boolean not null default false,
        provision_org_id uuid references sys_org(id) on delete set null,
        provision_role_code text,
        updated_at timestamptz not null default now(),
        version integer not null default 1
      );
      create table sys_sso_state (
        state text primary key,
        tenant_id integer not null references sys_tenant(id) on delete cascade,
        nonce text not null,
        code_verifier text not null,
        redirect_uri text not null,
        expires_at timestamptz not null
      );
      create table sys_sso_session (
        jti uuid primary key references sys_token(jti) on delete cascade,
        logout_url text not null
      );
    `);
  }
}
