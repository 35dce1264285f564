import { expect } from 'chai';
import { safeReturnPath } from '../../../src/modules/identity/application/sign-in.js';
import { canonicalFingerprint } from '../../../src/modules/identity/domain/device-fingerprint.js';
import {
  freeFixesForNewAccount,
  mustRevokeAfterLateDevice,
} from '../../../src/modules/identity/domain/free-fix-policy.js';
import { fullName, personName } from '../../../src/modules/identity/domain/person-name.js';
import { rolesOf } from '../../../src/modules/identity/domain/roles.js';
import {
  authenticatedRecently,
  authenticationTime,
  isSessionActive,
  sessionNeedsTouch,
  sessionPolicyFor,
  type Session,
} from '../../../src/modules/identity/domain/session.js';
import { User } from '../../../src/modules/identity/domain/user.js';
import { ValidationError } from '../../../src/shared/errors/app-errors.js';
import { desktopFingerprint } from '../../support/device-fingerprints.js';

const HOUR = 3_600_000;

describe('person names', () => {
  for (const name of ['Ada', "O'Brien", 'Jean-François', 'Zoë', 'Nguyễn', 'María José', '李']) {
    it(`accepts "${name}"`, () => expect(personName('firstName', name)).to.equal(name));
  }
  it('trims and folds inner runs of spaces', () =>
    expect(personName('firstName', '  Mary   Ann ')).to.equal('Mary Ann'));
  for (const [label, name] of [
    ['digits', 'R2D2'],
    ['markup', '<script>'],
    ['a leading hyphen', '-Ann'],
    ['an e-mail address', 'a@b.c'],
  ] as const) {
    it(`refuses ${label}`, () => expect(() => personName('lastName', name)).to.throw(ValidationError, /^lastName: /));
  }
  it('reads a full name as first and last, either alone, or none when neither was given', () => {
    expect(fullName({ firstName: 'Robin', lastName: 'Fixer' })).to.equal('Robin Fixer');
    expect(fullName({ firstName: null, lastName: 'Fixer' })).to.equal('Fixer');
    expect(fullName({ firstName: 'Robin', lastName: null })).to.equal('Robin');
    expect(fullName({ firstName: null, lastName: null })).to.equal(null);
  });
});

describe('free fixes at sign-up', () => {
  const policy = { freeFixesAtSignUp: 2, accountsPerDeviceWithFreeFixes: 2 };

  it('gives 2 free fixes to an account from an unknown device', () => {
    expect(
      freeFixesForNewAccount(policy, { accountsOnDeviceWithFreeFixes: null, emailPreviouslyReceivedFreeFixes: false }),
    ).to.equal(2);
  });
  it('gives them while the device has had fewer than 2 such accounts', () => {
    expect(
      freeFixesForNewAccount(policy, { accountsOnDeviceWithFreeFixes: 1, emailPreviouslyReceivedFreeFixes: false }),
    ).to.equal(2);
  });
  it('gives none once the device has had 2', () => {
    expect(
      freeFixesForNewAccount(policy, { accountsOnDeviceWithFreeFixes: 2, emailPreviouslyReceivedFreeFixes: false }),
    ).to.equal(0);
  });
  it('gives none to an e-mail whose deleted account had received them', () => {
    expect(
      freeFixesForNewAccount(policy, { accountsOnDeviceWithFreeFixes: 0, emailPreviouslyReceivedFreeFixes: true }),
    ).to.equal(0);
  });
  it('takes them back when a device learned later already had its share', () => {
    expect(mustRevokeAfterLateDevice(policy, 2, true)).to.equal(true);
    expect(mustRevokeAfterLateDevice(policy, 1, true)).to.equal(false);
    expect(mustRevokeAfterLateDevice(policy, 5, false)).to.equal(false);
  });
});

describe('sessions', () => {
  const policy = { idleTimeoutMs: 14 * 24 * HOUR, absoluteTimeoutMs: 30 * 24 * HOUR };
  const start = new Date('2026-11-01T00:00:00Z');
  const session: Session = {
    idHash: 'h',
    userId: 'u',
    createdAt: start,
    lastSeenAt: start,
    expiresAt: new Date(start.getTime() + policy.absoluteTimeoutMs),
    authenticatedAt: start,
    idToken: null,
    userAgent: null,
    ipAddress: null,
  };
  const at = (hours: number) => new Date(start.getTime() + hours * HOUR);

  it('is active within both timeouts', () => expect(isSessionActive(session, policy, at(24))).to.equal(true));
  it('ends after 14 idle days', () => expect(isSessionActive(session, policy, at(14 * 24))).to.equal(false));
  it('ends after 30 days however busy', () => {
    expect(isSessionActive({ ...session, lastSeenAt: at(30 * 24 - 1) }, policy, at(30 * 24))).to.equal(false);
  });
  it('records use at most every 5 minutes', () => {
    expect(sessionNeedsTouch(session, new Date(start.getTime() + 4 * 60_000))).to.equal(false);
    expect(sessionNeedsTouch(session, new Date(start.getTime() + 5 * 60_000))).to.equal(true);
  });

  describe('of admins', () => {
    const adminPolicy = { idleTimeoutMs: HOUR / 2, absoluteTimeoutMs: 12 * HOUR };
    const policies = { customer: policy, admin: adminPolicy };

    it('follow the admin policy when the roles include admin, the customer policy otherwise', () => {
      expect(sessionPolicyFor(['admin'], policies)).to.equal(adminPolicy);
      expect(sessionPolicyFor(['contractor', 'admin'], policies)).to.equal(adminPolicy);
      expect(sessionPolicyFor(['contractor'], policies)).to.equal(policy);
      expect(sessionPolicyFor([], policies)).to.equal(policy);
    });
    it('end after 30 idle minutes', () => {
      expect(isSessionActive(session, adminPolicy, at(0.49))).to.equal(true);
      expect(isSessionActive(session, adminPolicy, at(0.5))).to.equal(false);
    });
    it('end 12 hours after sign-in however busy, though expiresAt was set by the longer policy', () => {
      expect(isSessionActive({ ...session, lastSeenAt: at(11.9) }, adminPolicy, at(11.95))).to.equal(true);
      expect(isSessionActive({ ...session, lastSeenAt: at(11.9) }, adminPolicy, at(12))).to.equal(false);
    });
  });

  it('count an authentication as recent for 10 minutes', () => {
    const minutes = (count: number) => new Date(start.getTime() + count * 60_000);
    expect(authenticatedRecently(start, minutes(10))).to.equal(true);
    expect(authenticatedRecently(start, minutes(10.01))).to.equal(false);
  });

  it("take the provider's auth_time as the authentication time, never later than the sign-in", () => {
    const signedInAt = new Date('2026-11-01T12:00:00Z');
    expect(authenticationTime(null, signedInAt)).to.deep.equal(signedInAt);
    expect(authenticationTime(signedInAt.getTime() / 1000 - 3600, signedInAt)).to.deep.equal(at(11));
    expect(authenticationTime(signedInAt.getTime() / 1000 + 60, signedInAt)).to.deep.equal(signedInAt);
  });
});

describe('users', () => {
  const identity = {
    issuer: 'https://issuer.example',
    subject: 'abc',
    email: ' Ada@Example.COM ',
    emailVerified: true,
    givenName: 'Ada',
    familyName: '<b>Lovelace</b>',
    picture: 'javascript:alert(1)',
  };
  const user = User.register('id-1', identity, { deviceKey: null, freeFixesGranted: 2 }, new Date());

  it('keeps the e-mail lower-cased and drops provider names or pictures that are not valid', () => {
    expect(user.props).to.deep.include({
      email: 'ada@example.com',
      firstName: 'Ada',
      lastName: null,
      profileImageUrl: null,
    });
  });
  it('keeps names the person edited when they sign in again', () => {
    const renamed = user.renamed('Augusta', 'King', new Date());
    const again = renamed.signedInAgain({ ...identity, givenName: 'Ada', familyName: 'Byron' }, new Date(), true);
    expect(again.props).to.deep.include({ firstName: 'Augusta', lastName: 'King' });
  });
});

describe('roles and return paths', () => {
  it('makes a configured e-mail an admin whatever its case, once a trusted issuer verified it', () => {
    const policy = {
      adminEmails: ['ops@repairlens.app'],
      adminSubjects: [],
      emailTrustedIssuers: ['https://issuer.example'],
    };
    const holder = { emailVerifiedBy: 'https://issuer.example', identities: [] };
    expect(rolesOf({ ...holder, email: 'Ops@RepairLens.app' }, policy)).to.deep.equal(['admin']);
    expect(rolesOf({ ...holder, email: 'someone@repairlens.app' }, policy)).to.deep.equal([]);
  });
  for (const [raw, expected] of [
    ['/account', '/account'],
    ['//evil.example', '/'],
    ['/\\evil.example', '/'],
    ['https://evil.example', '/'],
    ['/api/logout', '/'],
    [undefined, '/'],
  ] as const) {
    it(`returns to ${expected} for ${String(raw)}`, () => expect(safeReturnPath(raw)).to.equal(expected));
  }
});

describe('device fingerprints', () => {
  it('does not depend on the order plugins are listed in', () => {
    const base = { ...desktopFingerprint('c'), plugins: ['b', 'a'] };
    expect(canonicalFingerprint(base)).to.equal(canonicalFingerprint({ ...base, plugins: ['a', 'b'] }));
    expect(canonicalFingerprint(base)).not.to.equal(canonicalFingerprint({ ...base, timezone: 'America/Vancouver' }));
  });
});
