import type { Clock } from '../../../shared/application/clock.js';
import { isActiveAt, type ListingSubscription } from '../domain/subscription.js';
import { isUserId } from '../domain/user-id.js';
import type { SubscriptionSnapshot } from '../ports/payment-provider.js';
import type { CustomerRepository, SubscriptionRepository } from '../ports/payment-records.js';

/** Where a contractor's listing subscription stands, for the contractors module and the dashboard. */
export interface ListingStanding {
  readonly status: 'none' | ListingSubscription['status'];
  /** Paid up for the current period: the directory may list the contractor. */
  readonly active: boolean;
  /** When the current period ends (and, while active, renews). */
  readonly currentPeriodEnd: Date | null;
}

/**
 * The contractor plan: a monthly subscription of the listing kind, held beside any homeowner plan. Our copy follows
 * what the provider says now (never what an event claimed), as SubscriptionSync does for the plans, so
 * a failed or cancelled payment ends the listing and a renewal brings it back.
 */
export class ListingSubscriptions {
  constructor(
    private readonly subscriptions: SubscriptionRepository,
    private readonly customers: CustomerRepository,
    private readonly clock: Clock,
  ) {}

  /** Stores a listing subscription as the provider reported it at `readAt`; null for a stranger's or a stale one. */
  async record(snapshot: SubscriptionSnapshot, readAt: Date): Promise<ListingSubscription | null> {
    if (!snapshot.listing) return null;
    const userId =
      (await this.customers.findUserOf(snapshot.customerId)) ?? (isUserId(snapshot.userId) ? snapshot.userId : null);
    if (!userId) return null;
    const subscription: ListingSubscription = {
      userId,
      providerSubscriptionId: snapshot.id,
      status: snapshot.status,
      currentPeriodStart: snapshot.currentPeriodStart,
      currentPeriodEnd: snapshot.currentPeriodEnd,
    };
    return (await this.subscriptions.save(subscription, readAt)) ? subscription : null;
  }

  async standingOf(userId: string): Promise<ListingStanding> {
    const subscription = await this.subscriptions.findByUser(userId, 'listing');
    return {
      status: subscription?.status ?? 'none',
      active: isActiveAt(subscription, this.clock.now()),
      currentPeriodEnd: subscription?.currentPeriodEnd ?? null,
    };
  }

  /** Which of these users are paid up now: the directory's billing check, in one query. */
  activeAmong(userIds: readonly string[]): Promise<Set<string>> {
    return this.subscriptions.activeAmong(userIds, 'listing', this.clock.now());
  }

  findByUser(userId: string): Promise<ListingSubscription | null> {
    return this.subscriptions.findByUser(userId, 'listing');
  }
}
