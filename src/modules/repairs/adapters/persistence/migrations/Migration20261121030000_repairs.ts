import { Migration } from '@mikro-orm/migrations';

/**
 * Repair requests: one row per upload, from pending to completed (instructions kept) or failed (reason
 * kept). The uploaded file is never stored here. pg-boss keeps its job tables in its own schema, which it
 * creates and migrates itself at start.
 */
export class Migration20261121030000_repairs extends Migration {
  override name = 'Migration20261121030000_repairs';

  override up(): void {
    this.addSql(`
      create table repairs_repair_request (
        id uuid primary key,
        owner_id uuid not null,
        status varchar(16) not null check (status in ('pending', 'completed', 'failed')),
        description text null check (char_length(description) <= 2000),
        region varchar(2) not null check (region in ('CA', 'US')),
        media_kind varchar(8) not null check (media_kind in ('image', 'video')),
        media_type varchar(64) not null,
        funding_source varchar(32) not null,
        title varchar(200) null,
        category varchar(32) null,
        estimated_time varchar(32) null,
        instructions jsonb null,
        failure_reason varchar(500) null,
        shared boolean not null default false,
        hidden_by_admin boolean not null default false,
        created_at timestamptz not null,
        finished_at timestamptz null,
        check (status = 'pending' or finished_at is not null),
        check (status <> 'completed' or instructions is not null),
        check (not shared or status = 'completed')
      );`);
    this.addSql('create index repairs_repair_request_owner_idx on repairs_repair_request (owner_id, created_at desc);');
    this.addSql(`
      create index repairs_repair_request_gallery_idx on repairs_repair_request (category, created_at desc)
        where shared and status = 'completed' and not hidden_by_admin;`);
    this.addSql(`
      create index repairs_repair_request_pending_idx on repairs_repair_request (created_at)
        where status = 'pending';`);
  }

  override down(): void {
    this.addSql('drop table if exists repairs_repair_request;');
  }
}
