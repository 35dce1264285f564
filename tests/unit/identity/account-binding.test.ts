import { expect } from 'chai';
import {
  bindingForFirstSignIn,
  emailTrusted,
  emailVerifiedClaim,
  subjectMatches,
} from '../../../src/modules/identity/domain/account-binding.js';
import { rolesOf, type AdminPolicy, type RoleHolder } from '../../../src/modules/identity/domain/roles.js';
import { User, type VerifiedIdentity } from '../../../src/modules/identity/domain/user.js';

const TRUSTED = 'https://accounts.trusted.example';
const UNTRUSTED = 'https://login.untrusted.example/tenant/v2.0';
const trustedIssuers = [`${TRUSTED}/`];

describe('account binding: e-mail verification', () => {
  it('counts email_verified only as the boolean true', () => {
    expect(emailVerifiedClaim(true)).to.equal(true);
    for (const raw of [undefined, null, false, 'true', 'false', 1, 'yes', {}]) {
      expect(emailVerifiedClaim(raw), JSON.stringify(raw) ?? 'undefined').to.equal(false);
    }
  });

  it('trusts a verification only while its issuer is listed, with or without a trailing slash', () => {
    expect(emailTrusted(TRUSTED, trustedIssuers)).to.equal(true);
    expect(emailTrusted(`${TRUSTED}/`, [TRUSTED])).to.equal(true);
    expect(emailTrusted(UNTRUSTED, trustedIssuers)).to.equal(false);
    expect(emailTrusted(null, trustedIssuers)).to.equal(false);
    expect(emailTrusted(TRUSTED, []), 'taken off the list: the verification no longer counts').to.equal(false);
  });
});

describe('account binding: a provider account seen for the first time', () => {
  const verifiedHolder = { emailVerifiedBy: TRUSTED };

  it('registers a new account when nobody holds the address, verified or not', () => {
    expect(bindingForFirstSignIn({ issuer: UNTRUSTED, emailVerified: false }, null, trustedIssuers)).to.equal(
      'register',
    );
    expect(bindingForFirstSignIn({ issuer: TRUSTED, emailVerified: true }, null, trustedIssuers)).to.equal('register');
  });

  it('links to the holder only when a trusted issuer verified the address now and the holder’s was verified too', () => {
    expect(bindingForFirstSignIn({ issuer: TRUSTED, emailVerified: true }, verifiedHolder, trustedIssuers)).to.equal(
      'link',
    );
  });

  it('refuses an unverified address (a missing claim, false or "false" all read as unverified)', () => {
    expect(bindingForFirstSignIn({ issuer: TRUSTED, emailVerified: false }, verifiedHolder, trustedIssuers)).to.equal(
      'refuse',
    );
  });

  it('refuses a verified address from an issuer not trusted for e-mail', () => {
    expect(bindingForFirstSignIn({ issuer: UNTRUSTED, emailVerified: true }, verifiedHolder, trustedIssuers)).to.equal(
      'refuse',
    );
  });

  it('refuses to hand a verified sign-in to an account that took the address unverified (pre-hijacking)', () => {
    expect(
      bindingForFirstSignIn({ issuer: TRUSTED, emailVerified: true }, { emailVerifiedBy: null }, trustedIssuers),
    ).to.equal('refuse');
    expect(
      bindingForFirstSignIn({ issuer: TRUSTED, emailVerified: true }, { emailVerifiedBy: UNTRUSTED }, trustedIssuers),
    ).to.equal('refuse');
  });
});

describe('account binding: users', () => {
  const identity: VerifiedIdentity = {
    issuer: TRUSTED,
    subject: 'owner-subject',
    email: 'owner@example.com',
    emailVerified: true,
    givenName: 'Owner',
    familyName: null,
    picture: null,
  };
  const owner = User.register('id-1', identity, { deviceKey: null, freeFixesGranted: 2 }, new Date());

  it('remembers who verified the address at sign-up, and nobody when it was not verified', () => {
    expect(owner.emailVerifiedBy).to.equal(TRUSTED);
    const unverified = User.register(
      'id-2',
      { ...identity, emailVerified: false },
      { deviceKey: null, freeFixesGranted: 2 },
      new Date(),
    );
    expect(unverified.emailVerifiedBy).to.equal(null);
  });

  it('never rewrites the account’s issuer and subject at a later sign-in', () => {
    const again = owner.signedInAgain({ ...identity, issuer: UNTRUSTED, subject: 'someone-else' }, new Date(), true);
    expect(again.props).to.deep.include({ issuer: TRUSTED, subject: 'owner-subject' });
  });

  it('takes the provider’s new address and its verification at a later sign-in', () => {
    const again = owner.signedInAgain(
      { ...identity, email: 'New@Example.com', emailVerified: false },
      new Date(),
      true,
    );
    expect(again.props).to.deep.include({ email: 'new@example.com', emailVerifiedBy: null });
  });

  it('keeps its own address, no longer vouched for, when the provider’s new one belongs to another account', () => {
    const again = owner.signedInAgain({ ...identity, email: 'taken@example.com' }, new Date(), false);
    expect(again.props).to.deep.include({ email: 'owner@example.com', emailVerifiedBy: null });
  });
});

describe('account binding: admin roles', () => {
  const policy: AdminPolicy = {
    adminEmails: ['ops@repairlens.app'],
    adminSubjects: [
      { issuer: `${UNTRUSTED}/`, subject: 'entra-admin' },
      { issuer: null, subject: 'any-issuer-admin' },
    ],
    emailTrustedIssuers: trustedIssuers,
  };
  const holder = (overrides: Partial<RoleHolder>): RoleHolder => ({
    email: 'ops@repairlens.app',
    emailVerifiedBy: TRUSTED,
    identities: [{ issuer: TRUSTED, subject: 'ops-subject' }],
    ...overrides,
  });

  it('makes an admin of an ADMIN_EMAILS address a trusted issuer verified', () => {
    expect(rolesOf(holder({}), policy)).to.deep.equal(['admin']);
  });

  it('does not make an admin of an ADMIN_EMAILS address nobody verified', () => {
    expect(rolesOf(holder({ emailVerifiedBy: null }), policy)).to.deep.equal([]);
  });

  it('does not make an admin of an ADMIN_EMAILS address verified by an issuer not trusted for e-mail', () => {
    expect(rolesOf(holder({ emailVerifiedBy: UNTRUSTED }), policy)).to.deep.equal([]);
  });

  it('makes an admin of a provider account named in ADMIN_SUBJECTS, with no e-mail needed', () => {
    const entra = holder({
      email: 'someone@example.com',
      emailVerifiedBy: null,
      identities: [{ issuer: UNTRUSTED, subject: 'entra-admin' }],
    });
    expect(rolesOf(entra, policy)).to.deep.equal(['admin']);
  });

  it('matches a subject only at its issuer, unless the entry names no issuer', () => {
    expect(
      subjectMatches({ issuer: UNTRUSTED, subject: 'entra-admin' }, { issuer: TRUSTED, subject: 'entra-admin' }),
    ).to.equal(false);
    expect(
      subjectMatches({ issuer: null, subject: 'any-issuer-admin' }, { issuer: TRUSTED, subject: 'any-issuer-admin' }),
    ).to.equal(true);
    expect(subjectMatches({ issuer: null, subject: 'Case' }, { issuer: TRUSTED, subject: 'case' })).to.equal(false);
  });

  it('counts linked provider accounts too, and keeps roles other modules granted', () => {
    const linked = holder({
      email: 'someone@example.com',
      identities: [
        { issuer: TRUSTED, subject: 'first' },
        { issuer: TRUSTED, subject: 'any-issuer-admin' },
      ],
    });
    expect(rolesOf(linked, policy, ['contractor'])).to.deep.equal(['admin', 'contractor']);
    expect(rolesOf(holder({ email: 'someone@example.com' }), policy, ['contractor'])).to.deep.equal(['contractor']);
  });
});
