// The platform as an OAuth2 / OIDC provider (issue #36 item 4): the clients an enterprise registered (the secret kept
// only as its SHA-256 — it is random and long, so a slow hash adds nothing — and each client's service account, whose
// one role grants exactly the client's scopes), what oidc-provider stores (codes, tokens, grants, sessions,
// interactions: one row per model and id, gone when it expires), and the signing keys (sealed like data source
// passwords), rotated by a job.
import { Migration } from '@mikro-orm/migrations';

export const TENANT_TABLES = ['sys_oauth_client'] as const;

export class Migration20261221090001OauthProvider extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create table sys_oauth_client (
        id uuid primary key,
        tenant_id integer not null default yc_current_tenant() references sys_tenant(id),
        client_id text not null unique,
        client_secret_hash text,
        client_name text not null,
        client_secret_type text not null check (client_secret_type in ('confidential', 'public')),
        client_authentication_methods jsonb not null,
        authorization_grant_types jsonb not null,
        redirect_uris jsonb not null,
        scopes jsonb not null,
        service_user_id uuid not null references sys_user(id),
        service_role_id uuid not null references sys_role(id),
        created_at timestamptz not null default now(),
        updated_at timestamptz not null default now(),
        version integer not null default 1
      );
      create table sys_oauth_store (
        model text not null,
        id text not null,
        payload jsonb not null,
        grant_id text,
        uid text,
        expires_at timestamptz,
        primary key (model, id)
      );
      create index sys_oauth_store_grant on sys_oauth_store (grant_id) where grant_id is not null;
      create index sys_oauth_store_uid on sys_oauth_store (uid) where uid is not null;
      create table sys_oauth_key (
        kid text primary key,
        private_jwk_enc text not null,
        created_at timestamptz not null default now(),
        retired_at timestamptz
      );
    `);
  }
}
