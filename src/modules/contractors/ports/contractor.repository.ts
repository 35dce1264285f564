import type { ApplicationStatus, Contractor } from '../domain/contractor.js';
import type { GeoPoint } from '../domain/geography.js';
import type { Country } from '../domain/postal-code.js';
import { token } from '../../../shared/token.js';

export interface ContractorFilter {
  readonly status?: ApplicationStatus;
  readonly country?: Country;
  readonly specialization?: string;
  /** Only contractors whose changes wait for review (that queue is worked oldest first). */
  readonly withPendingChanges?: boolean;
  /** Part of the business name or e-mail address, any case. */
  readonly search?: string;
  readonly limit: number;
  readonly offset: number;
}

export interface DirectoryQuery {
  readonly country: Country;
  /** FSA or ZIP5 of the searcher. */
  readonly areaCode: string;
  readonly point: GeoPoint;
  readonly category: string | null;
  /** A widened search: also contractors based within this many km, whatever their service area; null for none. */
  readonly withinKm: number | null;
}

export interface ContractorRepository {
  /** Stores a new application; false when the user has one already. */
  insert(contractor: Contractor): Promise<boolean>;
  findById(id: string): Promise<Contractor | null>;
  findByUserId(userId: string): Promise<Contractor | null>;
  findByIds(ids: readonly string[]): Promise<Contractor[]>;
  hasApplication(userId: string): Promise<boolean>;
  /**
   * Saves a change made to the contractor as it was at `readAt` (its updatedAt then), in one conditional
   * write; false when it changed meanwhile (another admin, another tab), and nothing is written.
   */
  saveIfUnchanged(contractor: Contractor, readAt: Date): Promise<boolean>;
  /**
   * For the admin console: the queues (pending applications, or pending changes: oldest first) or any
   * other filter (newest first).
   */
  list(filter: ContractorFilter): Promise<{ readonly items: Contractor[]; readonly total: number }>;
  /**
   * Approved, unpaused contractors of the country whose service area may cover the searcher (a radius
   * around the business reaching that far, or a list naming the area), and who work in the category when
   * one is given. A superset for the caller to measure exactly; the listing subscription is not checked.
   */
  directoryCandidates(query: DirectoryQuery, limit: number): Promise<Contractor[]>;
  remove(id: string): Promise<void>;
}

export const CONTRACTOR_REPOSITORY = token<ContractorRepository>('contractors.ContractorRepository');
