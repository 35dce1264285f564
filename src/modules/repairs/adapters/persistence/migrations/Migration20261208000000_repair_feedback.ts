import { Migration } from '@mikro-orm/migrations';

/**
 * "Did this fix it?": the owner's answer per repair, the one e-mail asking it, and the owners who want no more of
 * those e-mails. Answers and asks go with their repair (and so with the account); an opt-out goes with the account.
 * The outbox keeps header fields now, for List-Unsubscribe.
 */
export class Migration20261208000000_repair_feedback extends Migration {
  override name = 'Migration20261208000000_repair_feedback';

  override up(): void {
    this.addSql(`
      create table repairs_feedback (
        repair_id uuid primary key references repairs_repair_request (id) on delete cascade,
        owner_id uuid not null,
        verdict varchar(16) not null check (verdict in ('fixed', 'partly', 'not_fixed')),
        comment text null check (char_length(comment) <= 1000),
        answered_at timestamptz not null
      );`);
    this.addSql('create index repairs_feedback_owner_idx on repairs_feedback (owner_id);');
    this.addSql('create index repairs_feedback_answered_idx on repairs_feedback (answered_at);');
    this.addSql(`
      create table repairs_feedback_request (
        repair_id uuid primary key references repairs_repair_request (id) on delete cascade,
        owner_id uuid not null,
        email_id uuid null,
        asked_at timestamptz not null
      );`);
    this.addSql('create index repairs_feedback_request_owner_idx on repairs_feedback_request (owner_id);');
    this.addSql(`
      create table repairs_feedback_opt_out (
        owner_id uuid primary key,
        opted_out_at timestamptz not null
      );`);
    // The sweep looks for completed repairs by when they finished.
    this.addSql(
      "create index repairs_repair_request_finished_idx on repairs_repair_request (finished_at) where status = 'completed';",
    );
    this.addSql('alter table email_outbox add column headers jsonb null;');
  }

  override down(): void {
    this.addSql('alter table email_outbox drop column if exists headers;');
    this.addSql('drop index if exists repairs_repair_request_finished_idx;');
    this.addSql('drop table if exists repairs_feedback_opt_out;');
    this.addSql('drop table if exists repairs_feedback_request;');
    this.addSql('drop table if exists repairs_feedback;');
  }
}
