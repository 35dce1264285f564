import type { RepairCategory } from '../domain/knowledge-base/repair-guide.js';
import type { GalleryCurationState, RepairOutcome, RepairRequest, RepairStatus } from '../domain/repair-request.js';
import { token } from '../../../shared/token.js';

/** A line of Recent Fixes. */
export interface RepairSummary {
  readonly id: string;
  readonly title: string;
  readonly createdAt: Date;
  readonly estimatedTime: string | null;
  readonly status: RepairStatus;
  readonly outcome: RepairOutcome | null;
}

/** The admin console's view of the gallery: shared, completed repairs, hidden ones included. */
export interface SharedRepairFilter {
  /** Part of the title or category, matched literally and case-insensitively. */
  readonly search: string | null;
  readonly state: GalleryCurationState;
  readonly limit: number;
  readonly offset: number;
}

export interface RepairRequestRepository {
  create(repair: RepairRequest): Promise<void>;
  findById(id: string): Promise<RepairRequest | null>;
  /** Inside a transaction: locks the row until it ends, so two admins' changes apply one after the other. */
  findByIdForUpdate(id: string): Promise<RepairRequest | null>;
  statusOf(id: string): Promise<RepairStatus | null>;
  /**
   * Records a pending repair's outcome (completed or failed) in one conditional update, so of two
   * workers finishing the same repair only one wins. True when this call recorded it.
   */
  recordOutcome(repair: RepairRequest): Promise<boolean>;
  /**
   * Makes a settled repair pending again (the person added detail), only if it is still as `previous` was: of
   * two such requests at once only one wins. True when this call reopened it.
   */
  reopen(previous: RepairRequest, reopened: RepairRequest): Promise<boolean>;
  saveSharing(repair: RepairRequest): Promise<void>;
  /** Stores what admins decided: hidden, featured. */
  saveCuration(repair: RepairRequest): Promise<void>;
  /** The owner's repairs, newest first. */
  listOwnedBy(ownerId: string): Promise<RepairSummary[]>;
  listAllOwnedBy(ownerId: string): Promise<RepairRequest[]>;
  /** Shared, completed, not hidden; featured first (most recently featured first), then newest first. */
  listGallery(category: RepairCategory | null, limit: number): Promise<RepairRequest[]>;
  /** Shared and completed, newest first, with how many match the filter. */
  listShared(filter: SharedRepairFilter): Promise<{ readonly repairs: RepairRequest[]; readonly total: number }>;
  /** Repairs still pending that were created before the cutoff. */
  listPendingCreatedBefore(cutoff: Date, limit: number): Promise<RepairRequest[]>;
  removeAllOwnedBy(ownerId: string): Promise<void>;
}

export const REPAIR_REQUEST_REPOSITORY = token<RepairRequestRepository>('repairs.RepairRequestRepository');
