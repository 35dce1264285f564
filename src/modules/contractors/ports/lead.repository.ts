import type { Lead, LeadStatus } from '../domain/lead.js';
import { token } from '../../../shared/token.js';

export interface LeadRepository {
  insert(leads: readonly Lead[]): Promise<void>;
  findById(id: string): Promise<Lead | null>;
  /** Newest first. */
  listForCustomer(customerId: string): Promise<Lead[]>;
  /** Newest first. */
  listForContractor(contractorId: string): Promise<Lead[]>;
  /** Saves a change in one conditional write; false when the stored lead is no longer `expected`. */
  saveIfStatus(lead: Lead, expected: LeadStatus): Promise<boolean>;
  /** Holds the customer's lead lock until the transaction ends: one request at a time per customer. */
  lockCustomer(customerId: string): Promise<void>;
  /** The contractors this customer has an unanswered, unexpired lead with at `at`. */
  openContractorIdsOf(customerId: string, at: Date): Promise<Set<string>>;
  /** Writes expired on every unanswered lead past its time; answers how many. */
  expireOverdue(at: Date): Promise<number>;
  removeForCustomer(customerId: string): Promise<void>;
}

export const LEAD_REPOSITORY = token<LeadRepository>('contractors.LeadRepository');
