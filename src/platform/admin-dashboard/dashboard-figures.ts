import type { Clock } from '../../shared/application/clock.js';
import { utcDayOf } from '../../shared/domain/day-range.js';
import type { BillingStatistics } from '../../modules/billing/index.js';
import type { ContractorStatistics } from '../../modules/contractors/index.js';
import type { UserStatistics } from '../../modules/identity/index.js';
import type { RepairStatistics } from '../../modules/repairs/index.js';
import type { AdminDashboard, DashboardQuery } from './admin-dashboard.contract.js';
import { dashboardPeriod } from './dashboard-period.js';
import { FIX_RATE_WEIGHTS, fixRates, MIN_ANSWERS_TO_JUDGE } from './fix-rates.js';

/** The admin dashboard: each module counts its own tables for the period, and this puts the figures together. */
export class DashboardFigures {
  constructor(
    private readonly users: UserStatistics,
    private readonly repairs: RepairStatistics,
    private readonly billing: BillingStatistics,
    private readonly contractors: ContractorStatistics,
    private readonly clock: Clock,
  ) {}

  async read(requested: DashboardQuery): Promise<AdminDashboard> {
    const now = this.clock.now();
    const range = dashboardPeriod(requested, utcDayOf(now));
    const [
      newUsersPerDay,
      repairsPerDay,
      conversion,
      revenue,
      activeSubscriptions,
      contractorsByStatus,
      leads,
      feedback,
    ] = await Promise.all([
      this.users.newUsersPerDay(range),
      this.repairs.repairsPerDay(range),
      this.billing.conversion(range),
      this.billing.revenueByPlanAndRegion(range),
      this.billing.activeSubscriptions(now),
      this.contractors.contractorsByStatus(),
      this.contractors.leads(range, now),
      this.repairs.feedbackByGuide(range),
    ]);
    return {
      period: { from: range.firstDay, to: range.lastDay },
      newUsersPerDay,
      repairsPerDay,
      conversion: { ...conversion, rate: rateOf(conversion.paid, conversion.signedUp) },
      revenueByPlanAndRegion: revenue.map(({ amountMinor, ...line }) => ({ ...line, amountCents: amountMinor })),
      activeSubscriptions,
      contractorsByStatus,
      leads,
      fixRates: { weights: FIX_RATE_WEIGHTS, minimumAnswers: MIN_ANSWERS_TO_JUDGE, ...fixRates(feedback) },
    };
  }
}

function rateOf(part: number, whole: number): number {
  return whole === 0 ? 0 : Math.round((part / whole) * 10_000) / 10_000;
}
