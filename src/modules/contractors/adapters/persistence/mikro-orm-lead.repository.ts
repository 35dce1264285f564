import type { EntityManager } from '@mikro-orm/sql';
import { Lead, type LeadStatus, type PreferredTiming, type RepairBrief } from '../../domain/lead.js';
import type { LeadRepository } from '../../ports/lead.repository.js';
import { dateOf, jsonOf } from './sql-values.js';

interface LeadRow {
  id: string;
  request_id: string;
  customer_id: string;
  contractor_id: string;
  customer_name: string;
  contact_email: string | null;
  contact_phone: string | null;
  customer_account_email: string;
  postal_code: string;
  description: string;
  preferred_timing: PreferredTiming;
  category: string | null;
  repair: unknown;
  status: LeadStatus;
  reply: string | null;
  sent_at: Date | string;
  viewed_at: Date | string | null;
  responded_at: Date | string | null;
  expires_at: Date | string;
}

const COLUMNS = `id, request_id, customer_id, contractor_id, customer_name, contact_email, contact_phone,
  customer_account_email, postal_code, description, preferred_timing, category, repair, status, reply, sent_at,
  viewed_at, responded_at, expires_at`;

const optionalDate = (value: Date | string | null) => (value === null ? null : dateOf(value));

/** Leads sent before repairs were priced carry no estimate. */
function briefOf(stored: RepairBrief): RepairBrief {
  const current: Partial<RepairBrief> = stored;
  return { ...stored, proEstimate: current.proEstimate ?? null };
}

function toDomain(row: LeadRow): Lead {
  return Lead.restore({
    id: row.id,
    requestId: row.request_id,
    contractorId: row.contractor_id,
    customer: {
      userId: row.customer_id,
      name: row.customer_name,
      email: row.contact_email,
      phone: row.contact_phone,
      postalCode: row.postal_code,
      accountEmail: row.customer_account_email,
    },
    description: row.description,
    preferredTiming: row.preferred_timing,
    category: row.category,
    repair: row.repair === null ? null : briefOf(jsonOf<RepairBrief>(row.repair)),
    status: row.status,
    reply: row.reply,
    sentAt: dateOf(row.sent_at),
    viewedAt: optionalDate(row.viewed_at),
    respondedAt: optionalDate(row.responded_at),
    expiresAt: dateOf(row.expires_at),
  });
}

/** Leads in `contractors_lead`, through the current request's or job's entity manager. */
export class MikroOrmLeadRepository implements LeadRepository {
  constructor(private readonly em: EntityManager) {}

  async insert(leads: readonly Lead[]): Promise<void> {
    for (const { props } of leads) {
      await this.em.execute(
        `insert into contractors_lead (${COLUMNS}) values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?::jsonb, ?, ?, ?, ?, ?, ?)`,
        [
          props.id,
          props.requestId,
          props.customer.userId,
          props.contractorId,
          props.customer.name,
          props.customer.email,
          props.customer.phone,
          props.customer.accountEmail,
          props.customer.postalCode,
          props.description,
          props.preferredTiming,
          props.category,
          props.repair === null ? null : JSON.stringify(props.repair),
          props.status,
          props.reply,
          props.sentAt,
          props.viewedAt,
          props.respondedAt,
          props.expiresAt,
        ],
      );
    }
  }

  async findById(id: string): Promise<Lead | null> {
    const [row] = await this.em.execute<LeadRow[]>(`select ${COLUMNS} from contractors_lead where id = ?`, [id]);
    return row ? toDomain(row) : null;
  }

  async listForCustomer(customerId: string): Promise<Lead[]> {
    const rows = await this.em.execute<LeadRow[]>(
      `select ${COLUMNS} from contractors_lead where customer_id = ? order by sent_at desc, id`,
      [customerId],
    );
    return rows.map(toDomain);
  }

  async listForContractor(contractorId: string): Promise<Lead[]> {
    const rows = await this.em.execute<LeadRow[]>(
      `select ${COLUMNS} from contractors_lead where contractor_id = ? order by sent_at desc, id`,
      [contractorId],
    );
    return rows.map(toDomain);
  }

  async saveIfStatus(lead: Lead, expected: LeadStatus): Promise<boolean> {
    const { props } = lead;
    const rows = await this.em.execute<{ id: string }[]>(
      `update contractors_lead set status = ?, reply = ?, viewed_at = ?, responded_at = ?
       where id = ? and status = ? returning id`,
      [props.status, props.reply, props.viewedAt, props.respondedAt, props.id, expected],
    );
    return rows.length === 1;
  }

  async lockCustomer(customerId: string): Promise<void> {
    // Transaction-scoped: released at commit or rollback, touches no row.
    await this.em.execute("select pg_advisory_xact_lock(hashtextextended('contractors.leads:' || ?, 0))", [customerId]);
  }

  async openContractorIdsOf(customerId: string, at: Date): Promise<Set<string>> {
    const rows = await this.em.execute<{ contractor_id: string }[]>(
      `select contractor_id from contractors_lead
       where customer_id = ? and status in ('sent', 'viewed') and expires_at > ?`,
      [customerId, at],
    );
    return new Set(rows.map((row) => row.contractor_id));
  }

  async expireOverdue(at: Date): Promise<number> {
    const rows = await this.em.execute<{ id: string }[]>(
      `update contractors_lead set status = 'expired'
       where status in ('sent', 'viewed') and expires_at <= ? returning id`,
      [at],
    );
    return rows.length;
  }

  async removeForCustomer(customerId: string): Promise<void> {
    await this.em.execute('delete from contractors_lead where customer_id = ?', [customerId]);
  }
}
