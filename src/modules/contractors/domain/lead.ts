import type { Currency } from '../../../shared/domain/region.js';
import { ConflictError } from '../../../shared/errors/app-errors.js';

/** sent → viewed → accepted | declined; sent or viewed turns expired 48 hours after it was sent. */
export const LEAD_STATUSES = ['sent', 'viewed', 'accepted', 'declined', 'expired'] as const;
export type LeadStatus = (typeof LEAD_STATUSES)[number];

export const PREFERRED_TIMINGS = ['asap', 'this-week', 'this-month', 'flexible'] as const;
export type PreferredTiming = (typeof PREFERRED_TIMINGS)[number];

export const LEAD_LIFETIME_MS = 48 * 60 * 60 * 1000;
/** A request for quotes goes to this many matching contractors at most. */
export const MAX_QUOTES = 3;
export const REPLY_MAX_LENGTH = 1000;

/**
 * A repair of the customer's, as it travels with a lead: what RepairLens diagnosed and the instructions,
 * so the contractor knows the job before answering. A copy, taken when the lead is sent.
 */
export interface RepairBrief {
  readonly repairId: string;
  readonly title: string;
  readonly item: string | null;
  readonly category: string | null;
  readonly difficulty: string | null;
  readonly estimatedTime: string | null;
  readonly diagnosis: readonly { readonly cause: string; readonly signs: string }[];
  readonly steps: readonly string[];
  readonly tools: readonly string[];
  readonly materials: readonly string[];
  readonly safetyWarnings: readonly { readonly severity: string; readonly text: string }[];
  /**
   * What a professional typically charges for this job in the customer's region, from RepairLens's guide: an
   * estimate the customer saw, never a quote. Null when the repair had none (and on leads sent before estimates).
   */
  readonly proEstimate: { readonly currency: Currency; readonly low: number; readonly high: number } | null;
}

/** Who asks and how to reach them; the contractor sees the contact once they accept. */
export interface LeadCustomer {
  readonly userId: string;
  readonly name: string;
  readonly email: string | null;
  /** E.164. */
  readonly phone: string | null;
  readonly postalCode: string;
  /** The account's address: where RepairLens tells the customer about answers. */
  readonly accountEmail: string;
}

export interface LeadProps {
  readonly id: string;
  /** The request it came from: one request for quotes makes up to three leads. */
  readonly requestId: string;
  readonly contractorId: string;
  readonly customer: LeadCustomer;
  readonly description: string;
  readonly preferredTiming: PreferredTiming;
  readonly category: string | null;
  readonly repair: RepairBrief | null;
  readonly status: LeadStatus;
  readonly reply: string | null;
  readonly sentAt: Date;
  readonly viewedAt: Date | null;
  readonly respondedAt: Date | null;
  readonly expiresAt: Date;
}

/** A customer's request as one contractor receives it; it belongs to that customer and that contractor. */
export class Lead {
  private constructor(readonly props: LeadProps) {}

  static send(
    fields: Omit<LeadProps, 'status' | 'reply' | 'sentAt' | 'viewedAt' | 'respondedAt' | 'expiresAt'>,
    at: Date,
  ): Lead {
    return new Lead({
      ...fields,
      status: 'sent',
      reply: null,
      sentAt: at,
      viewedAt: null,
      respondedAt: null,
      expiresAt: new Date(at.getTime() + LEAD_LIFETIME_MS),
    });
  }

  static restore(props: LeadProps): Lead {
    return new Lead(props);
  }

  get id(): string {
    return this.props.id;
  }

  /** The status at `at`: an unanswered lead past its 48 hours is expired, whether or not the sweeper wrote it. */
  statusAt(at: Date): LeadStatus {
    const { status, expiresAt } = this.props;
    return (status === 'sent' || status === 'viewed') && at >= expiresAt ? 'expired' : status;
  }

  /** The customer's e-mail and phone reach the contractor once the contractor accepts. */
  get contactShared(): boolean {
    return this.props.status === 'accepted';
  }

  /** What the contractor may see of the customer. */
  customerForContractor(): { name: string; postalCode: string; email: string | null; phone: string | null } {
    const { name, postalCode, email, phone } = this.props.customer;
    return this.contactShared ? { name, postalCode, email, phone } : { name, postalCode, email: null, phone: null };
  }

  isOpenAt(at: Date): boolean {
    const status = this.statusAt(at);
    return status === 'sent' || status === 'viewed';
  }

  /** The contractor opened it; only the first look counts. */
  viewedAt(at: Date): Lead {
    if (this.statusAt(at) !== 'sent') return this;
    return new Lead({ ...this.props, status: 'viewed', viewedAt: at });
  }

  accept(reply: string | null, at: Date): Lead {
    return this.answer('accepted', reply, at);
  }

  decline(reply: string | null, at: Date): Lead {
    return this.answer('declined', reply, at);
  }

  private answer(status: 'accepted' | 'declined', reply: string | null, at: Date): Lead {
    const current = this.statusAt(at);
    if (current === 'expired') throw new ConflictError('This request expired: it was not answered within 48 hours.');
    if (current !== 'sent' && current !== 'viewed') throw new ConflictError(`This request was ${current} already.`);
    const tidy = reply?.trim() || null;
    return new Lead({
      ...this.props,
      status,
      reply: tidy,
      viewedAt: this.props.viewedAt ?? at,
      respondedAt: at,
    });
  }
}
