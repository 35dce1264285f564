import type { RepairCategory } from '../domain/knowledge-base/repair-guide.js';
import type { RepairRequest, RepairStatus } from '../domain/repair-request.js';

/** A line of Recent Fixes. */
export interface RepairSummary {
  readonly id: string;
  readonly title: string;
  readonly createdAt: Date;
  readonly estimatedTime: string | null;
  readonly status: RepairStatus;
}

export interface RepairRequestRepository {
  create(repair: RepairRequest): Promise<void>;
  findById(id: string): Promise<RepairRequest | null>;
  statusOf(id: string): Promise<RepairStatus | null>;
  /**
   * Records a pending repair's outcome (completed or failed) in one conditional update, so of two
   * workers finishing the same repair only one wins. True when this call recorded it.
   */
  recordOutcome(repair: RepairRequest): Promise<boolean>;
  saveSharing(repair: RepairRequest): Promise<void>;
  /** The owner's repairs, newest first. */
  listOwnedBy(ownerId: string): Promise<RepairSummary[]>;
  listAllOwnedBy(ownerId: string): Promise<RepairRequest[]>;
  /** Shared, completed, not hidden; newest first. */
  listGallery(category: RepairCategory | null, limit: number): Promise<RepairRequest[]>;
  /** Repairs still pending that were created before the cutoff. */
  listPendingCreatedBefore(cutoff: Date, limit: number): Promise<RepairRequest[]>;
  removeAllOwnedBy(ownerId: string): Promise<void>;
}

export const REPAIR_REQUEST_REPOSITORY = Symbol.for('repairs.RepairRequestRepository');
