import { Migration } from '@mikro-orm/migrations';

/**
 * Every instance keeps the signed-in reads of sessions for a few seconds (identity's session cache). A change to
 * what such a read holds notifies channel `identity_principal_changed` with the user's id, whichever module,
 * instance or hand made it: a session ended, the account changed or deleted, a provider account linked, a
 * contractor application made or removed, balances, plan or payment customer changed. The notification is sent
 * when the transaction commits, and not at all when it rolls back. See docs/decisions/0018.
 */
const WATCHED: readonly { table: string; userIdColumn: string; events: string }[] = [
  { table: 'identity_session', userIdColumn: 'user_id', events: 'delete' },
  { table: 'identity_user', userIdColumn: 'id', events: 'update or delete' },
  { table: 'identity_linked_identity', userIdColumn: 'user_id', events: 'insert or update or delete' },
  { table: 'contractors_contractor', userIdColumn: 'user_id', events: 'insert or delete' },
  { table: 'billing_account', userIdColumn: 'user_id', events: 'insert or update or delete' },
  { table: 'billing_subscription', userIdColumn: 'user_id', events: 'insert or update or delete' },
  { table: 'billing_customer', userIdColumn: 'user_id', events: 'insert or update or delete' },
];

export class Migration20261209200000_principal_change_notifications extends Migration {
  override name = 'Migration20261209200000_principal_change_notifications';

  override up(): void {
    this.addSql(`
      create function identity_notify_principal_changed() returns trigger language plpgsql as $$
      begin
        perform pg_notify('identity_principal_changed',
          to_jsonb(case when tg_op = 'DELETE' then old else new end) ->> tg_argv[0]);
        return null;
      end $$;`);
    for (const { table, userIdColumn, events } of WATCHED) {
      this.addSql(`
        create trigger ${table}_principal_changed after ${events} on ${table}
        for each row execute function identity_notify_principal_changed('${userIdColumn}');`);
    }
  }

  override down(): void {
    for (const { table } of WATCHED) this.addSql(`drop trigger if exists ${table}_principal_changed on ${table};`);
    this.addSql('drop function if exists identity_notify_principal_changed();');
  }
}
