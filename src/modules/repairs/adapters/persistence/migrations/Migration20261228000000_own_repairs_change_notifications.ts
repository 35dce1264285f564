import { Migration } from '@mikro-orm/migrations';

/** The tables a person's kept repair reads come from: their repairs (the list, one repair) and their answers. */
const TABLES = ['repairs_repair_request', 'repairs_feedback'] as const;

/**
 * Every instance keeps each person's repair list and the repairs they opened (decision 0024) until they change: any
 * change to one of their repairs or "Did this fix it?" answers, whoever makes it (an upload, the processing job,
 * sharing, an admin, an account's erasure), notifies channel `public_read_changed` with 'own-repairs:<owner id>'
 * when its transaction commits, and each instance drops that owner's reads alone. Emptying a table drops them all.
 */
export class Migration20261228000000_own_repairs_change_notifications extends Migration {
  override name = 'Migration20261228000000_own_repairs_change_notifications';

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
      create function repairs_notify_own_repairs_emptied() returns trigger language plpgsql as $$
      begin
        perform pg_notify('public_read_changed', 'own-repairs');
        return null;
      end $$;`);
    for (const table of TABLES) {
      this.addSql(`
        create trigger ${table}_own_repairs after insert or update or delete on ${table}
        for each row execute function repairs_notify_own_repairs_changed();`);
      this.addSql(`
        create trigger ${table}_own_repairs_truncate after truncate on ${table}
        for each statement execute function repairs_notify_own_repairs_emptied();`);
    }
  }

  override down(): void {
    for (const table of TABLES) {
      this.addSql(`drop trigger if exists ${table}_own_repairs on ${table};`);
      this.addSql(`drop trigger if exists ${table}_own_repairs_truncate on ${table};`);
    }
    this.addSql('drop function if exists repairs_notify_own_repairs_changed();');
    this.addSql('drop function if exists repairs_notify_own_repairs_emptied();');
  }
}
