// Uploaded files: one row per stored file of an enterprise (the bytes live in the file store under the enterprise's
// folder). The row is what makes a file exist for its enterprise: downloads and record saves look it up here, under the
// tenant policy, so another enterprise's file is not found.
import { Migration } from '@mikro-orm/migrations';

export const TENANT_TABLES = ['sys_file'] as const;

const tenant = 'tenant_id integer not null default yc_current_tenant() references sys_tenant(id)';

export class Migration20261210000001Files extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create table sys_file (
        id uuid primary key,
        ${tenant},
        path text not null,
        biz text not null,
        original_name text not null,
        content_type text not null,
        size bigint not null,
        created_by text,
        created_at timestamptz not null default now(),
        constraint sys_file_path_key unique (tenant_id, path)
      );
    `);
  }
}
