import { Migration } from '@mikro-orm/migrations';

/**
 * An approved contractor's changes to reviewed details (website, description, policy date, logo) wait
 * here for an admin while the directory keeps showing the reviewed values; the time orders the admins' queue.
 */
export class Migration20261203000000_contractor_pending_changes extends Migration {
  override name = 'Migration20261203000000_contractor_pending_changes';

  override up(): void {
    this.addSql(`
      alter table contractors_contractor
        add column pending_changes jsonb null,
        add column changes_submitted_at timestamptz null,
        add constraint contractors_contractor_pending_changes_dated
          check ((pending_changes is null) = (changes_submitted_at is null));`);
    this.addSql(`
      create index contractors_contractor_changes_idx on contractors_contractor (changes_submitted_at)
        where pending_changes is not null;`);
  }

  override down(): void {
    this.addSql('drop index if exists contractors_contractor_changes_idx;');
    this.addSql(`
      alter table contractors_contractor
        drop constraint if exists contractors_contractor_pending_changes_dated,
        drop column if exists changes_submitted_at,
        drop column if exists pending_changes;`);
  }
}
