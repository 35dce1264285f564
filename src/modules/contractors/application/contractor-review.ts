import type { AuditLog } from '../../../shared/audit/audit-log.js';
import type { Clock } from '../../../shared/application/clock.js';
import type { RequestPrincipal } from '../../../shared/application/principal.js';
import type { UnitOfWork } from '../../../shared/application/unit-of-work.js';
import type { EmailMessage, EmailOutbox } from '../../../shared/email/email.js';
import { ConflictError, NotFoundError } from '../../../shared/errors/app-errors.js';
import type { Contractor } from '../domain/contractor.js';
import type { ContractorFilter, ContractorRepository } from '../ports/contractor.repository.js';
import type { ListingBilling } from '../ports/listing-billing.js';
import type { ContractorDashboard } from './contractor-applications.js';
import type { ContractorEmails } from './contractor-emails.js';

type ReviewAction = 'approve' | 'reject' | 'unlist';

/** What the audit log keeps of a decision: the state, never the applicant's details. */
function reviewState(contractor: Contractor) {
  return { status: contractor.status, statusReason: contractor.props.statusReason };
}

/**
 * The admin side: the review queue and every application, approving, rejecting with a reason and taking
 * a contractor out of the directory. Each decision, its audit entry and the applicant's e-mail commit
 * together; the e-mail is sent after.
 */
export class ContractorReview {
  constructor(
    private readonly contractors: ContractorRepository,
    private readonly billing: ListingBilling,
    private readonly audit: AuditLog,
    private readonly outbox: EmailOutbox,
    private readonly emails: ContractorEmails,
    private readonly unitOfWork: UnitOfWork,
    private readonly clock: Clock,
  ) {}

  list(filter: ContractorFilter): Promise<{ readonly items: Contractor[]; readonly total: number }> {
    return this.contractors.list(filter);
  }

  async get(id: string): Promise<ContractorDashboard> {
    const contractor = await this.contractors.findById(id);
    if (!contractor) throw new NotFoundError('Contractor not found');
    const subscription = await this.billing.standingOf(contractor.userId);
    return { contractor, subscription, listingState: contractor.listingState(subscription.active) };
  }

  approve(id: string, admin: RequestPrincipal): Promise<Contractor> {
    return this.decide(
      id,
      admin,
      'approve',
      (contractor, at) => contractor.approve(admin.email, at),
      (decided) => this.emails.applicationApproved(decided),
    );
  }

  reject(id: string, reason: string, admin: RequestPrincipal): Promise<Contractor> {
    return this.decide(
      id,
      admin,
      'reject',
      (contractor, at) => contractor.reject(reason, admin.email, at),
      (decided) => this.emails.applicationRejected(decided),
    );
  }

  unlist(id: string, reason: string, admin: RequestPrincipal): Promise<Contractor> {
    return this.decide(
      id,
      admin,
      'unlist',
      (contractor, at) => contractor.suspend(reason, admin.email, at),
      (decided) => this.emails.listingSuspended(decided),
    );
  }

  private async decide(
    id: string,
    admin: RequestPrincipal,
    action: ReviewAction,
    transition: (contractor: Contractor, at: Date) => Contractor,
    email: (decided: Contractor) => EmailMessage,
  ): Promise<Contractor> {
    const { decided, mail } = await this.unitOfWork.transaction(async () => {
      const current = await this.contractors.findById(id);
      if (!current) throw new NotFoundError('Contractor not found');
      const at = this.clock.now();
      const decided = transition(current, at);
      if (!(await this.contractors.saveIfUnchanged(decided, current.props.updatedAt))) {
        throw new ConflictError('This application changed meanwhile. Reload it and decide again.');
      }
      await this.audit.record({
        actor: admin.email,
        action: `contractors.${action}`,
        target: `contractor:${id}`,
        before: reviewState(current),
        after: reviewState(decided),
        at,
      });
      return { decided, mail: await this.outbox.add([email(decided)]) };
    });
    await this.outbox.dispatch(mail);
    return decided;
  }
}
