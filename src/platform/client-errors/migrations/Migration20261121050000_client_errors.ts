import { Migration } from '@mikro-orm/migrations';

/** Errors the web app reports from browsers, for the admin console's operations view. */
export class Migration20261121050000_client_errors extends Migration {
  override name = 'Migration20261121050000_client_errors';

  override up(): void {
    this.addSql(`
      create table client_error_log (
        id uuid primary key,
        message varchar(2000) not null,
        stack text null,
        component_stack text null,
        page_url varchar(2048) not null,
        user_agent varchar(512) not null,
        reported_at timestamptz not null,
        received_at timestamptz not null,
        user_id uuid null,
        request_id varchar(64) not null
      );`);
    this.addSql('create index client_error_log_received_idx on client_error_log (received_at desc);');
  }

  override down(): void {
    this.addSql('drop table if exists client_error_log;');
  }
}
