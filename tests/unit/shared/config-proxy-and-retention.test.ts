import { expect } from 'chai';
import { ConfigurationError, loadConfig } from '../../../src/config.js';

const DAY_MS = 24 * 60 * 60 * 1000;

describe('configuration: trusted proxy hops and retention', () => {
  it('trusts no proxy unless told: X-Forwarded-For is ignored', () => {
    expect(loadConfig({}).trustedProxyHops).to.equal(0);
    expect(loadConfig({ TRUST_PROXY: 'false' }).trustedProxyHops).to.equal(0);
    expect(loadConfig({ TRUST_PROXY: '0' }).trustedProxyHops).to.equal(0);
  });

  it('reads TRUST_PROXY as a number of hops, with the deprecated true meaning one', () => {
    expect(loadConfig({ TRUST_PROXY: '1' }).trustedProxyHops).to.equal(1);
    expect(loadConfig({ TRUST_PROXY: '2' }).trustedProxyHops).to.equal(2);
    expect(loadConfig({ TRUST_PROXY: 'true' }).trustedProxyHops).to.equal(1);
  });

  it('refuses a TRUST_PROXY that is neither false nor a hop count from 0 to 10', () => {
    for (const value of ['yes', '-1', '11', '1.5', 'TRUE ']) {
      expect(() => loadConfig({ TRUST_PROXY: value }), value)
        .to.throw(ConfigurationError)
        .with.property('message')
        .that.contains('TRUST_PROXY');
    }
  });

  it("keeps sent e-mails 30 days and deleted accounts' e-mail hashes 3 years unless told otherwise", () => {
    expect(loadConfig({}).retention).to.deep.include({ emailOutboxMs: 30 * DAY_MS, deletedAccountsMs: 1095 * DAY_MS });
    const configured = loadConfig({ EMAIL_OUTBOX_RETENTION_DAYS: '7', DELETED_ACCOUNT_RETENTION_DAYS: '365' });
    expect(configured.retention).to.deep.include({ emailOutboxMs: 7 * DAY_MS, deletedAccountsMs: 365 * DAY_MS });
  });

  it('keeps unused device fingerprints 90 days and browser error reports 30 days unless told otherwise', () => {
    expect(loadConfig({}).retention).to.deep.include({ unlinkedDevicesMs: 90 * DAY_MS, clientErrorsMs: 30 * DAY_MS });
    const configured = loadConfig({ DEVICE_FINGERPRINT_RETENTION_DAYS: '7', CLIENT_ERROR_RETENTION_DAYS: '14' });
    expect(configured.retention).to.deep.include({ unlinkedDevicesMs: 7 * DAY_MS, clientErrorsMs: 14 * DAY_MS });
    expect(() => loadConfig({ CLIENT_ERROR_RETENTION_DAYS: '0' }))
      .to.throw(ConfigurationError)
      .with.property('message')
      .that.contains('CLIENT_ERROR_RETENTION_DAYS');
  });
});
