import { expect } from 'chai';
import fc from 'fast-check';
import { DeviceFingerprintSchema, UpdateProfileSchema } from '../../../src/modules/identity/contract.js';
import { PERSON_NAME_MAX_LENGTH, personName } from '../../../src/modules/identity/domain/person-name.js';
import {
  accepted,
  expectAcceptedUnchanged,
  expectStrayKeyRefused,
  jsonOtherThan,
  PROPERTY_RUNS,
  refusal,
} from '../../support/schema-properties.js';

const LETTERS = [...'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZàçéèëïôöøüßñÉÖŁżĐễ'];
const letter = fc.constantFrom(...LETTERS);

/** Names as people write them: a letter, then letters, apostrophes, hyphens and single spaces. */
const name = fc
  .tuple(letter, fc.array(fc.oneof(letter, letter, fc.constantFrom("'", '-', ' ')), { maxLength: 30 }))
  .map(([first, rest]) => `${first}${rest.join('')}`.replace(/ +/g, ' ').trim());

const padded = (value: string) =>
  fc
    .tuple(fc.string({ unit: fc.constantFrom(' ', '\t'), maxLength: 3 }), fc.constant(value))
    .map(([pad]) => `${pad}${value}${pad}`);

const fingerprint = fc.record({
  userAgent: fc.string({ maxLength: 1000 }),
  language: fc.string({ maxLength: 64 }),
  timezone: fc.string({ maxLength: 64 }),
  screen: fc.record({
    width: fc.integer({ min: 0, max: 100_000 }),
    height: fc.integer({ min: 0, max: 100_000 }),
    colorDepth: fc.integer({ min: 0, max: 64 }),
  }),
  plugins: fc.array(fc.string({ maxLength: 100 }), { maxLength: 32 }),
  platform: fc.string({ maxLength: 100 }),
  canvas: fc.string({ maxLength: 128 }),
  webgl: fc.string({ maxLength: 300 }),
});

describe('identity request contracts (property-based)', () => {
  describe('profile update', () => {
    it('accepts any two names of letters, apostrophes, hyphens and spaces, trimmed', () => {
      fc.assert(
        fc.property(name.chain(padded), name.chain(padded), (firstName, lastName) => {
          expect(accepted(UpdateProfileSchema, { firstName, lastName })).to.deep.equal({
            firstName: firstName.trim(),
            lastName: lastName.trim(),
          });
        }),
        PROPERTY_RUNS,
      );
    });

    it('refuses a name with a digit or a symbol, saying which characters are allowed', () => {
      const foreign = fc.constantFrom(...'0123456789!@#$%^&*()<>/\\"=;:,.?_+[]{}|`~');
      fc.assert(
        fc.property(name, foreign, fc.nat(), (valid, character, at) => {
          const position = 1 + (at % valid.length);
          const invalid = `${valid.slice(0, position)}${character}${valid.slice(position)}`;
          expect(refusal(UpdateProfileSchema, { firstName: invalid, lastName: valid })).to.equal(
            'firstName: may contain only letters, spaces, apostrophes and hyphens',
          );
        }),
        PROPERTY_RUNS,
      );
    });

    it('refuses empty, too long, missing and non-text names and any other field', () => {
      fc.assert(
        fc.property(
          name,
          fc.string({ unit: fc.constantFrom(' ', '\t', '\n'), maxLength: 5 }),
          fc.array(letter, { minLength: PERSON_NAME_MAX_LENGTH + 1, maxLength: 80 }).map((letters) => letters.join('')),
          jsonOtherThan('string'),
          (valid, blank, long, notText) => {
            expect(refusal(UpdateProfileSchema, { firstName: valid, lastName: blank })).to.equal(
              'lastName: must not be empty',
            );
            expect(refusal(UpdateProfileSchema, { firstName: long, lastName: valid })).to.equal(
              `firstName: must be at most ${PERSON_NAME_MAX_LENGTH} characters`,
            );
            expect(refusal(UpdateProfileSchema, { firstName: valid })).to.match(/^lastName: /);
            expect(refusal(UpdateProfileSchema, { firstName: notText, lastName: valid })).to.match(/^firstName: /);
          },
        ),
        PROPERTY_RUNS,
      );
      expectStrayKeyRefused(UpdateProfileSchema, fc.record({ firstName: name, lastName: name }));
    });

    it("tidies a name idempotently in the domain's rule", () => {
      fc.assert(
        fc.property(name.chain(padded), (raw) => {
          const once = personName('firstName', raw);
          expect(personName('firstName', once)).to.equal(once);
        }),
        PROPERTY_RUNS,
      );
    });
  });

  describe('device fingerprint', () => {
    it('accepts any fingerprint within its bounds unchanged', () => {
      expectAcceptedUnchanged(DeviceFingerprintSchema, fingerprint);
    });

    it('refuses a fingerprint with one field out of bounds, of the wrong type or unknown', () => {
      const mutation = fc.oneof(
        fc
          .integer({ min: 100_001 })
          .map((width) => (f: Record<string, unknown>) => ({ ...f, screen: { ...(f.screen as object), width } })),
        fc
          .integer({ max: -1 })
          .map((height) => (f: Record<string, unknown>) => ({ ...f, screen: { ...(f.screen as object), height } })),
        fc.double({ min: 0.1, max: 63.9, noInteger: true }).map((colorDepth) => (f: Record<string, unknown>) => ({
          ...f,
          screen: { ...(f.screen as object), colorDepth },
        })),
        fc
          .string({ minLength: 1001, maxLength: 1100 })
          .map((userAgent) => (f: Record<string, unknown>) => ({ ...f, userAgent })),
        fc
          .array(fc.string(), { minLength: 33, maxLength: 40 })
          .map((plugins) => (f: Record<string, unknown>) => ({ ...f, plugins })),
        jsonOtherThan('string').map((platform) => (f: Record<string, unknown>) => ({ ...f, platform })),
        fc.constantFrom('userAgent', 'screen', 'plugins', 'webgl').map((key) => (f: Record<string, unknown>) => {
          const { [key]: _dropped, ...rest } = f;
          return rest;
        }),
      );
      fc.assert(
        fc.property(fingerprint, mutation, (value, mutate) => {
          refusal(DeviceFingerprintSchema, mutate(value));
        }),
        PROPERTY_RUNS,
      );
      expectStrayKeyRefused(DeviceFingerprintSchema, fingerprint);
    });
  });
});
