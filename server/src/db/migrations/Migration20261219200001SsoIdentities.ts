// Third-party identities (issue #36 item 3): an account's binding to an identity at the enterprise's OIDC provider
// (issuer and subject), made and removed by the user themself; a sign-in at the provider finds the bound account
// first. A sign-in under way may be a binding's (the user who asked), which the sign-in route never accepts.
import { Migration } from '@mikro-orm/migrations';

export const TENANT_TABLES = ['sys_sso_identity'] as const;

export class Migration20261219200001SsoIdentities extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create table sys_sso_identity (
        id uuid primary key,
        tenant_id integer not null default yc_current_tenant() references sys_tenant(id),
        user_id uuid not null references sys_user(id) on delete cascade,
        issuer text not null,
        subject text not null,
        created_at timestamptz not null default now(),
        unique (tenant_id, issuer, subject),
        unique (user_id, issuer)
      );
      alter table sys_sso_state add column bind_user_id uuid references sys_user(id) on delete cascade;
    `);
  }
}
