import { Migration } from '@mikro-orm/migrations';

/**
 * Every instance keeps each person's repair list (Recent Fixes) until it changes: any change to one of their repairs,
 * whoever makes it (an upload, the processing job, sharing, an admin, an account's erasure), notifies channel
 * `public_read_changed` with 'own-repairs:<owner id>' when its transaction commits, and each instance drops that
 * owner's list alone. Emptying the table drops every list.
 */
export class Migration20261228000000_own_repair_list_change_notifications extends Migration {
  override name = 'Migration20261228000000_own_repair_list_change_notifications';

  override up(): void {
    this.addSql(`
      create function repairs_notify_own_repairs_changed() returns trigger language plpgsql as $$
      begin
        if tg_op <> 'INSERT' then perform pg_notify('public_read_changed', 'own-repairs:' || old.owner_id); end if;
        if tg_op <> 'DELETE' and (tg_op = 'INSERT' or new.owner_id <> old.owner_id) then
          perform pg_notify('public_read_changed', 'own-repairs:' || new.owner_id);
        end if;
        return null;
      end $$;`);
    this.addSql(`
      create trigger repairs_repair_request_own_list after insert or update or delete on repairs_repair_request
      for each row execute function repairs_notify_own_repairs_changed();`);
    this.addSql(`
      create function repairs_notify_own_repairs_emptied() returns trigger language plpgsql as $$
      begin
        perform pg_notify('public_read_changed', 'own-repairs');
        return null;
      end $$;`);
    this.addSql(`
      create trigger repairs_repair_request_own_list_truncate after truncate on repairs_repair_request
      for each statement execute function repairs_notify_own_repairs_emptied();`);
  }

  override down(): void {
    this.addSql('drop trigger if exists repairs_repair_request_own_list on repairs_repair_request;');
    this.addSql('drop trigger if exists repairs_repair_request_own_list_truncate on repairs_repair_request;');
    this.addSql('drop function if exists repairs_notify_own_repairs_changed();');
    this.addSql('drop function if exists repairs_notify_own_repairs_emptied();');
  }
}
