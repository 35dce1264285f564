import { Migration } from '@mikro-orm/migrations';

/**
 * Every instance keeps each person's list of one-time payments (decision 0024) until it changes: any change to one
 * of their payments, whoever makes it (checkout's return, a webhook, a refund, an account's erasure), notifies
 * channel `public_read_changed` with 'own-payments:<user id>' when its transaction commits, and each instance drops
 * that person's list alone. Emptying the table drops every list.
 */
export class Migration20261228100000_payment_change_notifications extends Migration {
  override name = 'Migration20261228100000_payment_change_notifications';

  override up(): void {
    this.addSql(`
      create function billing_notify_own_payments_changed() returns trigger language plpgsql as $$
      begin
        if tg_op <> 'INSERT' then perform pg_notify('public_read_changed', 'own-payments:' || old.user_id); end if;
        if tg_op <> 'DELETE' and (tg_op = 'INSERT' or new.user_id <> old.user_id) then
          perform pg_notify('public_read_changed', 'own-payments:' || new.user_id);
        end if;
        return null;
      end $$;`);
    this.addSql(`
      create trigger billing_payment_own_payments after insert or update or delete on billing_payment
      for each row execute function billing_notify_own_payments_changed();`);
    this.addSql(`
      create function billing_notify_own_payments_emptied() returns trigger language plpgsql as $$
      begin
        perform pg_notify('public_read_changed', 'own-payments');
        return null;
      end $$;`);
    this.addSql(`
      create trigger billing_payment_own_payments_truncate after truncate on billing_payment
      for each statement execute function billing_notify_own_payments_emptied();`);
  }

  override down(): void {
    this.addSql('drop trigger if exists billing_payment_own_payments on billing_payment;');
    this.addSql('drop trigger if exists billing_payment_own_payments_truncate on billing_payment;');
    this.addSql('drop function if exists billing_notify_own_payments_changed();');
    this.addSql('drop function if exists billing_notify_own_payments_emptied();');
  }
}
