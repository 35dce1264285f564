import type { PersonalDataContributor } from '../../../shared/application/personal-data.js';
import type { FileStorage } from '../../../shared/storage/file-storage.js';
import type { ContractorRepository } from '../ports/contractor.repository.js';
import type { LeadRepository } from '../ports/lead.repository.js';

/**
 * The contractors module's part of the data export and of account deletion: the application and profile
 * (with the logo), the requests the person sent as a customer and those their business received. None is
 * a financial record (the contractor plan's invoices are billing's), so all of it goes with the account;
 * requests a deleted business received go with it.
 */
export class ContractorsPersonalData implements PersonalDataContributor {
  readonly section = 'contractors';

  constructor(
    private readonly contractors: ContractorRepository,
    private readonly leads: LeadRepository,
    private readonly storage: FileStorage,
  ) {}

  async exportFor(userId: string): Promise<unknown> {
    const contractor = await this.contractors.findByUserId(userId);
    const [asCustomer, asContractor] = await Promise.all([
      this.leads.listForCustomer(userId),
      contractor ? this.leads.listForContractor(contractor.id) : Promise.resolve([]),
    ]);
    return {
      application: contractor?.props ?? null,
      requestsSent: asCustomer.map((lead) => lead.props),
      // What the business was shown: a customer's contact only once it accepted.
      requestsReceived: asContractor.map((lead) => ({ ...lead.props, customer: lead.customerForContractor() })),
    };
  }

  async eraseFor(userId: string): Promise<void> {
    await this.leads.removeForCustomer(userId);
    const contractor = await this.contractors.findByUserId(userId);
    if (!contractor) return;
    await this.contractors.remove(contractor.id);
    for (const logo of contractor.storedLogos) await this.storage.remove(logo.key);
  }
}
