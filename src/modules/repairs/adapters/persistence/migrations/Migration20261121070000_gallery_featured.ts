import { Migration } from '@mikro-orm/migrations';

/** Admins feature shared repairs: the public gallery lists them first, most recently featured first. */
export class Migration20261121070000_gallery_featured extends Migration {
  override name = 'Migration20261121070000_gallery_featured';

  override up(): void {
    this.addSql('alter table repairs_repair_request add column featured_at timestamptz null;');
    // Only a repair that is in the gallery can be featured; the domain keeps it so, the database makes sure.
    this.addSql(`
      alter table repairs_repair_request add constraint repairs_repair_request_featured_in_gallery
        check (featured_at is null or (shared and status = 'completed' and not hidden_by_admin));`);
    this.addSql(`
      create index repairs_repair_request_shared_idx on repairs_repair_request (created_at desc)
        where shared and status = 'completed';`);
  }

  override down(): void {
    this.addSql('drop index if exists repairs_repair_request_shared_idx;');
    this.addSql('alter table repairs_repair_request drop column if exists featured_at;');
  }
}
