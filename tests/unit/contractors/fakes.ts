import type { AuditEntry, AuditLog } from '../../../src/shared/audit/audit-log.js';
import type { Clock } from '../../../src/shared/application/clock.js';
import type { UnitOfWork } from '../../../src/shared/application/unit-of-work.js';
import type { EmailMessage, EmailOutbox } from '../../../src/shared/email/email.js';
import type { Contractor } from '../../../src/modules/contractors/domain/contractor.js';
import type { GeoPoint } from '../../../src/modules/contractors/domain/geography.js';
import { Lead, type LeadStatus } from '../../../src/modules/contractors/domain/lead.js';
import type { Country } from '../../../src/modules/contractors/domain/postal-code.js';
import type {
  ContractorFilter,
  ContractorRepository,
} from '../../../src/modules/contractors/ports/contractor.repository.js';
import type { LeadRepository } from '../../../src/modules/contractors/ports/lead.repository.js';
import type { ListingBilling, ListingStanding } from '../../../src/modules/contractors/ports/listing-billing.js';
import type { PostalCodeLocator } from '../../../src/modules/contractors/ports/postal-code-locator.js';

/** A clock the test moves by hand. */
export class ManualClock implements Clock {
  constructor(private current: Date) {}
  now(): Date {
    return new Date(this.current);
  }
  advance(ms: number): void {
    this.current = new Date(this.current.getTime() + ms);
  }
}

/** What happened, in order: commits, outbox records and dispatches. */
export type Happening = 'begin' | 'commit' | 'rollback' | 'mail recorded' | 'mail dispatched';

/** A unit of work that logs its boundaries; a failed transaction puts the repositories back as they were. */
export class RecordingUnitOfWork implements UnitOfWork {
  constructor(
    private readonly log: Happening[],
    private readonly stores: readonly { snapshot(): () => void }[] = [],
  ) {}

  async transaction<T>(work: () => Promise<T>): Promise<T> {
    this.log.push('begin');
    const restores = this.stores.map((store) => store.snapshot());
    try {
      const result = await work();
      this.log.push('commit');
      return result;
    } catch (error) {
      for (const restore of restores) restore();
      this.log.push('rollback');
      throw error;
    }
  }
}

export class FakeOutbox implements EmailOutbox {
  readonly recorded: EmailMessage[] = [];
  readonly dispatched: string[] = [];
  constructor(private readonly log: Happening[]) {}

  async add(messages: readonly EmailMessage[]): Promise<string[]> {
    this.log.push('mail recorded');
    this.recorded.push(...messages);
    return messages.map((_, index) => `mail-${this.recorded.length - messages.length + index}`);
  }

  async dispatch(ids: readonly string[]): Promise<void> {
    this.log.push('mail dispatched');
    this.dispatched.push(...ids);
  }

  snapshot() {
    const length = this.recorded.length;
    return () => void this.recorded.splice(length);
  }
}

/** Puts `rows` back as they are now, when a transaction rolls back. */
function snapshotOf<Row>(rows: Map<string, Row>): () => void {
  const saved = new Map(rows);
  return () => {
    rows.clear();
    for (const [id, row] of saved) rows.set(id, row);
  };
}

export class InMemoryContractors implements ContractorRepository {
  readonly rows = new Map<string, Contractor>();

  async insert(contractor: Contractor): Promise<boolean> {
    if ([...this.rows.values()].some((row) => row.userId === contractor.userId)) return false;
    this.rows.set(contractor.id, contractor);
    return true;
  }
  async findById(id: string) {
    return this.rows.get(id) ?? null;
  }
  async findByUserId(userId: string) {
    return [...this.rows.values()].find((row) => row.userId === userId) ?? null;
  }
  async findByIds(ids: readonly string[]) {
    return ids.flatMap((id) => this.rows.get(id) ?? []);
  }
  async hasApplication(userId: string) {
    return (await this.findByUserId(userId)) !== null;
  }
  async saveIfUnchanged(contractor: Contractor, readAt: Date) {
    const stored = this.rows.get(contractor.id);
    if (!stored || stored.props.updatedAt.getTime() !== readAt.getTime()) return false;
    this.rows.set(contractor.id, contractor);
    return true;
  }
  async list(filter: ContractorFilter) {
    const items = [...this.rows.values()].filter((row) => !filter.status || row.status === filter.status);
    return { items: items.slice(filter.offset, filter.offset + filter.limit), total: items.length };
  }
  async directoryCandidates(query: { country: Country; category: string | null }) {
    return [...this.rows.values()].filter(
      (row) =>
        row.status === 'approved' &&
        !row.props.listingPaused &&
        row.profile.country === query.country &&
        (!query.category || row.profile.specializations.includes(query.category)),
    );
  }
  async remove(id: string) {
    this.rows.delete(id);
  }
  snapshot() {
    return snapshotOf(this.rows);
  }
}

export class InMemoryLeads implements LeadRepository {
  readonly rows = new Map<string, Lead>();

  async insert(leads: readonly Lead[]) {
    for (const lead of leads) this.rows.set(lead.id, lead);
  }
  async findById(id: string) {
    return this.rows.get(id) ?? null;
  }
  async listForCustomer(customerId: string) {
    return [...this.rows.values()].filter((lead) => lead.props.customer.userId === customerId).reverse();
  }
  async listForContractor(contractorId: string) {
    return [...this.rows.values()].filter((lead) => lead.props.contractorId === contractorId).reverse();
  }
  async saveIfStatus(lead: Lead, expected: LeadStatus) {
    if (this.rows.get(lead.id)?.props.status !== expected) return false;
    this.rows.set(lead.id, lead);
    return true;
  }
  async lockCustomer() {}
  async openContractorIdsOf(customerId: string, at: Date) {
    return new Set(
      [...this.rows.values()]
        .filter((lead) => lead.props.customer.userId === customerId && lead.isOpenAt(at))
        .map((lead) => lead.props.contractorId),
    );
  }
  async expireOverdue(at: Date) {
    let expired = 0;
    for (const [id, lead] of this.rows) {
      const { status, expiresAt } = lead.props;
      if ((status === 'sent' || status === 'viewed') && expiresAt <= at) {
        this.rows.set(id, Lead.restore({ ...lead.props, status: 'expired' }));
        expired += 1;
      }
    }
    return expired;
  }
  async removeForCustomer(customerId: string) {
    for (const [id, lead] of this.rows) if (lead.props.customer.userId === customerId) this.rows.delete(id);
  }
  snapshot() {
    return snapshotOf(this.rows);
  }
}

/** Postal areas by code, from a small table. */
export class TableLocator implements PostalCodeLocator {
  constructor(private readonly points: Readonly<Record<string, GeoPoint>>) {}
  async locate(_country: Country, areaCode: string) {
    return this.points[areaCode] ?? null;
  }
}

/** Contractor plans by user: those in `paying` are paid up. */
export class FakeListingBilling implements ListingBilling {
  readonly paying = new Set<string>();
  async standingOf(userId: string): Promise<ListingStanding> {
    const active = this.paying.has(userId);
    return { status: active ? 'active' : 'none', active, currentPeriodEnd: null };
  }
  async activeAmong(userIds: readonly string[]) {
    return new Set(userIds.filter((id) => this.paying.has(id)));
  }
  async startCheckout(userId: string) {
    return this.paying.has(userId) ? ('active' as const) : { url: `https://pay.example/${userId}` };
  }
}

export class FakeAuditLog implements AuditLog {
  readonly entries: Omit<AuditEntry, 'id'>[] = [];
  async record(entry: Omit<AuditEntry, 'id'>) {
    this.entries.push(entry);
  }
  async list() {
    return [];
  }
  async count() {
    return 0;
  }
}
