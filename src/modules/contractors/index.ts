import { ContainerModule, type ResolutionContext } from 'inversify';
import type { AppModule } from '../../shared/app-module.js';
import { AUDIT_LOG } from '../../shared/audit/audit-log.js';
import { PERSONAL_DATA_CONTRIBUTOR } from '../../shared/application/personal-data.js';
import { AUDIT_TARGET_NAMER } from '../../shared/audit/audit-target-names.js';
import { ContractorAuditNames } from './application/contractor-audit-names.js';
import { RATE_LIMITER } from '../../shared/application/rate-limiter.js';
import { UNIT_OF_WORK } from '../../shared/application/unit-of-work.js';
import { EMAIL_OUTBOX } from '../../shared/email/email.js';
import { RECIPIENT_LANGUAGES } from '../../shared/email/email-language.js';
import { startPeriodicSweep } from '../../shared/jobs/periodic-sweeps.js';
import { FILE_STORAGE } from '../../shared/storage/file-storage.js';
import { CLOCK, ENTITY_MANAGER } from '../../shared/tokens.js';
import { token } from '../../shared/token.js';
import { RepairCategorySchema } from '../repairs/contract.js';
import { ContractorApplications } from './application/contractor-applications.js';
import { ContractorDirectory } from './application/contractor-directory.js';
import { ContractorEmails } from './application/contractor-emails.js';
import { ContractorReview } from './application/contractor-review.js';
import type { ContractorSettings } from './application/contractor-settings.js';
import { ContractorsPersonalData } from './application/contractors-personal-data.js';
import { Leads } from './application/leads.js';
import { adminContractorRoutes } from './adapters/http/admin-contractors.routes.js';
import { contractorRoutes } from './adapters/http/contractor.routes.js';
import { directoryRoutes } from './adapters/http/directory.routes.js';
import { leadRoutes } from './adapters/http/leads.routes.js';
import { MikroOrmContractorRepository } from './adapters/persistence/mikro-orm-contractor.repository.js';
import { MikroOrmLeadRepository } from './adapters/persistence/mikro-orm-lead.repository.js';
import { SqlContractorStatistics } from './adapters/persistence/sql-contractor-statistics.js';
import { contractorsMigrations } from './adapters/persistence/migrations/index.js';
import { ZipcodesPostalCodeLocator } from './adapters/postal-codes/zipcodes.postal-code-locator.js';
import { CONTRACTOR_REPOSITORY } from './ports/contractor.repository.js';
import { CONTRACTOR_STATISTICS } from './ports/contractor-statistics.js';
import { CUSTOMER_REPAIRS } from './ports/customer-repairs.js';
import { LEAD_REPOSITORY } from './ports/lead.repository.js';
import { LISTING_BILLING } from './ports/listing-billing.js';
import { POSTAL_CODE_LOCATOR } from './ports/postal-code-locator.js';

export { ContractorApplications };
export { CUSTOMER_REPAIRS, type CustomerRepairs } from './ports/customer-repairs.js';
export { LISTING_BILLING, type ListingBilling } from './ports/listing-billing.js';
export { CONTRACTOR_STATISTICS, type ContractorStatistics } from './ports/contractor-statistics.js';
export { applicationExistsSql, grantedRolesFromSql } from './adapters/persistence/sql-application-exists.js';

const CONTRACTOR_EMAILS = token<ContractorEmails>('contractors.Emails');
/** Unanswered leads past their 48 hours are written expired this often (reads apply the rule meanwhile). */
const EXPIRY_SWEEP_INTERVAL_MS = 60 * 1000;

/** Contractor applications and admin review, the paid listing, the directory, and customer leads. */
export const contractorsModule: AppModule = {
  name: 'contractors',
  entities: [],
  migrations: contractorsMigrations,
  bindings: (config) =>
    new ContainerModule(({ bind }) => {
      const settings: ContractorSettings = { categories: RepairCategorySchema.options, directoryLimit: 50 };
      const clock = (ctx: ResolutionContext) => ctx.get(CLOCK);
      const unitOfWork = (ctx: ResolutionContext) => ctx.get(UNIT_OF_WORK);
      const outbox = (ctx: ResolutionContext) => ctx.get(EMAIL_OUTBOX);
      bind(CONTRACTOR_EMAILS).toDynamicValue(
        (ctx) => new ContractorEmails(config.publicUrl, ctx.get(RECIPIENT_LANGUAGES)),
      );
      bind(CONTRACTOR_REPOSITORY).toDynamicValue((ctx) => new MikroOrmContractorRepository(ctx.get(ENTITY_MANAGER)));
      bind(LEAD_REPOSITORY).toDynamicValue((ctx) => new MikroOrmLeadRepository(ctx.get(ENTITY_MANAGER)));
      bind(CONTRACTOR_STATISTICS).toDynamicValue((ctx) => new SqlContractorStatistics(ctx.get(ENTITY_MANAGER)));
      bind(POSTAL_CODE_LOCATOR).toConstantValue(new ZipcodesPostalCodeLocator());
      bind(ContractorApplications).toDynamicValue(
        (ctx) =>
          new ContractorApplications(
            ctx.get(CONTRACTOR_REPOSITORY),
            ctx.get(POSTAL_CODE_LOCATOR),
            ctx.get(LISTING_BILLING),
            ctx.get(FILE_STORAGE),
            outbox(ctx),
            ctx.get(CONTRACTOR_EMAILS),
            unitOfWork(ctx),
            clock(ctx),
            settings,
          ),
      );
      bind(ContractorReview).toDynamicValue(
        (ctx) =>
          new ContractorReview(
            ctx.get(CONTRACTOR_REPOSITORY),
            ctx.get(LISTING_BILLING),
            ctx.get(FILE_STORAGE),
            ctx.get(AUDIT_LOG),
            outbox(ctx),
            ctx.get(CONTRACTOR_EMAILS),
            unitOfWork(ctx),
            clock(ctx),
          ),
      );
      bind(ContractorDirectory).toDynamicValue(
        (ctx) =>
          new ContractorDirectory(
            ctx.get(CONTRACTOR_REPOSITORY),
            ctx.get(POSTAL_CODE_LOCATOR),
            ctx.get(LISTING_BILLING),
            clock(ctx),
            settings,
          ),
      );
      bind(Leads).toDynamicValue(
        (ctx) =>
          new Leads(
            ctx.get(LEAD_REPOSITORY),
            ctx.get(CONTRACTOR_REPOSITORY),
            ctx.get(ContractorDirectory),
            ctx.get(CUSTOMER_REPAIRS),
            outbox(ctx),
            ctx.get(CONTRACTOR_EMAILS),
            unitOfWork(ctx),
            clock(ctx),
          ),
      );
      bind(AUDIT_TARGET_NAMER).toDynamicValue((ctx) => new ContractorAuditNames(ctx.get(CONTRACTOR_REPOSITORY)));
      bind(PERSONAL_DATA_CONTRIBUTOR).toDynamicValue(
        (ctx) =>
          new ContractorsPersonalData(ctx.get(CONTRACTOR_REPOSITORY), ctx.get(LEAD_REPOSITORY), ctx.get(FILE_STORAGE)),
      );
    }),
  routes: (container) => {
    const rateLimiter = container.get(RATE_LIMITER);
    const clock = container.get(CLOCK);
    const leads = container.get(Leads);
    return [
      ...directoryRoutes({
        directory: container.get(ContractorDirectory),
        storage: container.get(FILE_STORAGE),
        rateLimiter,
        clock,
      }),
      ...contractorRoutes({ applications: container.get(ContractorApplications), leads, rateLimiter, clock }),
      ...leadRoutes({ leads, rateLimiter, clock }),
      ...adminContractorRoutes({ review: container.get(ContractorReview), clock }),
    ];
  },
  start: async (container) => {
    const leads = container.get(Leads);
    startPeriodicSweep(container, {
      name: 'unanswered leads',
      intervalMs: EXPIRY_SWEEP_INTERVAL_MS,
      work: () => leads.expireOverdue(),
      report: (expired) => (expired > 0 ? { expired } : undefined),
    });
  },
};
