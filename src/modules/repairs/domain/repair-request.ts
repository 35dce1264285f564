import { DEFAULT_LOCALE, type Locale } from '../../../shared/domain/locale.js';
import type { Region } from '../../../shared/domain/region.js';
import { ConflictError, ValidationError } from '../../../shared/errors/app-errors.js';
import type { MediaKind } from './image-analysis.js';
import type { Instructions } from './instructions.js';

export const REPAIR_STATUSES = ['pending', 'completed', 'failed'] as const;
export type RepairStatus = (typeof REPAIR_STATUSES)[number];

export const DESCRIPTION_MAX_LENGTH = 2000;

/** Where uploads wait for processing: named after the repair's id, never after the user's file. */
export const UPLOAD_KEY_PREFIX = 'repair-uploads/';

export function uploadKeyOf(repairId: string): string {
  return `${UPLOAD_KEY_PREFIX}${repairId}`;
}

/** The titles of repairs that have no instructions (yet), as Recent Fixes lists them. */
export const PENDING_TITLE = 'Analyzing your upload';
export const FAILED_TITLE = 'Analysis failed';

export function repairTitle(status: RepairStatus, instructionsTitle: string | null): string {
  if (instructionsTitle) return instructionsTitle;
  return status === 'failed' ? FAILED_TITLE : PENDING_TITLE;
}

/**
 * What a completed repair gave the person: steps to follow, only a request for more detail, or an emergency's
 * safety stop. The last two delivered nothing to follow, so they are shown and counted apart from real results.
 */
export const REPAIR_OUTCOMES = ['instructions', 'needs_more_detail', 'safety_stop'] as const;
export type RepairOutcome = (typeof REPAIR_OUTCOMES)[number];

/** Null until the repair is completed (pending or failed). */
export function repairOutcome(
  status: RepairStatus,
  instructions: Pick<Instructions, 'delivered' | 'emergency'> | null,
): RepairOutcome | null {
  if (status !== 'completed' || !instructions) return null;
  if (instructions.emergency) return 'safety_stop';
  return instructions.delivered ? 'instructions' : 'needs_more_detail';
}

export interface Curation {
  readonly hidden: boolean;
  readonly featured: boolean;
}

/** Which shared repairs the admin console's gallery list shows. */
export const GALLERY_CURATION_STATES = ['all', 'visible', 'hidden', 'featured'] as const;
export type GalleryCurationState = (typeof GALLERY_CURATION_STATES)[number];

export interface RepairRequestProps {
  readonly id: string;
  readonly ownerId: string;
  readonly status: RepairStatus;
  readonly description: string | null;
  /** The user's region when they uploaded: Hire a Pro lists contractors there. */
  readonly region: Region;
  /** The person's language when they uploaded: the instructions and follow-up answers are written in it. */
  readonly locale: Locale;
  readonly mediaKind: MediaKind;
  readonly mediaType: string;
  /** What paid for the repair, as billing named it, so a failure gives it back. */
  readonly fundingSource: string;
  readonly instructions: Instructions | null;
  /** Why it failed, in words the user reads. */
  readonly failureReason: string | null;
  readonly shared: boolean;
  readonly hiddenByAdmin: boolean;
  /** When an admin featured it: the public gallery lists featured repairs first. */
  readonly featuredAt: Date | null;
  readonly createdAt: Date;
  readonly finishedAt: Date | null;
}

/**
 * One upload and what became of it: pending while it is processed, then completed (instructions stored)
 * or failed (reason stored, the spend given back). The file is never part of it.
 */
export class RepairRequest {
  private constructor(readonly props: RepairRequestProps) {}

  static submit(
    fields: Pick<RepairRequestProps, 'id' | 'ownerId' | 'region' | 'mediaKind' | 'mediaType' | 'fundingSource'> & {
      readonly description: string | null;
      /** DEFAULT_LOCALE when the upload did not say. */
      readonly locale?: Locale;
    },
    at: Date,
  ): RepairRequest {
    const description = fields.description?.trim() || null;
    if (description && description.length > DESCRIPTION_MAX_LENGTH) {
      throw new ValidationError(`description: must be at most ${DESCRIPTION_MAX_LENGTH} characters`);
    }
    return new RepairRequest({
      ...fields,
      locale: fields.locale ?? DEFAULT_LOCALE,
      description,
      status: 'pending',
      instructions: null,
      failureReason: null,
      shared: false,
      hiddenByAdmin: false,
      featuredAt: null,
      createdAt: at,
      finishedAt: null,
    });
  }

  static restore(props: RepairRequestProps): RepairRequest {
    return new RepairRequest(props);
  }

  get id(): string {
    return this.props.id;
  }

  get ownerId(): string {
    return this.props.ownerId;
  }

  get status(): RepairStatus {
    return this.props.status;
  }

  get storageKey(): string {
    return uploadKeyOf(this.props.id);
  }

  get title(): string {
    return repairTitle(this.props.status, this.writtenInstructions?.title ?? null);
  }

  get outcome(): RepairOutcome | null {
    return repairOutcome(this.props.status, this.props.instructions);
  }

  /**
   * The instructions the person reads: none while pending, even when the repair keeps an earlier answer's
   * findings to write from again.
   */
  get writtenInstructions(): Instructions | null {
    return this.props.status === 'pending' ? null : this.props.instructions;
  }

  /** Completed with only a request for more detail (no emergency): the person may add the detail it asked for. */
  get awaitsDetail(): boolean {
    return this.props.status === 'completed' && this.props.instructions?.needsMoreDetail === true;
  }

  /**
   * The instructions its owner may send a contractor with a lead: a completed repair's, unless they only ask for more
   * detail (an emergency's safety stop goes along: it is what the person was told).
   */
  get instructionsForContractors(): Instructions | null {
    const instructions = this.props.instructions;
    return this.props.status === 'completed' && instructions && !instructions.needsMoreDetail ? instructions : null;
  }

  /** Shared by its owner: in the gallery unless an admin hid it. */
  get isShared(): boolean {
    return this.props.status === 'completed' && this.props.shared;
  }

  get isInGallery(): boolean {
    return this.isShared && !this.props.hiddenByAdmin;
  }

  /** What admins decide about a shared repair, as the audit log records it before and after a change. */
  get curation(): Curation {
    return { hidden: this.props.hiddenByAdmin, featured: this.props.featuredAt !== null };
  }

  complete(instructions: Instructions, at: Date): RepairRequest {
    this.requirePending('complete');
    return new RepairRequest({ ...this.props, status: 'completed', instructions, finishedAt: at });
  }

  /**
   * The person adds the detail an earlier answer asked for: the repair is pending again, paid for anew (that
   * earlier answer was not charged), and keeps the earlier findings to write from, since its file is gone.
   */
  withAddedDetail(detail: string, fundingSource: string): RepairRequest {
    this.requireAwaitingDetail();
    const added = detail.trim();
    if (!added) throw new ValidationError('detail: must not be empty');
    const description = this.props.description ? `${this.props.description}\n${added}` : added;
    if (description.length > DESCRIPTION_MAX_LENGTH) {
      throw new ValidationError(`detail: the description would exceed ${DESCRIPTION_MAX_LENGTH} characters`);
    }
    return new RepairRequest({ ...this.props, status: 'pending', description, fundingSource, finishedAt: null });
  }

  /** Refuses (409) a repair that asked for no detail: checked before anything is spent on it. */
  requireAwaitingDetail(): void {
    if (!this.awaitsDetail) throw new ConflictError('Only a repair that asked for more detail can take it.');
  }

  fail(reason: string, at: Date): RepairRequest {
    this.requirePending('fail');
    return new RepairRequest({ ...this.props, status: 'failed', failureReason: reason, finishedAt: at });
  }

  /** Only the owner's explicit choice shares a repair, and only one with instructions to show. */
  withSharing(shared: boolean): RepairRequest {
    if (this.props.status !== 'completed' || !this.props.instructions) {
      throw new ConflictError('Only a completed repair can be shared to the gallery.');
    }
    if (shared && !this.props.instructions.delivered) {
      throw new ConflictError('This repair has no instructions to share yet.');
    }
    // A repair that leaves the gallery stops being featured; shared again, it starts unfeatured.
    return new RepairRequest({ ...this.props, shared, featuredAt: shared ? this.props.featuredAt : null });
  }

  /** An admin hides a shared repair from the gallery or shows it again. Hiding unfeatures it. */
  withHidden(hidden: boolean): RepairRequest {
    if (!this.isShared) throw new ConflictError('Only a repair shared to the gallery can be hidden or shown.');
    return new RepairRequest({
      ...this.props,
      hiddenByAdmin: hidden,
      featuredAt: hidden ? null : this.props.featuredAt,
    });
  }

  /** An admin features a repair (only one in the gallery: shared, completed, not hidden) or stops featuring it. */
  withFeatured(featured: boolean, at: Date): RepairRequest {
    if (!featured) return new RepairRequest({ ...this.props, featuredAt: null });
    if (!this.isInGallery) {
      throw new ConflictError('Only a shared, completed repair that is not hidden can be featured.');
    }
    return new RepairRequest({ ...this.props, featuredAt: this.props.featuredAt ?? at });
  }

  private requirePending(action: 'complete' | 'fail'): void {
    if (this.props.status !== 'pending') {
      throw new ConflictError(`Cannot ${action} a repair request that is ${this.props.status}`);
    }
  }
}

/** Failure reasons the user reads; the cause itself goes to the logs only. */
export const FAILURE_REASONS = {
  analysisFailed: 'We could not analyse this upload. What you spent on it has been given back; please try again.',
  uploadLost: 'Your upload was lost before it could be analysed. What you spent on it has been given back.',
  abandoned: 'Processing did not finish in time. What you spent on it has been given back; please try again.',
  notStarted: 'We could not start processing your upload. What you spent on it has been given back.',
  writerRefused:
    'The vision model declined to analyse this upload. What you spent on it has been given back; try another photo ' +
    'or describe the problem.',
  writerTimedOut:
    'Writing the instructions took too long and was stopped. What you spent on it has been given back; please try ' +
    'again.',
  writerInvalidAnswer:
    'The analysis did not produce instructions we could check. What you spent on it has been given back; please ' +
    'try again.',
} as const;
