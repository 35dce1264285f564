import type { AuditLog } from '../../../shared/audit/audit-log.js';
import type { Clock } from '../../../shared/application/clock.js';
import type { RequestPrincipal } from '../../../shared/application/principal.js';
import type { UnitOfWork } from '../../../shared/application/unit-of-work.js';
import type { EmailMessage, EmailOutbox } from '../../../shared/email/email.js';
import { ConflictError, NotFoundError } from '../../../shared/errors/app-errors.js';
import type { FileStorage } from '../../../shared/storage/file-storage.js';
import { requireReason, type Contractor } from '../domain/contractor.js';
import type { ContractorFilter, ContractorRepository } from '../ports/contractor.repository.js';
import type { ListingBilling } from '../ports/listing-billing.js';
import type { ContractorDashboard } from './contractor-applications.js';
import type { ContractorEmails } from './contractor-emails.js';
import { removeLogosLeftBehind } from './logo-files.js';

type ReviewAction = 'approve' | 'reject' | 'unlist' | 'approve-changes' | 'reject-changes';

/** What the audit log keeps of a decision: the state, never the applicant's details. */
function reviewState(current: Contractor, decided: Contractor) {
  const state = (contractor: Contractor) => ({
    status: contractor.status,
    statusReason: contractor.props.statusReason,
  });
  return { before: state(current), after: state(decided) };
}

/** What the audit log keeps of a decision on pending changes: which details waited, and the reason given. */
function changesState(reason: string | null) {
  return (current: Contractor, decided: Contractor) => ({
    before: { pendingChanges: current.pendingFields, reason: null },
    after: { pendingChanges: decided.pendingFields, reason },
  });
}

interface Decision {
  readonly action: ReviewAction;
  readonly transition: (contractor: Contractor, at: Date) => Contractor;
  readonly audited: (current: Contractor, decided: Contractor) => { readonly before: unknown; readonly after: unknown };
  readonly email: (decided: Contractor) => Promise<EmailMessage>;
}

/**
 * The admin side: the review queues and every application, approving, rejecting with a reason and taking
 * a contractor out of the directory; approving or rejecting an approved contractor's pending changes.
 * Each decision, its audit entry and the applicant's e-mail commit together; the e-mail is sent after.
 */
export class ContractorReview {
  constructor(
    private readonly contractors: ContractorRepository,
    private readonly billing: ListingBilling,
    private readonly storage: FileStorage,
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
    return this.decide(id, admin, {
      action: 'approve',
      transition: (contractor, at) => contractor.approve(admin.email, at),
      audited: reviewState,
      email: (decided) => this.emails.applicationApproved(decided),
    });
  }

  reject(id: string, reason: string, admin: RequestPrincipal): Promise<Contractor> {
    return this.decide(id, admin, {
      action: 'reject',
      transition: (contractor, at) => contractor.reject(reason, admin.email, at),
      audited: reviewState,
      email: (decided) => this.emails.applicationRejected(decided),
    });
  }

  unlist(id: string, reason: string, admin: RequestPrincipal): Promise<Contractor> {
    return this.decide(id, admin, {
      action: 'unlist',
      transition: (contractor, at) => contractor.suspend(reason, admin.email, at),
      audited: reviewState,
      email: (decided) => this.emails.listingSuspended(decided),
    });
  }

  /** The directory shows the pending changes from now on; the logo they replace is removed. */
  approveChanges(id: string, admin: RequestPrincipal): Promise<Contractor> {
    return this.decide(id, admin, {
      action: 'approve-changes',
      transition: (contractor, at) => contractor.approveChanges(at),
      audited: changesState(null),
      email: (decided) => this.emails.changesApproved(decided),
    });
  }

  /** The pending changes are dropped (a waiting logo with them); the contractor is e-mailed the reason. */
  rejectChanges(id: string, reason: string, admin: RequestPrincipal): Promise<Contractor> {
    const given = requireReason(reason);
    return this.decide(id, admin, {
      action: 'reject-changes',
      transition: (contractor, at) => contractor.rejectChanges(given, at),
      audited: changesState(given),
      email: (decided) => this.emails.changesRejected(decided, given),
    });
  }

  private async decide(id: string, admin: RequestPrincipal, decision: Decision): Promise<Contractor> {
    const { current, decided, mail } = await this.unitOfWork.transaction(async () => {
      const current = await this.contractors.findById(id);
      if (!current) throw new NotFoundError('Contractor not found');
      const at = this.clock.now();
      const decided = decision.transition(current, at);
      if (!(await this.contractors.saveIfUnchanged(decided, current.props.updatedAt))) {
        throw new ConflictError('This application changed meanwhile. Reload it and decide again.');
      }
      await this.audit.record({
        actor: admin.email,
        action: `contractors.${decision.action}`,
        target: `contractor:${id}`,
        ...decision.audited(current, decided),
        at,
      });
      return { current, decided, mail: await this.outbox.add([await decision.email(decided)]) };
    });
    await this.outbox.dispatch(mail);
    await removeLogosLeftBehind(this.storage, current, decided);
    return decided;
  }
}
