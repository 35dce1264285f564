import type { Role } from '../../../shared/domain/role.js';
import { ConflictError, ValidationError } from '../../../shared/errors/app-errors.js';
import {
  holdReviewedDetails,
  needsReview,
  withHeldDetails,
  type ContractorProfile,
  type HeldDetails,
} from './contractor-profile.js';
import type { GeoPoint } from './geography.js';

/**
 * An application: pending → approved | rejected (with a reason). An admin may take an approved
 * contractor out of the directory (suspended, with a reason) and approve again later.
 */
export const APPLICATION_STATUSES = ['pending', 'approved', 'rejected', 'suspended'] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];

/** Why a contractor is, or is not, in the directory right now; the dashboard says it in words. */
export const LISTING_STATES = [
  'listed',
  'awaiting-approval',
  'rejected',
  'suspended',
  'subscription-required',
  'paused',
] as const;
export type ListingState = (typeof LISTING_STATES)[number];

export const REASON_MAX_LENGTH = 1000;

/**
 * Applying to the directory makes someone a contractor, whatever became of the application: the shell shows them
 * the contractor dashboard, where they follow it.
 */
export function rolesOfApplicant(applied: boolean): Role[] {
  return applied ? ['contractor'] : [];
}

export interface StoredLogo {
  /** Storage key, made from ids: contractor-logos/<contractor id>/<random>. */
  readonly key: string;
  readonly mediaType: string;
}

/** The details whose changes wait for an admin once a contractor is approved, in the order they are named. */
export const PENDING_CHANGE_FIELDS = [
  'website',
  'description',
  'insuranceExpiresOn',
  'yearEstablished',
  'logo',
] as const;
export type PendingChangeField = (typeof PENDING_CHANGE_FIELDS)[number];

/** An approved contractor's changes to reviewed details, waiting for an admin to approve or reject them. */
export interface PendingChanges extends HeldDetails {
  readonly logo?: StoredLogo;
  /** When the contractor last changed them. */
  readonly submittedAt: Date;
}

export interface ContractorProps {
  readonly id: string;
  readonly userId: string;
  readonly status: ApplicationStatus;
  /** The rejection or suspension reason the contractor reads; null otherwise. */
  readonly statusReason: string | null;
  readonly profile: ContractorProfile;
  /** Where the business's postal code is. */
  readonly location: GeoPoint;
  /** The logo the directory shows (reviewed, once approved). */
  readonly logo: StoredLogo | null;
  /** Changes to reviewed details the directory does not show yet; null when none wait. */
  readonly pendingChanges: PendingChanges | null;
  readonly listingPaused: boolean;
  readonly submittedAt: Date;
  readonly reviewedAt: Date | null;
  /** The admin's e-mail address. */
  readonly reviewedBy: string | null;
  readonly updatedAt: Date;
}

/** A contractor: one per user, from application to listing. */
export class Contractor {
  private constructor(readonly props: ContractorProps) {}

  static apply(fields: Pick<ContractorProps, 'id' | 'userId' | 'profile' | 'location'>, at: Date): Contractor {
    return new Contractor({
      ...fields,
      status: 'pending',
      statusReason: null,
      logo: null,
      pendingChanges: null,
      listingPaused: false,
      submittedAt: at,
      reviewedAt: null,
      reviewedBy: null,
      updatedAt: at,
    });
  }

  static restore(props: ContractorProps): Contractor {
    return new Contractor(props);
  }

  get id(): string {
    return this.props.id;
  }

  get userId(): string {
    return this.props.userId;
  }

  get status(): ApplicationStatus {
    return this.props.status;
  }

  /** The profile the directory shows: what was reviewed, and changes that needed no review. */
  get profile(): ContractorProfile {
    return this.props.profile;
  }

  /** The profile as the contractor typed it last, pending changes included: what an edit starts from. */
  get enteredProfile(): ContractorProfile {
    return this.props.pendingChanges
      ? withHeldDetails(this.props.profile, this.props.pendingChanges)
      : this.props.profile;
  }

  /** The details whose changes wait for an admin, in their usual order; none when nothing waits. */
  get pendingFields(): PendingChangeField[] {
    const pending = this.props.pendingChanges;
    return pending ? PENDING_CHANGE_FIELDS.filter((field) => pending[field] !== undefined) : [];
  }

  /**
   * A new profile. A rejected application is closed (a corrected one is resubmitted instead); once
   * approved the country stays (prices, taxes and postal codes follow it), so the contractor names another
   * postal code instead. An approved contractor who changes who the business is or the credentials it
   * claims goes back to review: out of the directory until an admin approves again (see `needsReview`).
   * Otherwise a reviewed contractor's new website, description, policy date and earlier founding year
   * wait for an admin while the directory shows the reviewed ones (see `holdReviewedDetails`).
   */
  withProfile(profile: ContractorProfile, location: GeoPoint, at: Date): Contractor {
    const { status } = this.props;
    if (status === 'rejected') {
      throw new ConflictError('This application was rejected. Correct it and apply again from the signup page.');
    }
    if (status !== 'pending' && profile.country !== this.props.profile.country) {
      throw new ValidationError('country: cannot change once the application is approved');
    }
    const wholeReview = status === 'pending' || needsReview(this.props.profile, profile);
    if (wholeReview) {
      // An admin approves the whole profile before it is listed (again): nothing needs holding apart.
      return new Contractor({
        ...this.props,
        ...(status === 'approved' ? { status: 'pending', statusReason: null } : {}),
        profile,
        location,
        logo: this.props.pendingChanges?.logo ?? this.props.logo,
        pendingChanges: null,
        updatedAt: at,
      });
    }
    const { profile: shown, held } = holdReviewedDetails(this.props.profile, profile);
    return new Contractor({
      ...this.props,
      profile: shown,
      location,
      pendingChanges: this.pendingWith(held, this.props.pendingChanges?.logo, at),
      updatedAt: at,
    });
  }

  /**
   * A rejected applicant's corrected application: pending again, at the back of the review queue, the
   * rejection's reason gone with the decision it explained. Anyone else has applied already.
   */
  resubmit(profile: ContractorProfile, location: GeoPoint, at: Date): Contractor {
    if (this.props.status !== 'rejected') {
      throw new ConflictError(
        this.props.status === 'pending'
          ? 'You have applied already. You can edit your application while it is pending.'
          : 'You have applied already. Your contractor dashboard shows where your application stands.',
      );
    }
    return new Contractor({
      ...this.props,
      status: 'pending',
      statusReason: null,
      profile,
      location,
      submittedAt: at,
      reviewedAt: null,
      reviewedBy: null,
      updatedAt: at,
    });
  }

  /**
   * A new logo: shown at once while the application waits for review anyway, else waiting for an admin
   * beside the other pending changes. Removing the logo removes any waiting one too, and applies at once.
   */
  withLogo(logo: StoredLogo | null, at: Date): Contractor {
    const pending = this.props.pendingChanges;
    if (logo === null || this.props.status === 'pending') {
      return new Contractor({
        ...this.props,
        logo,
        pendingChanges: pending ? this.pendingWith(pending, undefined, pending.submittedAt) : null,
        updatedAt: at,
      });
    }
    return new Contractor({ ...this.props, pendingChanges: this.pendingWith(pending ?? {}, logo, at), updatedAt: at });
  }

  /** An admin approves the pending changes: the directory shows them from now on. */
  approveChanges(at: Date): Contractor {
    const pending = this.requirePendingChanges();
    return new Contractor({
      ...this.props,
      profile: withHeldDetails(this.props.profile, pending),
      logo: pending.logo ?? this.props.logo,
      pendingChanges: null,
      updatedAt: at,
    });
  }

  /** An admin rejects the pending changes, saying why: the reviewed details stay. */
  rejectChanges(reason: string, at: Date): Contractor {
    this.requirePendingChanges();
    requireReason(reason);
    return new Contractor({ ...this.props, pendingChanges: null, updatedAt: at });
  }

  /** Every logo file this contractor points at: the one shown and one waiting for review. */
  get storedLogos(): StoredLogo[] {
    return [this.props.logo, this.props.pendingChanges?.logo ?? null].filter((logo) => logo !== null);
  }

  /** Approves a pending application, reconsiders a rejected one, or lists a suspended contractor again. */
  approve(by: string, at: Date): Contractor {
    if (this.props.status === 'approved') throw new ConflictError('This contractor is approved already.');
    return this.reviewed('approved', null, by, at);
  }

  reject(reason: string, by: string, at: Date): Contractor {
    if (this.props.status !== 'pending') {
      throw new ConflictError(`Only a pending application can be rejected; this one is ${this.props.status}.`);
    }
    return this.reviewed('rejected', requireReason(reason), by, at);
  }

  /** An admin takes an approved contractor out of the directory. */
  suspend(reason: string, by: string, at: Date): Contractor {
    if (this.props.status !== 'approved') {
      throw new ConflictError(`Only an approved contractor can be unlisted; this one is ${this.props.status}.`);
    }
    return this.reviewed('suspended', requireReason(reason), by, at);
  }

  /** The contractor takes a break: out of the directory and no new leads, the subscription untouched. */
  paused(paused: boolean, at: Date): Contractor {
    if (this.props.status !== 'approved') {
      throw new ConflictError('Only an approved contractor can pause or resume the listing.');
    }
    return new Contractor({ ...this.props, listingPaused: paused, updatedAt: at });
  }

  /** Listed = approved AND the listing subscription active AND not paused. */
  listingState(subscriptionActive: boolean): ListingState {
    switch (this.props.status) {
      case 'pending':
        return 'awaiting-approval';
      case 'rejected':
        return 'rejected';
      case 'suspended':
        return 'suspended';
      case 'approved':
        if (!subscriptionActive) return 'subscription-required';
        return this.props.listingPaused ? 'paused' : 'listed';
    }
  }

  isListed(subscriptionActive: boolean): boolean {
    return this.listingState(subscriptionActive) === 'listed';
  }

  /** Insured: a policy is on file and has not expired (`today` as YYYY-MM-DD). */
  isInsuredOn(today: string): boolean {
    return this.props.profile.insurance !== null && this.props.profile.insurance.expiresOn >= today;
  }

  yearsInBusiness(at: Date): number | null {
    const since = this.props.profile.yearEstablished;
    return since === null ? null : Math.max(0, at.getUTCFullYear() - since);
  }

  private requirePendingChanges(): PendingChanges {
    if (!this.props.pendingChanges) throw new ConflictError('No changes of this contractor are waiting for review.');
    return this.props.pendingChanges;
  }

  /** Pending changes made of held details and a logo, dated `at` when they changed; null when nothing waits. */
  private pendingWith(held: HeldDetails, logo: StoredLogo | undefined, at: Date): PendingChanges | null {
    const waiting: Omit<PendingChanges, 'submittedAt'> = {
      ...(held.website !== undefined ? { website: held.website } : {}),
      ...(held.description !== undefined ? { description: held.description } : {}),
      ...(held.insuranceExpiresOn !== undefined ? { insuranceExpiresOn: held.insuranceExpiresOn } : {}),
      ...(held.yearEstablished !== undefined ? { yearEstablished: held.yearEstablished } : {}),
      ...(logo ? { logo } : {}),
    };
    if (Object.keys(waiting).length === 0) return null;
    const before = this.props.pendingChanges;
    const unchanged =
      before !== null && PENDING_CHANGE_FIELDS.every((field) => sameValue(before[field], waiting[field]));
    return { ...waiting, submittedAt: unchanged ? before.submittedAt : at };
  }

  private reviewed(status: ApplicationStatus, reason: string | null, by: string, at: Date): Contractor {
    return new Contractor({
      ...this.props,
      status,
      statusReason: reason,
      reviewedAt: at,
      reviewedBy: by,
      updatedAt: at,
    });
  }
}

const sameValue = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** The stored logos `before` pointed at that `after` no longer does: files to remove once `after` is saved. */
export function logosLeftBehind(before: Contractor, after: Contractor): StoredLogo[] {
  const kept = new Set(after.storedLogos.map((logo) => logo.key));
  return before.storedLogos.filter((logo) => !kept.has(logo.key));
}

/** The part of a logo's key that names this version of it, for URLs that change with the logo. */
export function logoVersion(logo: StoredLogo): string {
  return logo.key.split('/').pop() ?? '';
}

/** A decision's reason, tidied; the contractor reads it, so it must say something. */
export function requireReason(reason: string): string {
  const tidy = reason.trim();
  if (tidy.length < 5) throw new ValidationError('reason: say why in a few words, the contractor reads it');
  if (tidy.length > REASON_MAX_LENGTH) {
    throw new ValidationError(`reason: must be at most ${REASON_MAX_LENGTH} characters`);
  }
  return tidy;
}

/** Today as YYYY-MM-DD in UTC, the form policy dates are kept in. */
export function isoDay(at: Date): string {
  return at.toISOString().slice(0, 10);
}
