import { Migration } from '@mikro-orm/migrations';

/**
 * Follow-up questions on a repair and their answers. A row goes with its repair (and so with the account); the
 * photo a question came with is never stored, only that there was one.
 */
export class Migration20261207000000_repair_follow_ups extends Migration {
  override name = 'Migration20261207000000_repair_follow_ups';

  override up(): void {
    this.addSql(`
      create table repairs_follow_up (
        id uuid primary key,
        repair_id uuid not null references repairs_repair_request (id) on delete cascade,
        owner_id uuid not null,
        question text not null check (char_length(question) between 3 and 1000),
        with_photo boolean not null,
        answer text null,
        source varchar(16) not null check (source in ('knowledge-base', 'vision-model', 'safety-check')),
        cited_note varchar(200) null,
        emergency jsonb null,
        counted boolean not null,
        asked_at timestamptz not null,
        check ((answer is null) = (emergency is not null))
      );`);
    this.addSql('create index repairs_follow_up_repair_idx on repairs_follow_up (repair_id, asked_at);');
    this.addSql('create index repairs_follow_up_owner_idx on repairs_follow_up (owner_id);');
  }

  override down(): void {
    this.addSql('drop table if exists repairs_follow_up;');
  }
}
