import { randomBytes, randomUUID } from 'node:crypto';
import type { Clock } from '../../../shared/application/clock.js';
import type { UnitOfWork } from '../../../shared/application/unit-of-work.js';
import type { EmailOutbox } from '../../../shared/email/email.js';
import type { Role } from '../../../shared/domain/role.js';
import { ConflictError, NotFoundError } from '../../../shared/errors/app-errors.js';
import type { FileStorage } from '../../../shared/storage/file-storage.js';
import { Contractor, rolesOfApplicant, type ListingState, type StoredLogo } from '../domain/contractor.js';
import { draftOf, type ProfileDraft } from '../domain/contractor-profile.js';
import type { ContractorRepository } from '../ports/contractor.repository.js';
import type { ListingBilling, ListingStanding } from '../ports/listing-billing.js';
import type { PostalCodeLocator } from '../ports/postal-code-locator.js';
import { checkedProfile } from './checked-profile.js';
import type { ContractorEmails, ReviewOccasion } from './contractor-emails.js';
import { LOGO_KEY_PREFIX, type ContractorSettings } from './contractor-settings.js';
import { removeLogosLeftBehind } from './logo-files.js';

/** What the contractor dashboard shows: the application, whether it is listed and why, the subscription. */
export interface ContractorDashboard {
  readonly contractor: Contractor;
  readonly listingState: ListingState;
  readonly subscription: ListingStanding;
}

/** A logo received, typed by its content and re-encoded without its metadata, waiting in a local file. */
export interface ReceivedLogo {
  readonly localPath: string;
  readonly mediaType: string;
}

const CHANGED_MEANWHILE = 'Your contractor profile changed meanwhile. Reload it and try again.';

/**
 * A contractor's own side: applying (one application per user), editing the profile, the logo, the
 * listing subscription and pausing the listing. The applicant is e-mailed when the application arrives.
 */
export class ContractorApplications {
  constructor(
    private readonly contractors: ContractorRepository,
    private readonly locator: PostalCodeLocator,
    private readonly billing: ListingBilling,
    private readonly storage: FileStorage,
    private readonly outbox: EmailOutbox,
    private readonly emails: ContractorEmails,
    private readonly unitOfWork: UnitOfWork,
    private readonly clock: Clock,
    private readonly settings: ContractorSettings,
    private readonly newId: () => string = randomUUID,
  ) {}

  /**
   * A new application, or a rejected applicant's corrected one (back in the review queue); anyone else
   * has applied already. The application and its e-mail commit together; the e-mail is sent after.
   */
  async apply(userId: string, draft: ProfileDraft): Promise<Contractor> {
    const { profile, location } = await checkedProfile(draft, this.locator, this.clock, this.settings);
    const at = this.clock.now();
    return this.committedWithMail(async () => {
      const applied = Contractor.apply({ id: this.newId(), userId, profile, location }, at);
      if (await this.contractors.insert(applied)) return { contractor: applied, occasion: 'application' };
      const current = await this.own(userId);
      const resubmitted = await this.save(current, current.resubmit(profile, location, at));
      return { contractor: resubmitted, occasion: 'correction' };
    });
  }

  /**
   * Changes some fields of the profile as the contractor last typed it; the whole profile is checked
   * again, as if typed anew. An approved contractor who changes who the business is or its credentials is
   * back under review, and is e-mailed so; new reviewed details wait for an admin (see `withProfile`).
   */
  async edit(userId: string, changes: Partial<ProfileDraft>): Promise<Contractor> {
    const current = await this.own(userId);
    const draft = { ...draftOf(current.enteredProfile), ...changes };
    const { profile, location } = await checkedProfile(draft, this.locator, this.clock, this.settings);
    const changed = await this.committedWithMail(async () => {
      const changed = await this.save(current, current.withProfile(profile, location, this.clock.now()));
      return { contractor: changed, occasion: changed.status === current.status ? null : 'profile-change' };
    });
    await removeLogosLeftBehind(this.storage, current, changed);
    return changed;
  }

  /**
   * Stores the new logo, then points the profile at it (or, once approved, lays it before an admin); the
   * one it replaces is removed after. Should the profile not take it, the new file is removed again (the
   * store cannot join the database transaction).
   */
  async replaceLogo(userId: string, upload: ReceivedLogo): Promise<Contractor> {
    const current = await this.own(userId);
    if (current.status === 'rejected')
      throw new ConflictError('This application was rejected and can no longer be changed.');
    const logo: StoredLogo = {
      key: `${LOGO_KEY_PREFIX}${current.id}/${randomBytes(8).toString('hex')}`,
      mediaType: upload.mediaType,
    };
    await this.storage.saveFrom(logo.key, upload.localPath, upload.mediaType);
    let changed: Contractor;
    try {
      changed = await this.save(current, current.withLogo(logo, this.clock.now()));
    } catch (error) {
      await this.storage.remove(logo.key).catch(() => undefined);
      throw error;
    }
    await removeLogosLeftBehind(this.storage, current, changed);
    return changed;
  }

  /** Removes the logo, and any new one waiting for review. */
  async removeLogo(userId: string): Promise<Contractor> {
    const current = await this.own(userId);
    if (current.storedLogos.length === 0) return current;
    const changed = await this.save(current, current.withLogo(null, this.clock.now()));
    await removeLogosLeftBehind(this.storage, current, changed);
    return changed;
  }

  async setPaused(userId: string, paused: boolean): Promise<Contractor> {
    const current = await this.own(userId);
    return this.save(current, current.paused(paused, this.clock.now()));
  }

  /** The contractor plan's checkout, in the currency of the contractor's country; approved contractors only. */
  async subscribe(userId: string): Promise<string> {
    const contractor = await this.own(userId);
    if (contractor.status !== 'approved') {
      throw new ConflictError('Your application must be approved before you can subscribe to the contractor plan.');
    }
    const started = await this.billing.startCheckout(userId, contractor.profile.country);
    if (started === 'active') throw new ConflictError('Your contractor plan is active already.');
    return started.url;
  }

  async dashboardOf(userId: string): Promise<ContractorDashboard> {
    const contractor = await this.own(userId);
    const subscription = await this.billing.standingOf(userId);
    return { contractor, subscription, listingState: contractor.listingState(subscription.active) };
  }

  async grantedRolesOf(userId: string): Promise<Role[]> {
    return rolesOfApplicant(await this.contractors.hasApplication(userId));
  }

  private async own(userId: string): Promise<Contractor> {
    const contractor = await this.contractors.findByUserId(userId);
    if (!contractor) throw new NotFoundError('You have not applied as a contractor yet.');
    return contractor;
  }

  private async save(current: Contractor, changed: Contractor): Promise<Contractor> {
    if (!(await this.contractors.saveIfUnchanged(changed, current.props.updatedAt))) {
      throw new ConflictError(CHANGED_MEANWHILE);
    }
    return changed;
  }

  /** Runs a change in one transaction with the review e-mail it calls for, if any; sends the e-mail after. */
  private async committedWithMail(
    change: () => Promise<{ readonly contractor: Contractor; readonly occasion: ReviewOccasion | null }>,
  ): Promise<Contractor> {
    const { contractor, mail } = await this.unitOfWork.transaction(async () => {
      const { contractor, occasion } = await change();
      const mail = occasion ? await this.outbox.add([await this.emails.underReview(contractor, occasion)]) : null;
      return { contractor, mail };
    });
    if (mail) await this.outbox.dispatch(mail);
    return contractor;
  }
}
