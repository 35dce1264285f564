import { expect } from 'chai';
import privacyPolicy from '../../../frontends/shell/src/i18n/privacy-policy.en.json' with { type: 'json' };
import { loadConfig } from '../../../src/config.js';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The Privacy Policy's retention section, item by item, against what the sweeps are configured to delete. */
describe('the Privacy Policy’s retention periods', () => {
  const retention = privacyPolicy.sections.find((section) => section.id === 'retention')!;
  const defaults = loadConfig({}).retention;
  const itemAbout = (kind: string) => {
    const item = (retention.items ?? []).find((text) => text.startsWith(kind));
    expect(item, `an item about ${kind}`).to.be.a('string');
    return item!;
  };
  const days = (ms: number) => `${ms / DAY_MS} days`;

  it('gives error reports the period their sweep deletes them after', () => {
    expect(itemAbout('Error reports')).to.contain(days(defaults.clientErrorsMs));
  });

  it('gives device fingerprints the period their sweep deletes them after', () => {
    expect(itemAbout('Device fingerprints')).to.contain(days(defaults.unlinkedDevicesMs));
  });

  it('gives the e-mails we sent the period the outbox keeps them', () => {
    expect(itemAbout('E-mails we sent you')).to.contain(days(defaults.emailOutboxMs));
  });

  it('says a deleted account’s e-mail is kept only as a keyed code, for as long as its sweep keeps it', () => {
    expect(defaults.deletedAccountsMs).to.equal(3 * 365 * DAY_MS);
    expect(itemAbout('After you delete your account')).to.contain('keyed code').and.contain('3 years');
  });

  it('keeps the financial records’ 7 years and says the payment provider’s customer is deleted', () => {
    expect(itemAbout('Payment and invoice records'))
      .to.contain('about 7 years')
      .and.contain('delete you as its customer');
  });
});
