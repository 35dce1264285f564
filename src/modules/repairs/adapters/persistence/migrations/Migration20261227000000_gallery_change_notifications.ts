import { Migration } from '@mikro-orm/migrations';

/** Row changes that can change the public gallery: only a shared repair (before or after the change) is in it. */
const ROW_EVENTS: readonly { event: string; when: string }[] = [
  { event: 'insert', when: 'new.shared' },
  { event: 'update', when: 'old.shared or new.shared' },
  { event: 'delete', when: 'old.shared' },
];

/**
 * Every instance keeps the public gallery (decision 0020): a change to a shared repair, whoever makes it (its owner,
 * an admin's curation, the processing job, an account's erasure), notifies channel `public_read_changed` with
 * 'gallery' when its transaction commits, and each instance drops what it kept. Changes to unshared repairs, most of
 * them, notify nothing.
 */
export class Migration20261227000000_gallery_change_notifications extends Migration {
  override name = 'Migration20261227000000_gallery_change_notifications';

  override up(): void {
    this.addSql(`
      create function repairs_notify_gallery_changed() returns trigger language plpgsql as $$
      begin
        perform pg_notify('public_read_changed', 'gallery');
        return null;
      end $$;`);
    for (const { event, when } of ROW_EVENTS) {
      this.addSql(`
        create trigger repairs_repair_request_gallery_${event} after ${event} on repairs_repair_request
        for each row when (${when}) execute function repairs_notify_gallery_changed();`);
    }
    this.addSql(`
      create trigger repairs_repair_request_gallery_truncate after truncate on repairs_repair_request
      for each statement execute function repairs_notify_gallery_changed();`);
  }

  override down(): void {
    for (const event of [...ROW_EVENTS.map((row) => row.event), 'truncate']) {
      this.addSql(`drop trigger if exists repairs_repair_request_gallery_${event} on repairs_repair_request;`);
    }
    this.addSql('drop function if exists repairs_notify_gallery_changed();');
  }
}
