// The app market's catalogue (issue #35 item 4): what this instance hosts for every instance pointed at it — groups,
// apps (with the enterprise that publishes them), and each published version's bundle zip with its SHA-256 checksum.
// Instance-wide (no tenant): any instance reads it anonymously; only the publishing enterprise adds versions.
import { Migration } from '@mikro-orm/migrations';

export class Migration20261219090001MarketCatalogue extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create table saas_market_group (
        group_code text primary key,
        group_name text not null,
        sort_no integer not null default 0
      );
      create table saas_market_app (
        app_code text primary key,
        app_name text not null,
        app_name_en text,
        group_code text not null references saas_market_group(group_code),
        description text,
        icon text,
        screenshots jsonb not null default '[]'::jsonb,
        publisher_tenant_id integer not null references sys_tenant(id) on delete cascade,
        download_count integer not null default 0,
        published_at timestamptz not null default now()
      );
      create table saas_market_version (
        app_code text not null references saas_market_app(app_code) on delete cascade,
        app_version text not null,
        description text,
        archive bytea not null,
        size integer not null,
        checksum text not null,
        published_by text,
        published_at timestamptz not null default now(),
        primary key (app_code, app_version)
      );
    `);
  }
}
