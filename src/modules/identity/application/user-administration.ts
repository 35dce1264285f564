import type { AuditLog } from '../../../shared/audit/audit-log.js';
import type { Clock } from '../../../shared/application/clock.js';
import type { RequestPrincipal } from '../../../shared/application/principal.js';
import type { UnitOfWork } from '../../../shared/application/unit-of-work.js';
import type { Role } from '../../../shared/domain/role.js';
import { NotFoundError } from '../../../shared/errors/app-errors.js';
import { rolesOf } from '../domain/roles.js';
import { isSessionActive, sessionPolicyFor } from '../domain/session.js';
import type { User } from '../domain/user.js';
import type { GrantedRoles } from '../ports/granted-roles.js';
import type { SessionRepository } from '../ports/session.repository.js';
import type { UserBilling, UserBillingDetail, UserBillingSummary } from '../ports/user-billing.js';
import type { UserDirectory, UserSearch } from '../ports/user-directory.js';
import type { UserRepairHistory, UserRepairLine } from '../ports/user-repair-history.js';
import type { UserRepository } from '../ports/user.repository.js';
import type { IdentitySettings } from './identity-settings.js';

/** How much history one user's page shows. */
const RECENT_REPAIRS = 10;
const RECENT_LEDGER_ENTRIES = 20;

/** An account as the admin console lists it: who, and where their repairs stand. */
export interface AdministeredUser {
  readonly user: User;
  readonly billing: UserBillingSummary;
}

export interface AdministeredUserDetail {
  readonly user: User;
  readonly roles: Role[];
  readonly billing: UserBillingDetail;
  readonly repairs: { readonly total: number; readonly recent: readonly UserRepairLine[] };
  readonly activeSessions: number;
}

/** An account whose balance was never opened reads as holding nothing. */
const NO_BALANCE: UserBillingSummary = { plan: 'free', subscription: null, freeFixesRemaining: 0, credits: 0 };

/**
 * The admin console's Users section: finding people by e-mail, one person's plan, balances, repairs and
 * sessions, and ending all their sessions (audited, in the same transaction).
 */
export class UserAdministration {
  constructor(
    private readonly users: UserRepository,
    private readonly directory: UserDirectory,
    private readonly sessions: SessionRepository,
    private readonly billing: UserBilling,
    private readonly repairs: UserRepairHistory,
    private readonly grantedRoles: GrantedRoles,
    private readonly audit: AuditLog,
    private readonly unitOfWork: UnitOfWork,
    private readonly clock: Clock,
    private readonly settings: IdentitySettings,
  ) {}

  async search(search: UserSearch): Promise<{ readonly total: number; readonly items: AdministeredUser[] }> {
    const page = await this.directory.search(search);
    const billing = await this.billing.summariesOf(page.items.map((user) => user.id));
    return {
      total: page.total,
      items: page.items.map((user) => ({ user, billing: billing.get(user.id) ?? NO_BALANCE })),
    };
  }

  async detail(userId: string): Promise<AdministeredUserDetail> {
    const user = await this.require(userId);
    const [billing, repairs, sessions, granted, identities] = await Promise.all([
      this.billing.detailOf(userId, RECENT_LEDGER_ENTRIES),
      this.repairs.recentOf(userId, RECENT_REPAIRS),
      this.sessions.listFor(userId),
      this.grantedRoles.rolesOf(userId),
      this.users.identitiesOf(userId),
    ]);
    const now = this.clock.now();
    const holder = { email: user.email, emailVerifiedBy: user.emailVerifiedBy, identities };
    const roles = rolesOf(holder, this.settings, granted);
    const policy = sessionPolicyFor(roles, { customer: this.settings.sessions, admin: this.settings.adminSessions });
    return {
      user,
      roles,
      billing,
      repairs: { total: repairs.total, recent: repairs.items },
      activeSessions: sessions.filter((session) => isSessionActive(session, policy, now)).length,
    };
  }

  /** Signs the person out everywhere: their next request is a visitor's. Answers how many sessions ended. */
  async endSessions(userId: string, admin: RequestPrincipal): Promise<number> {
    return this.unitOfWork.transaction(async () => {
      await this.require(userId);
      const ended = await this.sessions.removeAllFor(userId);
      await this.audit.record({
        actor: admin.email,
        action: 'identity.end-sessions',
        target: `user:${userId}`,
        before: { sessions: ended },
        after: { sessions: 0 },
        at: this.clock.now(),
      });
      return ended;
    });
  }

  private async require(userId: string): Promise<User> {
    const user = await this.users.findById(userId);
    if (!user) throw new NotFoundError('User not found');
    return user;
  }
}
