import { expect } from 'chai';
import fc from 'fast-check';
import { DashboardQuerySchema } from '../../../src/platform/admin-dashboard/admin-dashboard.contract.js';
import {
  CLIENT_ERROR_CAPS,
  ClientErrorReportSchema,
} from '../../../src/platform/client-errors/client-error.contract.js';
import {
  accepted,
  expectStrayKeyRefused,
  jsonOtherThan,
  PROPERTY_RUNS,
  refusal,
} from '../../support/schema-properties.js';

const text = (max: number) => fc.string({ unit: 'grapheme', maxLength: max });

const report = fc.record(
  {
    error: fc.string({ minLength: 1, maxLength: 2_500 }),
    stack: text(12_000),
    componentStack: text(500),
    timestamp: fc
      .date({ min: new Date('2000-01-01'), max: new Date('2100-01-01'), noInvalidDate: true })
      .map((date) => date.toISOString()),
    userAgent: text(700),
    url: text(2_500),
  },
  { requiredKeys: ['error', 'timestamp', 'userAgent', 'url'] },
);

describe('platform request contracts (property-based)', () => {
  it('keeps any error report, cutting each text to its cap rather than refusing it', () => {
    fc.assert(
      fc.property(report, (value) => {
        const kept = accepted(ClientErrorReportSchema, value) as Record<string, string>;
        for (const [field, cap] of Object.entries(CLIENT_ERROR_CAPS)) {
          const sent = (value as Record<string, string | undefined>)[field];
          if (sent === undefined) continue;
          expect(kept[field]).to.equal(sent.slice(0, cap));
          // Cutting again changes nothing.
          expect(
            (accepted(ClientErrorReportSchema, { ...value, [field]: kept[field] }) as Record<string, string>)[field],
          ).to.equal(kept[field]);
        }
      }),
      PROPERTY_RUNS,
    );
  });

  it('refuses a report without an error, with a timestamp that is no ISO date-time, or with fields of its own', () => {
    fc.assert(
      fc.property(report, fc.string({ maxLength: 20 }), jsonOtherThan('string'), (value, notTime, notText) => {
        expect(refusal(ClientErrorReportSchema, { ...value, error: '' })).to.match(/^error: /);
        expect(refusal(ClientErrorReportSchema, { ...value, url: notText })).to.match(/^url: /);
        fc.pre(Number.isNaN(Date.parse(notTime)));
        expect(refusal(ClientErrorReportSchema, { ...value, timestamp: notTime })).to.match(/^timestamp: /);
      }),
      PROPERTY_RUNS,
    );
    expectStrayKeyRefused(ClientErrorReportSchema, report);
  });

  it('reads the dashboard period as calendar days only', () => {
    const day = fc
      .date({ min: new Date('2000-01-01'), max: new Date('2100-01-01'), noInvalidDate: true })
      .map((date) => date.toISOString().slice(0, 10));
    fc.assert(
      fc.property(day, day, fc.string({ maxLength: 12 }), (from, to, other) => {
        expect(accepted(DashboardQuerySchema, { from, to })).to.deep.equal({ from, to });
        fc.pre(!/^\d{4}-\d{2}-\d{2}$/.test(other));
        expect(refusal(DashboardQuerySchema, { from: other })).to.equal('from: must be a date written YYYY-MM-DD');
      }),
      PROPERTY_RUNS,
    );
  });
});
