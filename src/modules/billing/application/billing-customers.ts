import type { Clock } from '../../../shared/application/clock.js';
import type { Region } from '../../../shared/domain/region.js';
import { NotFoundError } from '../../../shared/errors/app-errors.js';
import type { AccountHolders } from '../ports/account-holders.js';
import type { PaymentProvider } from '../ports/payment-provider.js';
import type { CustomerRepository } from '../ports/payment-records.js';

/**
 * One payment-provider customer per user. Callers hold the user's billing lock, and the table keeps one
 * row per user, so two clicks never make two customers; the provider's create call is idempotent per user.
 */
export class BillingCustomers {
  constructor(
    private readonly provider: PaymentProvider,
    private readonly customers: CustomerRepository,
    private readonly accountHolders: AccountHolders,
    private readonly clock: Clock,
  ) {}

  async ensure(userId: string, region: Region): Promise<string> {
    const existing = await this.customers.find(userId);
    if (existing) return existing.providerCustomerId;
    const holder = await this.accountHolders.find(userId);
    if (!holder) throw new NotFoundError('Account not found');
    const providerCustomerId = await this.provider.createCustomer({ userId, ...holder, region });
    return this.customers.keep({ userId, provider: this.provider.name, providerCustomerId }, this.clock.now());
  }
}
