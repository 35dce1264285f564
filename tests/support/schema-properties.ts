import { expect } from 'chai';
import fc from 'fast-check';
import type { z } from 'zod';
import { describeIssues } from '../../src/shared/http/mount-routes.js';

/** Runs per property: enough to meet the edges, few enough that every validator's properties take seconds. */
export const PROPERTY_RUNS = { numRuns: 150 } as const;

/** What the schema makes of a value it must accept; fails with the API's own message when it refuses. */
export function accepted<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  const result = schema.safeParse(value);
  if (!result.success) expect.fail(`refused ${JSON.stringify(value)}: ${describeIssues(result.error, 'input')}`);
  return result.data;
}

/** Every value `values` generates passes the schema as it is: the contract leaves judging it to the domain. */
export function expectAcceptedUnchanged<T>(schema: z.ZodType, values: fc.Arbitrary<T>): void {
  fc.assert(
    fc.property(values, (value) => {
      expect(accepted(schema, value)).to.deep.equal(value);
    }),
    PROPERTY_RUNS,
  );
}

/** The message a 400 would carry for a value the schema must refuse. */
export function refusal(schema: z.ZodType, value: unknown): string {
  const result = schema.safeParse(value);
  expect(result.success, `accepted ${JSON.stringify(value)}`).to.equal(false);
  const message = describeIssues(result.error!, 'input');
  expect(message).to.be.a('string').and.not.equal('');
  return message;
}

/** Any JSON value that is not of the given JSON type. */
export function jsonOtherThan(type: 'string' | 'number' | 'boolean' | 'object'): fc.Arbitrary<unknown> {
  return fc.jsonValue().filter((value) => {
    if (type === 'object') return value === null || typeof value !== 'object' || Array.isArray(value);
    return typeof value !== type;
  });
}

/** A key no strict request schema names, including the ones that pollute prototypes. */
const strayKey = fc.oneof(
  fc.constantFrom('__proto__', 'constructor', 'prototype', 'isAdmin', 'roles', 'userId'),
  fc.string({ minLength: 1, maxLength: 12 }).map((key) => `x-${key}`),
);

/** Strings that are no RFC 9562 UUID. */
export const notUuid = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.uuid().map((id) => id.slice(1)),
  fc.uuid().map((id) => `${id}0`),
  fc.uuid().map((id) => id.replaceAll('-', '')),
  fc.constantFrom('00000000-0000-0000-0000-00000000000g', '../../etc/passwd', "1' or '1'='1"),
);

/**
 * `value` with one more own key, as JSON.parse hands a request body to the server, so that "__proto__" or
 * "constructor" arrive as real keys rather than as the prototype.
 */
function withStrayKey(value: object, key: string): unknown {
  const rest = JSON.stringify(value).slice(1);
  return JSON.parse(rest === '}' ? `{${JSON.stringify(key)}:1}` : `{${JSON.stringify(key)}:1,${rest}`);
}

/** Every body `bodies` generates, given one key more, is refused: a strict request schema lets no field through. */
export function expectStrayKeyRefused(schema: z.ZodType, bodies: fc.Arbitrary<object>): void {
  fc.assert(
    fc.property(bodies, strayKey, (body, key) => {
      refusal(schema, withStrayKey(body, key));
    }),
    PROPERTY_RUNS,
  );
}
