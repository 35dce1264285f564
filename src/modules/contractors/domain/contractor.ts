import { ConflictError, ValidationError } from '../../../shared/errors/app-errors.js';
import { needsReview, type ContractorProfile } from './contractor-profile.js';
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

export interface StoredLogo {
  /** Storage key, made from ids: contractor-logos/<contractor id>/<random>. */
  readonly key: string;
  readonly mediaType: string;
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
  readonly logo: StoredLogo | null;
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

  get profile(): ContractorProfile {
    return this.props.profile;
  }

  /**
   * A new profile. A rejected application is closed (a corrected one is resubmitted instead); once
   * approved the country stays (prices, taxes and postal codes follow it), so the contractor names another
   * postal code instead. An approved contractor who changes what the review vouched for goes back to
   * review: out of the directory until an admin approves again (see `needsReview`).
   */
  withProfile(profile: ContractorProfile, location: GeoPoint, at: Date): Contractor {
    if (this.props.status === 'rejected') {
      throw new ConflictError('This application was rejected. Correct it and apply again from the signup page.');
    }
    if (this.props.status !== 'pending' && profile.country !== this.props.profile.country) {
      throw new ValidationError('country: cannot change once the application is approved');
    }
    const reReview = this.props.status === 'approved' && needsReview(this.props.profile, profile);
    return new Contractor({
      ...this.props,
      ...(reReview ? { status: 'pending', statusReason: null } : {}),
      profile,
      location,
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

  withLogo(logo: StoredLogo | null, at: Date): Contractor {
    return new Contractor({ ...this.props, logo, updatedAt: at });
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

function requireReason(reason: string): string {
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
