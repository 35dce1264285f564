import { randomUUID } from 'node:crypto';
import type { Clock } from '../../../shared/application/clock.js';
import type { UnitOfWork } from '../../../shared/application/unit-of-work.js';
import type { EmailOutbox } from '../../../shared/email/email.js';
import { ConflictError, NotFoundError } from '../../../shared/errors/app-errors.js';
import type { Contractor } from '../domain/contractor.js';
import { InvalidFieldsError } from '../domain/field-errors.js';
import { Lead, MAX_QUOTES, type RepairBrief } from '../domain/lead.js';
import { parseLeadRequest, type LeadRequest, type LeadRequestDraft } from '../domain/lead-request.js';
import type { ContractorRepository } from '../ports/contractor.repository.js';
import type { CustomerRepairs } from '../ports/customer-repairs.js';
import type { LeadRepository } from '../ports/lead.repository.js';
import type { ContractorDirectory } from './contractor-directory.js';
import type { ContractorEmails } from './contractor-emails.js';

export interface Customer {
  readonly userId: string;
  /** The account's address, for news about the request. */
  readonly email: string;
}

/** To one chosen contractor, or to the best matches (at most three) for quotes. */
export type LeadRecipients = { readonly contractorId: string } | { readonly requestQuotes: true };

export interface SendLeadsCommand {
  readonly draft: LeadRequestDraft;
  readonly recipients: LeadRecipients;
  /** What kind of repair: needed to match contractors for quotes; taken from the repair when one is sent. */
  readonly category: string | null;
  /** One of the customer's repairs, whose diagnosis and instructions go with the request. */
  readonly repairId: string | null;
}

export interface SentLeads {
  readonly requestId: string;
  readonly leads: readonly { readonly lead: Lead; readonly contractor: Contractor }[];
}

/** A lead with its contractor, as the customer's list shows it. */
export interface CustomerLead {
  readonly lead: Lead;
  /** Null when the contractor has left RepairLens. */
  readonly contractor: Contractor | null;
}

/**
 * Leads from customers to contractors: sending (to one contractor, or for quotes to up to three listed
 * contractors serving the area and the category), the contractor reading, accepting or declining within
 * 48 hours, the customer following their requests. A lead is its customer's and its contractor's: anyone
 * else asking for it is told it does not exist.
 */
export class Leads {
  constructor(
    private readonly leads: LeadRepository,
    private readonly contractors: ContractorRepository,
    private readonly directory: ContractorDirectory,
    private readonly repairs: CustomerRepairs,
    private readonly outbox: EmailOutbox,
    private readonly emails: ContractorEmails,
    private readonly unitOfWork: UnitOfWork,
    private readonly clock: Clock,
    private readonly newId: () => string = randomUUID,
  ) {}

  async send(customer: Customer, command: SendLeadsCommand): Promise<SentLeads> {
    const parsed = parseLeadRequest(command.draft);
    if ('errors' in parsed) throw new InvalidFieldsError(parsed.errors);
    const repair = command.repairId ? await this.repairBrief(customer.userId, command.repairId) : null;
    const category = command.category ?? repair?.category ?? null;
    const candidates = await this.recipientsFor(customer, command.recipients, parsed.request, category);

    const at = this.clock.now();
    const requestId = this.newId();
    const { sent, mail } = await this.unitOfWork.transaction(async () => {
      // One request at a time per customer, so two clicks cannot reach the same contractor twice.
      await this.leads.lockCustomer(customer.userId);
      const open = await this.leads.openContractorIdsOf(customer.userId, at);
      const chosen = candidates.filter((contractor) => !open.has(contractor.id)).slice(0, MAX_QUOTES);
      if (chosen.length === 0) {
        throw new ConflictError(
          'contractorId' in command.recipients
            ? 'You already have an open request with this contractor. They have 48 hours to answer it.'
            : 'Every contractor serving your area has your request already. They have 48 hours to answer.',
        );
      }
      const sent = chosen.map((contractor) => ({
        contractor,
        lead: Lead.send(
          {
            id: this.newId(),
            requestId,
            contractorId: contractor.id,
            customer: {
              userId: customer.userId,
              name: parsed.request.customerName,
              email: parsed.request.email,
              phone: parsed.request.phone,
              postalCode: parsed.request.location.postalCode,
              accountEmail: customer.email,
            },
            description: parsed.request.description,
            preferredTiming: parsed.request.preferredTiming,
            category,
            repair,
          },
          at,
        ),
      }));
      await this.leads.insert(sent.map(({ lead }) => lead));
      const mail = await this.outbox.add(
        await Promise.all(sent.map(({ contractor, lead }) => this.emails.newLead(contractor, lead))),
      );
      return { sent, mail };
    });
    await this.outbox.dispatch(mail);
    return { requestId, leads: sent };
  }

  /** The contractor's leads, newest first. */
  async forContractor(userId: string): Promise<{ readonly contractor: Contractor; readonly leads: Lead[] }> {
    const contractor = await this.ownContractor(userId);
    return { contractor, leads: await this.leads.listForContractor(contractor.id) };
  }

  /** One of the contractor's leads; the first look marks it viewed. */
  async openAsContractor(userId: string, leadId: string): Promise<Lead> {
    const { lead } = await this.contractorsLead(userId, leadId);
    const viewed = lead.viewedAt(this.clock.now());
    if (viewed === lead) return lead;
    // Answered (or viewed) meanwhile from another tab: what is stored now is the truth.
    if (!(await this.leads.saveIfStatus(viewed, lead.props.status))) return (await this.leads.findById(leadId)) ?? lead;
    return viewed;
  }

  /** Accepts or declines, with an optional message for the customer, who is e-mailed. */
  async answer(userId: string, leadId: string, decision: 'accept' | 'decline', reply: string | null): Promise<Lead> {
    const { answered, mail } = await this.unitOfWork.transaction(async () => {
      const { lead, contractor } = await this.contractorsLead(userId, leadId);
      const at = this.clock.now();
      const answered = decision === 'accept' ? lead.accept(reply, at) : lead.decline(reply, at);
      if (!(await this.leads.saveIfStatus(answered, lead.props.status))) {
        throw new ConflictError('This request changed meanwhile. Reload it and try again.');
      }
      return { answered, mail: await this.outbox.add([await this.emails.leadAnswered(answered, contractor)]) };
    });
    await this.outbox.dispatch(mail);
    return answered;
  }

  /** What a request for quotes would carry of one of the customer's repairs: shown before the customer sends it. */
  async briefFor(customerId: string, repairId: string): Promise<RepairBrief> {
    return this.repairBrief(customerId, repairId);
  }

  /** The customer's requests, newest first, each with its contractor. */
  async forCustomer(userId: string): Promise<CustomerLead[]> {
    const leads = await this.leads.listForCustomer(userId);
    const contractors = await this.contractors.findByIds([...new Set(leads.map((lead) => lead.props.contractorId))]);
    const byId = new Map(contractors.map((contractor) => [contractor.id, contractor]));
    return leads.map((lead) => ({ lead, contractor: byId.get(lead.props.contractorId) ?? null }));
  }

  async ofCustomer(userId: string, leadId: string): Promise<CustomerLead> {
    const lead = await this.leads.findById(leadId);
    if (!lead || lead.props.customer.userId !== userId) throw new NotFoundError('Request not found');
    return { lead, contractor: await this.contractors.findById(lead.props.contractorId) };
  }

  /** The sweeper's work: unanswered leads past their 48 hours are written expired. */
  expireOverdue(): Promise<number> {
    return this.leads.expireOverdue(this.clock.now());
  }

  private async recipientsFor(
    customer: Customer,
    recipients: LeadRecipients,
    request: LeadRequest,
    category: string | null,
  ): Promise<Contractor[]> {
    if ('contractorId' in recipients) {
      const contractor = await this.directory.listed(recipients.contractorId);
      if (contractor.userId === customer.userId) {
        throw new ConflictError('You cannot send a request to your own business.');
      }
      return [contractor];
    }
    if (!category) {
      throw new InvalidFieldsError({ category: 'choose the kind of repair, so we can find contractors who do it' });
    }
    const matches = await this.directory.matches({ location: request.location, category });
    const others = matches.map(({ contractor }) => contractor).filter((c) => c.userId !== customer.userId);
    if (others.length === 0) {
      throw new NotFoundError(
        `No listed contractor serves ${request.location.postalCode} for this kind of repair yet.`,
      );
    }
    return others;
  }

  private async repairBrief(customerId: string, repairId: string): Promise<RepairBrief> {
    const brief = await this.repairs.briefOf(customerId, repairId);
    if (brief === 'not-found') throw new NotFoundError('Repair request not found');
    if (brief === 'no-instructions') {
      throw new ConflictError(
        'This repair has no diagnosis to send yet. Send the request without it, or wait until it is completed.',
      );
    }
    return brief;
  }

  private async ownContractor(userId: string): Promise<Contractor> {
    const contractor = await this.contractors.findByUserId(userId);
    if (!contractor) throw new NotFoundError('You have not applied as a contractor yet.');
    return contractor;
  }

  /** Someone else's lead answers exactly like a missing one. */
  private async contractorsLead(userId: string, leadId: string): Promise<{ lead: Lead; contractor: Contractor }> {
    const contractor = await this.ownContractor(userId);
    const lead = await this.leads.findById(leadId);
    if (!lead || lead.props.contractorId !== contractor.id) throw new NotFoundError('Request not found');
    return { lead, contractor };
  }
}
