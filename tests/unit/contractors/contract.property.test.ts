import { expect } from 'chai';
import fc from 'fast-check';
import {
  ContractorApplicationSchema,
  ContractorProfileUpdateSchema,
  DirectoryQuerySchema,
  LeadAnswerSchema,
  LeadRequestSchema,
  ReviewReasonSchema,
} from '../../../src/modules/contractors/contract.js';
import { REASON_MAX_LENGTH } from '../../../src/modules/contractors/domain/contractor.js';
import { PREFERRED_TIMINGS, REPLY_MAX_LENGTH } from '../../../src/modules/contractors/domain/lead.js';
import { displayPhoneNumber, normalisePhoneNumber } from '../../../src/modules/contractors/domain/phone-number.js';
import {
  normalisePostalCode,
  normaliseServiceCode,
  parseSearchLocation,
} from '../../../src/modules/contractors/domain/postal-code.js';
import {
  accepted,
  expectAcceptedUnchanged,
  expectStrayKeyRefused,
  jsonOtherThan,
  PROPERTY_RUNS,
  refusal,
} from '../../support/schema-properties.js';

/** The text fields of an application with the longest text each one takes. */
const TEXT_LIMITS = {
  businessName: 200,
  contactName: 200,
  email: 320,
  phone: 40,
  country: 2,
  postalCode: 12,
  description: 4000,
} as const;
const OPTIONAL_TEXT_LIMITS = {
  website: 2048,
  licenceNumber: 100,
  insuranceProvider: 200,
  insuranceExpiresOn: 20,
  gstHstNumber: 30,
} as const;

const textUpTo = (max: number) => fc.string({ maxLength: Math.min(max, 60) });
const serviceArea = fc.oneof(
  fc.record({
    kind: fc.constant('radius'),
    radius: fc.double({ noNaN: true, noDefaultInfinity: true }),
    unit: fc.constantFrom('km', 'mi'),
  }),
  fc.record({ kind: fc.constant('codes'), codes: fc.array(fc.string({ maxLength: 20 }), { maxLength: 20 }) }),
);

/** Applications the contract lets through: types and sizes only; formats are the domain's to judge. */
const application = fc.record({
  ...Object.fromEntries(Object.entries(TEXT_LIMITS).map(([field, max]) => [field, textUpTo(max)])),
  ...Object.fromEntries(
    Object.entries(OPTIONAL_TEXT_LIMITS).map(([field, max]) => [field, fc.option(textUpTo(max), { nil: null })]),
  ),
  serviceArea,
  specializations: fc.array(fc.string({ maxLength: 50 }), { maxLength: 20 }),
  yearEstablished: fc.option(fc.integer(), { nil: null }),
}) as fc.Arbitrary<Record<string, unknown>>;

const LEAD = {
  customerName: 'Robin Homeowner',
  postalCode: 'M5V 2T6',
  description: 'The kitchen faucet drips.',
  preferredTiming: 'this-week',
};

// Canada Post's letters: never D, F, I, O, Q or U, and never W or Z first.
const caFirst = fc.constantFrom(...'ABCEGHJKLMNPRSTVXY');
const caOther = fc.constantFrom(...'ABCEGHJKLMNPRSTVWXYZ');
const digit = fc.constantFrom(...'0123456789');
const canadianPostalCode = fc.tuple(caFirst, digit, caOther, digit, caOther, digit).map((c) => c.join(''));
const zip = fc
  .tuple(fc.stringMatching(/^\d{5}$/), fc.option(fc.stringMatching(/^\d{4}$/), { nil: undefined }))
  .map(([five, four]) => (four ? `${five}-${four}` : five));
/** How people type the same code: any case, spaces inside and around. */
const typed = (code: string) =>
  fc
    .tuple(fc.constantFrom('', ' ', '  '), fc.constantFrom('', ' ', '   '), fc.boolean())
    .map(([around, inside, lower]) => {
      const spaced = code.length === 6 ? `${code.slice(0, 3)}${inside}${code.slice(3)}` : code;
      return `${around}${lower ? spaced.toLowerCase() : spaced}${around}`;
    });

const nanpNumber = fc.tuple(
  fc.stringMatching(/^[2-9]\d\d$/).filter((area) => !area.endsWith('11')),
  fc.stringMatching(/^[2-9]\d\d$/),
  fc.stringMatching(/^\d{4}$/),
);

describe('contractors request contracts and their domain rules (property-based)', () => {
  describe('application and profile', () => {
    it('lets any application of the right types and sizes through unchanged, for the domain to judge', () => {
      expectAcceptedUnchanged(ContractorApplicationSchema, application);
    });

    it('refuses an application with one text too long, naming the field and its limit', () => {
      const limits = { ...TEXT_LIMITS, ...OPTIONAL_TEXT_LIMITS };
      fc.assert(
        fc.property(
          application,
          fc.constantFrom(...(Object.keys(limits) as (keyof typeof limits)[])),
          (value, field) => {
            const tooLong = 'x'.repeat(limits[field] + 1);
            expect(refusal(ContractorApplicationSchema, { ...value, [field]: tooLong })).to.equal(
              `${field}: must be at most ${limits[field]} characters`,
            );
          },
        ),
        PROPERTY_RUNS,
      );
    });

    it('refuses a required field left out, a service area of neither kind, and any field of its own', () => {
      fc.assert(
        fc.property(
          application,
          fc.constantFrom(...Object.keys(TEXT_LIMITS), 'serviceArea', 'specializations'),
          jsonOtherThan('object'),
          (value, field, area) => {
            const { [field]: _left, ...rest } = value;
            expect(refusal(ContractorApplicationSchema, rest)).to.match(new RegExp(`^${field}: `));
            expect(refusal(ContractorApplicationSchema, { ...value, serviceArea: area })).to.match(/^serviceArea: /);
          },
        ),
        PROPERTY_RUNS,
      );
      expectStrayKeyRefused(ContractorApplicationSchema, application);
    });

    it('takes any part of an application as a profile change', () => {
      fc.assert(
        fc.property(application, fc.func(fc.boolean()), (value, keep) => {
          const change = Object.fromEntries(Object.entries(value).filter(([field]) => keep(field)));
          expect(accepted(ContractorProfileUpdateSchema, change)).to.deep.equal(change);
        }),
        PROPERTY_RUNS,
      );
    });
  });

  describe('directory, review and leads', () => {
    it('searches by a postal code of 1 to 12 characters only', () => {
      fc.assert(
        fc.property(
          fc.string({ minLength: 1, maxLength: 12 }),
          fc.string({ minLength: 13, maxLength: 40 }),
          (code, long) => {
            expect(accepted(DirectoryQuerySchema, { postalCode: code })).to.deep.equal({ postalCode: code });
            expect(refusal(DirectoryQuerySchema, { postalCode: long })).to.equal('postalCode: is not a postal code');
            expect(refusal(DirectoryQuerySchema, { postalCode: '' })).to.equal('postalCode: is required');
            expect(refusal(DirectoryQuerySchema, {})).to.equal('postalCode: is required');
          },
        ),
        PROPERTY_RUNS,
      );
    });

    it('takes a review reason and a reply up to their limits', () => {
      fc.assert(
        fc.property(fc.string({ maxLength: 200 }), fc.integer({ min: 1, max: 50 }), (text, over) => {
          expect(accepted(ReviewReasonSchema, { reason: text })).to.deep.equal({ reason: text });
          expect(accepted(LeadAnswerSchema, { message: text })).to.deep.equal({ message: text });
          expect(accepted(LeadAnswerSchema, {})).to.deep.equal({});
          expect(refusal(ReviewReasonSchema, { reason: 'x'.repeat(REASON_MAX_LENGTH + over) })).to.equal(
            'reason: is too long',
          );
          expect(refusal(LeadAnswerSchema, { message: 'x'.repeat(REPLY_MAX_LENGTH + over) })).to.equal(
            `message: must be at most ${REPLY_MAX_LENGTH} characters`,
          );
          expect(refusal(ReviewReasonSchema, {})).to.equal('reason: is required');
        }),
        PROPERTY_RUNS,
      );
    });

    it('sends a lead to one contractor or for quotes, never both and never neither', () => {
      fc.assert(
        fc.property(fc.uuid(), fc.constantFrom(...PREFERRED_TIMINGS), (contractorId, preferredTiming) => {
          const lead = { ...LEAD, preferredTiming };
          expect(accepted(LeadRequestSchema, { ...lead, contractorId })).to.include({ contractorId });
          expect(accepted(LeadRequestSchema, { ...lead, requestQuotes: true })).to.include({ requestQuotes: true });
          const either =
            'contractorId: send either contractorId (one contractor) or requestQuotes: true (up to 3 matching contractors)';
          expect(refusal(LeadRequestSchema, { ...lead, contractorId, requestQuotes: true })).to.equal(either);
          expect(refusal(LeadRequestSchema, lead)).to.equal(either);
          expect(refusal(LeadRequestSchema, { ...lead, requestQuotes: false })).to.match(/^requestQuotes: /);
        }),
        PROPERTY_RUNS,
      );
    });
  });

  describe('postal codes and phone numbers', () => {
    it('normalises a Canadian postal code however it is typed to A1A 1A1, idempotently', () => {
      fc.assert(
        fc.property(
          canadianPostalCode.chain((code) => fc.tuple(fc.constant(code), typed(code))),
          ([code, typedCode]) => {
            const normal = normalisePostalCode('CA', typedCode);
            expect(normal).to.equal(`${code.slice(0, 3)} ${code.slice(3)}`);
            expect(normalisePostalCode('CA', normal!)).to.equal(normal);
            expect(normaliseServiceCode('CA', typedCode)).to.equal(code.slice(0, 3));
            expect(parseSearchLocation(typedCode)).to.deep.equal({
              country: 'CA',
              postalCode: normal,
              areaCode: code.slice(0, 3),
            });
            expect(normalisePostalCode('US', typedCode)).to.equal(null);
          },
        ),
        PROPERTY_RUNS,
      );
    });

    it('keeps a US ZIP or ZIP+4 as it is and cuts a service code to its ZIP5, idempotently', () => {
      fc.assert(
        fc.property(zip, (code) => {
          expect(normalisePostalCode('US', ` ${code} `)).to.equal(code);
          expect(normaliseServiceCode('US', code)).to.equal(code.slice(0, 5));
          expect(normaliseServiceCode('US', normaliseServiceCode('US', code)!)).to.equal(code.slice(0, 5));
          expect(parseSearchLocation(code)).to.deep.equal({
            country: 'US',
            postalCode: code,
            areaCode: code.slice(0, 5),
          });
          expect(normalisePostalCode('CA', code)).to.equal(null);
        }),
        PROPERTY_RUNS,
      );
    });

    it('reads a North American number in any usual writing as one E.164 number, and shows it back the same', () => {
      fc.assert(
        fc.property(nanpNumber, fc.nat({ max: 4 }), ([area, exchange, line], style) => {
          const writings = [
            `(${area}) ${exchange}-${line}`,
            `${area}.${exchange}.${line}`,
            `+1 ${area} ${exchange} ${line}`,
            `1-${area}-${exchange}-${line}`,
            `${area}${exchange}${line}`,
          ];
          const e164 = normalisePhoneNumber(writings[style]!);
          expect(e164).to.equal(`+1${area}${exchange}${line}`);
          expect(normalisePhoneNumber(displayPhoneNumber(e164!))).to.equal(e164);
          expect(normalisePhoneNumber(e164!)).to.equal(e164);
        }),
        PROPERTY_RUNS,
      );
    });

    it('refuses area codes and exchanges starting with 0 or 1, and N11 area codes', () => {
      fc.assert(
        fc.property(
          fc.constantFrom('0', '1'),
          fc.stringMatching(/^\d{2}$/),
          fc.stringMatching(/^[2-9]\d\d$/),
          fc.stringMatching(/^\d{4}$/),
          fc.stringMatching(/^[2-9]$/),
          (bad, rest, good, line, n) => {
            expect(normalisePhoneNumber(`${bad}${rest}${good}${line}`)).to.equal(null);
            expect(normalisePhoneNumber(`${good}${bad}${rest}${line}`)).to.equal(null);
            expect(normalisePhoneNumber(`${n}11${good}${line}`)).to.equal(null);
          },
        ),
        PROPERTY_RUNS,
      );
    });
  });
});
