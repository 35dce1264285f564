import { expect } from 'chai';
import fc from 'fast-check';
import type { z } from 'zod';
import {
  AdminContractorQuerySchema,
  ContractorIdParamsSchema,
  LeadIdParamsSchema,
} from '../../../src/modules/contractors/contract.js';
import { CreditGrantParamsSchema } from '../../../src/modules/billing/contract.js';
import { AdminUserParamsSchema, AdminUserQuerySchema } from '../../../src/modules/identity/contract.js';
import { AdminGalleryQuerySchema, RepairIdParamsSchema } from '../../../src/modules/repairs/contract.js';
import { ClientErrorQuerySchema } from '../../../src/platform/client-errors/client-error.contract.js';
import { AuditQuerySchema } from '../../../src/shared/audit/audit.contract.js';
import { OutboxQuerySchema } from '../../../src/shared/email/email.contract.js';
import {
  PagingQuerySchema,
  PeriodQuerySchema,
  SearchQuerySchema,
} from '../../../src/shared/http/admin-list.contract.js';
import { CurrencySchema, RegionSchema } from '../../../src/shared/http/contract-kit.js';
import { accepted, notUuid, PROPERTY_RUNS, refusal } from '../../support/schema-properties.js';

/** The request pieces several modules share: regions, ids in paths, and the admin lists' paging, period and search. */

const ID_PARAMS: Readonly<Record<string, z.ZodType>> = {
  RepairIdParams: RepairIdParamsSchema,
  ContractorIdParams: ContractorIdParamsSchema,
  LeadIdParams: LeadIdParamsSchema,
  AdminUserParams: AdminUserParamsSchema,
  CreditGrantParams: CreditGrantParamsSchema,
};

/** Every admin list's query: each pages the same way. */
const LIST_QUERIES: Readonly<Record<string, z.ZodType>> = {
  PagingQuery: PagingQuerySchema,
  AdminUserQuery: AdminUserQuerySchema,
  AdminGalleryQuery: AdminGalleryQuerySchema,
  AdminContractorQuery: AdminContractorQuerySchema,
  ClientErrorQuery: ClientErrorQuerySchema,
  AuditQuery: AuditQuerySchema,
  OutboxQuery: OutboxQuerySchema,
};

describe('shared request contracts (property-based)', () => {
  it('accepts exactly the two regions and their currencies, case included', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 4 }), (value) => {
        expect(RegionSchema.safeParse(value).success).to.equal(value === 'CA' || value === 'US');
        expect(CurrencySchema.safeParse(value).success).to.equal(value === 'CAD' || value === 'USD');
      }),
      PROPERTY_RUNS,
    );
  });

  for (const [name, schema] of Object.entries(ID_PARAMS)) {
    it(`${name}: accepts any UUID and refuses anything else with a message naming id`, () => {
      fc.assert(
        fc.property(fc.uuid(), notUuid, (id, other) => {
          expect(accepted(schema, { id })).to.deep.equal({ id });
          expect(refusal(schema, { id: other })).to.match(/^id: /);
        }),
        PROPERTY_RUNS,
      );
    });
  }

  for (const [name, schema] of Object.entries(LIST_QUERIES)) {
    it(`${name}: reads limit 1–100 and offset ≥ 0 from query text, defaults 25 and 0, refuses the rest`, () => {
      fc.assert(
        fc.property(fc.integer({ min: 1, max: 100 }), fc.nat(), (limit, offset) => {
          expect(accepted(schema, { limit: String(limit), offset: String(offset) })).to.include({ limit, offset });
          expect(accepted(schema, {})).to.include({ limit: 25, offset: 0 });
        }),
        PROPERTY_RUNS,
      );
      const badLimit = fc.oneof(
        fc.integer({ max: 0 }).map(String),
        fc.integer({ min: 101 }).map(String),
        fc.double({ min: 1.01, max: 99.99, noInteger: true }).map(String),
        fc.constantFrom('ten', 'NaN', 'Infinity', '1e400'),
      );
      fc.assert(
        fc.property(badLimit, fc.integer({ max: -1 }), (limit, offset) => {
          expect(refusal(schema, { limit })).to.match(/^limit: /);
          expect(refusal(schema, { offset: String(offset) })).to.match(/^offset: /);
        }),
        PROPERTY_RUNS,
      );
    });
  }

  it('reads a period from ISO date-times with an offset, and refuses other text naming the field', () => {
    const instant = fc.date({ min: new Date('1970-01-01'), max: new Date('2999-12-31'), noInvalidDate: true });
    fc.assert(
      fc.property(instant, instant, fc.string({ maxLength: 20 }), (from, to, text) => {
        const period = accepted(PeriodQuerySchema, { from: from.toISOString(), to: to.toISOString() });
        expect(period.from?.getTime()).to.equal(from.getTime());
        expect(period.to?.getTime()).to.equal(to.getTime());
        fc.pre(Number.isNaN(Date.parse(text)));
        expect(refusal(PeriodQuerySchema, { from: text })).to.equal('from: must be an ISO date-time');
      }),
      PROPERTY_RUNS,
    );
  });

  it('trims a search up to 200 characters, idempotently, and refuses a longer one', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 200 }), fc.string({ minLength: 201, maxLength: 400 }), (text, long) => {
        const once = accepted(SearchQuerySchema, text);
        expect(once).to.equal(text.trim());
        expect(accepted(SearchQuerySchema, once)).to.equal(once);
        fc.pre(long.trim().length > 200);
        expect(refusal(SearchQuerySchema, long)).to.equal('is too long');
      }),
      PROPERTY_RUNS,
    );
  });
});
