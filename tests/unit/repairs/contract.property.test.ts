import { expect } from 'chai';
import fc from 'fast-check';
import {
  GalleryFeaturingSchema,
  GalleryQuerySchema,
  GalleryVisibilitySchema,
  RepairDetailSchema,
  RepairSharingSchema,
  RepairUploadFieldsSchema,
} from '../../../src/modules/repairs/contract.js';
import { REPAIR_CATEGORIES } from '../../../src/modules/repairs/domain/knowledge-base/repair-guide.js';
import { DESCRIPTION_MAX_LENGTH } from '../../../src/modules/repairs/domain/repair-request.js';
import {
  accepted,
  expectStrayKeyRefused,
  jsonOtherThan,
  PROPERTY_RUNS,
  refusal,
} from '../../support/schema-properties.js';

/** The three one-flag bodies: share a repair, hide it from the gallery, feature it. */
const FLAG_BODIES = [
  { schema: RepairSharingSchema, flag: 'shared' },
  { schema: GalleryVisibilitySchema, flag: 'hidden' },
  { schema: GalleryFeaturingSchema, flag: 'featured' },
] as const;

describe('repairs request contracts (property-based)', () => {
  it('accepts an upload description up to the limit and either region, and refuses a longer one with its limit', () => {
    fc.assert(
      fc.property(
        fc.option(fc.string({ unit: 'grapheme', maxLength: 200 }), { nil: undefined }),
        fc.option(fc.constantFrom('CA', 'US'), { nil: undefined }),
        fc.integer({ min: DESCRIPTION_MAX_LENGTH + 1, max: DESCRIPTION_MAX_LENGTH + 50 }),
        (description, region, tooLong) => {
          const fields = { ...(description === undefined ? {} : { description }), ...(region ? { region } : {}) };
          expect(accepted(RepairUploadFieldsSchema, fields)).to.deep.equal(fields);
          expect(
            accepted(RepairUploadFieldsSchema, { description: 'x'.repeat(DESCRIPTION_MAX_LENGTH) }),
          ).to.have.property('description');
          expect(refusal(RepairUploadFieldsSchema, { description: 'x'.repeat(tooLong) })).to.equal(
            `description: must be at most ${DESCRIPTION_MAX_LENGTH} characters`,
          );
        },
      ),
      PROPERTY_RUNS,
    );
  });

  it('takes added detail as trimmed text up to the limit, and refuses blank, too long, non-text or extra keys', () => {
    fc.assert(
      fc.property(
        fc.string({ unit: 'grapheme', minLength: 1, maxLength: 200 }).filter((text) => text.trim() !== ''),
        fc.integer({ min: DESCRIPTION_MAX_LENGTH + 1, max: DESCRIPTION_MAX_LENGTH + 50 }),
        jsonOtherThan('string'),
        (detail, tooLong, other) => {
          expect(accepted(RepairDetailSchema, { detail })).to.deep.equal({ detail: detail.trim() });
          expect(refusal(RepairDetailSchema, { detail: ' '.repeat(3) })).to.equal(
            'detail: Describe what is broken in a few words.',
          );
          expect(refusal(RepairDetailSchema, { detail: 'x'.repeat(tooLong) })).to.equal(
            `detail: must be at most ${DESCRIPTION_MAX_LENGTH} characters`,
          );
          expect(refusal(RepairDetailSchema, { detail: other })).to.match(/^detail: /);
        },
      ),
      PROPERTY_RUNS,
    );
    expectStrayKeyRefused(RepairDetailSchema, fc.constant({ detail: 'a leaking tap' }));
  });

  it('refuses an upload region other than CA or US', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 6 }), (region) => {
        fc.pre(region !== 'CA' && region !== 'US');
        expect(refusal(RepairUploadFieldsSchema, { region })).to.match(/^region: /);
      }),
      PROPERTY_RUNS,
    );
  });

  it('filters the gallery by a known category only', () => {
    fc.assert(
      fc.property(fc.constantFrom(...REPAIR_CATEGORIES), fc.string({ maxLength: 20 }), (category, other) => {
        expect(accepted(GalleryQuerySchema, { category })).to.deep.equal({ category });
        fc.pre(!(REPAIR_CATEGORIES as readonly string[]).includes(other));
        expect(refusal(GalleryQuerySchema, { category: other })).to.match(/^category: /);
      }),
      PROPERTY_RUNS,
    );
  });

  for (const { schema, flag } of FLAG_BODIES) {
    it(`takes { ${flag} } as true or false only, with nothing else beside it`, () => {
      fc.assert(
        fc.property(fc.boolean(), jsonOtherThan('boolean'), (value, other) => {
          expect(accepted(schema, { [flag]: value })).to.deep.equal({ [flag]: value });
          expect(refusal(schema, { [flag]: other })).to.match(new RegExp(`^${flag}: `));
          expect(refusal(schema, {})).to.match(new RegExp(`^${flag}: `));
        }),
        PROPERTY_RUNS,
      );
      expectStrayKeyRefused(
        schema,
        fc.boolean().map((value) => ({ [flag]: value })),
      );
    });
  }
});
