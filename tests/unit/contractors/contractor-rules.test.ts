import { expect } from 'chai';
import { Contractor, isoDay, rolesOfApplicant } from '../../../src/modules/contractors/domain/contractor.js';
import { grantedRolesFromSql } from '../../../src/modules/contractors/adapters/persistence/sql-application-exists.js';
import { parseProfile, type ProfileDraft } from '../../../src/modules/contractors/domain/contractor-profile.js';
import { rankMatches } from '../../../src/modules/contractors/domain/directory-ranking.js';
import { distanceKm } from '../../../src/modules/contractors/domain/geography.js';
import { displayPhoneNumber, normalisePhoneNumber } from '../../../src/modules/contractors/domain/phone-number.js';
import {
  areaCodeOf,
  normalisePostalCode,
  normaliseServiceCode,
  parseSearchLocation,
} from '../../../src/modules/contractors/domain/postal-code.js';
import { describeServiceArea, reach } from '../../../src/modules/contractors/domain/service-area.js';
import { ConflictError, ValidationError } from '../../../src/shared/errors/app-errors.js';

const TORONTO = { latitude: 43.6525, longitude: -79.3686 };
const ROSEDALE = { latitude: 43.6699, longitude: -79.3887 };
const VANCOUVER = { latitude: 49.2836, longitude: -123.1041 };
const CATEGORIES = ['plumbing', 'electrical', 'heating-cooling'];
const TODAY = '2026-11-21';

const DRAFT: ProfileDraft = {
  businessName: '  Harbourfront   Plumbing ',
  contactName: 'Dana O’Neil-Smith',
  email: 'Dana@Harbourfront.Example',
  phone: '+1 (416) 555-0199',
  website: 'https://harbourfront.example/about',
  country: 'ca',
  postalCode: 'm5v3l9',
  serviceArea: { kind: 'radius', radius: 25, unit: 'km' },
  specializations: ['plumbing', 'plumbing', 'heating-cooling'],
  description: 'Licensed plumbers serving downtown Toronto since 2009.',
  licenceNumber: 'ON-PL-48213',
  insuranceProvider: 'Intact',
  insuranceExpiresOn: '2027-06-30',
  gstHstNumber: '123456789rt0001',
  yearEstablished: 2009,
};

function profileOf(draft: Partial<ProfileDraft> = {}) {
  const parsed = parseProfile({ ...DRAFT, ...draft }, { categories: CATEGORIES, today: TODAY });
  if ('errors' in parsed) throw new Error(JSON.stringify(parsed.errors));
  return parsed.profile;
}

function errorsOf(draft: Partial<ProfileDraft>) {
  const parsed = parseProfile({ ...DRAFT, ...draft }, { categories: CATEGORIES, today: TODAY });
  return 'errors' in parsed ? parsed.errors : {};
}

function contractor(draft: Partial<ProfileDraft> = {}, id = 'c1') {
  return Contractor.apply(
    { id, userId: `u-${id}`, profile: profileOf(draft), location: TORONTO },
    new Date('2026-11-01T00:00:00Z'),
  );
}

describe('contractor rules', () => {
  describe('postal codes', () => {
    it('reads Canadian postal codes as A1A 1A1 and refuses letters Canada Post never uses', () => {
      expect(normalisePostalCode('CA', ' m5v3l9 ')).to.equal('M5V 3L9');
      expect(normalisePostalCode('CA', 'K1A 0B1')).to.equal('K1A 0B1');
      for (const bad of ['D5V 3L9', 'W5V 3L9', 'M5V 3O9', 'M5V3L', '12345', 'M5V  3L9x']) {
        expect(normalisePostalCode('CA', bad), bad).to.equal(null);
      }
    });

    it('reads US ZIP codes as 12345 or 12345-6789', () => {
      expect(normalisePostalCode('US', '10001')).to.equal('10001');
      expect(normalisePostalCode('US', '10001-2345')).to.equal('10001-2345');
      for (const bad of ['1000', '100012345', '10001-23', 'M5V 3L9'])
        expect(normalisePostalCode('US', bad), bad).to.equal(null);
    });

    it('reduces service-area codes to FSAs and ZIP5s, and searches to the area they lie in', () => {
      expect(normaliseServiceCode('CA', 'm5v')).to.equal('M5V');
      expect(normaliseServiceCode('CA', 'M5V 3L9')).to.equal('M5V');
      expect(normaliseServiceCode('US', '10001-2345')).to.equal('10001');
      expect(normaliseServiceCode('CA', '10001')).to.equal(null);
      expect(areaCodeOf('CA', 'M5V 3L9')).to.equal('M5V');
      expect(parseSearchLocation('m4w 1a8')).to.deep.equal({ country: 'CA', postalCode: 'M4W 1A8', areaCode: 'M4W' });
      expect(parseSearchLocation('M4W')).to.deep.equal({ country: 'CA', postalCode: 'M4W', areaCode: 'M4W' });
      expect(parseSearchLocation('07030-5774')).to.deep.equal({
        country: 'US',
        postalCode: '07030-5774',
        areaCode: '07030',
      });
      expect(parseSearchLocation('Toronto')).to.equal(null);
    });
  });

  it('reads North American phone numbers, refusing impossible area codes and exchanges', () => {
    for (const typed of ['(416) 555-0199', '416.555.0199', '+1 416 555 0199', '14165550199', '4165550199']) {
      expect(normalisePhoneNumber(typed), typed).to.equal('+14165550199');
    }
    for (const bad of ['555-0199', '(116) 555-0199', '(911) 555-0199', '(416) 055-0199', '+44 20 7946 0958']) {
      expect(normalisePhoneNumber(bad), bad).to.equal(null);
    }
    expect(displayPhoneNumber('+14165550199')).to.equal('(416) 555-0199');
  });

  it('measures great-circle distances between postal areas', () => {
    expect(distanceKm(TORONTO, TORONTO)).to.equal(0);
    expect(distanceKm(TORONTO, ROSEDALE)).to.be.closeTo(2.5, 0.2);
    expect(distanceKm(TORONTO, VANCOUVER)).to.be.closeTo(3359, 5);
  });

  it('covers a searcher within the radius (km or miles) or in the listed areas, and says how far', () => {
    const near = { areaCode: 'M4W', point: ROSEDALE };
    expect(reach({ kind: 'radius', radius: 3, unit: 'km' }, TORONTO, near)).to.be.closeTo(2.5, 0.2);
    expect(reach({ kind: 'radius', radius: 2, unit: 'km' }, TORONTO, near)).to.equal(null);
    expect(reach({ kind: 'radius', radius: 2, unit: 'mi' }, TORONTO, near), '2 mi is 3.2 km').to.be.closeTo(2.5, 0.2);
    expect(reach({ kind: 'codes', codes: ['M5V', 'M4W'] }, TORONTO, near)).to.be.closeTo(2.5, 0.2);
    expect(reach({ kind: 'codes', codes: ['M5V'] }, TORONTO, near)).to.equal(null);
    expect(describeServiceArea({ kind: 'radius', radius: 40, unit: 'km' }, 'M5V 3L9')).to.equal(
      'Within 40 km of M5V 3L9',
    );
    const many = Array.from({ length: 10 }, (_, i) => `M${i}A`);
    expect(describeServiceArea({ kind: 'codes', codes: many }, 'M5V 3L9')).to.equal(
      'M0A, M1A, M2A, M3A, M4A, M5A, M6A, M7A and 2 more',
    );
  });

  describe('the profile', () => {
    it('is tidied: spaces, case, phone in E.164, GST/HST compact, specializations once each', () => {
      expect(profileOf()).to.deep.include({
        businessName: 'Harbourfront Plumbing',
        email: 'dana@harbourfront.example',
        phone: '+14165550199',
        country: 'CA',
        postalCode: 'M5V 3L9',
        specializations: ['plumbing', 'heating-cooling'],
        gstHstNumber: '123456789RT0001',
        insurance: { provider: 'Intact', expiresOn: '2027-06-30' },
      });
    });

    it('refuses a website that is not https or carries credentials, and a policy that ends today', () => {
      expect(errorsOf({ website: 'https://user:secret@harbourfront.example' })).to.have.property('website');
      expect(errorsOf({ website: 'ftp://harbourfront.example' })).to.have.property('website');
      expect(errorsOf({ website: 'https://localhost' })).to.have.property('website');
      expect(errorsOf({ insuranceExpiresOn: TODAY })).to.deep.equal({
        insuranceExpiresOn: 'must be a future date: this policy has expired',
      });
      expect(errorsOf({ yearEstablished: 2027 })).to.deep.equal({
        yearEstablished: 'must be a year from 1800 to 2026',
      });
      expect(errorsOf({ specializations: [] })).to.deep.equal({
        specializations: 'must name at least one kind of repair',
      });
      expect(errorsOf({ serviceArea: { kind: 'radius', radius: 2.5, unit: 'km' } })).to.deep.equal({
        'serviceArea.radius': 'must be a whole number from 1 to 250 km',
      });
      expect(errorsOf({ serviceArea: { kind: 'radius', radius: 200, unit: 'mi' } })).to.deep.equal({
        'serviceArea.radius': 'must be a whole number from 1 to 155 mi',
      });
      expect(errorsOf({ description: 'x'.repeat(2001) })).to.deep.equal({
        description: 'must be at most 2000 characters',
      });
    });
  });

  describe('the application', () => {
    it('makes its applicant a contractor, whatever became of it; nobody else is one', () => {
      expect(rolesOfApplicant(true)).to.deep.equal(['contractor']);
      expect(rolesOfApplicant(false)).to.deep.equal([]);
      expect(grantedRolesFromSql(true), 'as the signed-in read finds it').to.deep.equal(['contractor']);
      expect(grantedRolesFromSql(null)).to.deep.equal([]);
    });

    const admin = 'reviewer@repairlens.test';
    const at = new Date('2026-11-21T12:00:00Z');

    it('goes pending → approved, pending → rejected (with a reason), approved → suspended → approved', () => {
      const pending = contractor();
      expect(pending.listingState(true)).to.equal('awaiting-approval');
      const approved = pending.approve(admin, at);
      expect(approved.props).to.deep.include({
        status: 'approved',
        reviewedBy: admin,
        reviewedAt: at,
        statusReason: null,
      });
      expect(approved.listingState(false)).to.equal('subscription-required');
      expect(approved.listingState(true)).to.equal('listed');
      expect(() => approved.approve(admin, at)).to.throw(ConflictError);
      expect(() => approved.reject('Too late for this.', admin, at)).to.throw(
        ConflictError,
        /Only a pending application/,
      );

      const rejected = pending.reject('  We could not verify your licence.  ', admin, at);
      expect(rejected.props).to.deep.include({ status: 'rejected', statusReason: 'We could not verify your licence.' });
      expect(rejected.listingState(true)).to.equal('rejected');
      expect(() => pending.reject('no', admin, at)).to.throw(ValidationError, /reason/);

      const suspended = approved.suspend('Complaints from customers.', admin, at);
      expect(suspended.listingState(true)).to.equal('suspended');
      expect(() => pending.suspend('Complaints from customers.', admin, at)).to.throw(ConflictError);
      expect(suspended.approve(admin, at).listingState(true)).to.equal('listed');
    });

    it('pauses only an approved listing; paused is not listed whatever the subscription', () => {
      expect(() => contractor().paused(true, new Date())).to.throw(ConflictError);
      const paused = contractor().approve(admin, at).paused(true, at);
      expect(paused.listingState(true)).to.equal('paused');
      expect(paused.isListed(true)).to.equal(false);
      expect(paused.paused(false, at).isListed(true)).to.equal(true);
    });

    it('edits a pending application freely; after approval the country stays; a rejected one is closed', () => {
      const pending = contractor();
      const american = profileOf({ country: 'US', postalCode: '10001', gstHstNumber: null, phone: '212 555 0142' });
      expect(pending.withProfile(american, TORONTO, at).profile.country).to.equal('US');
      expect(() => pending.approve(admin, at).withProfile(american, TORONTO, at)).to.throw(ValidationError, /country/);
      expect(() => pending.reject('No licence on file.', admin, at).withProfile(profileOf(), TORONTO, at)).to.throw(
        ConflictError,
      );
    });

    describe('changes to reviewed details', () => {
      const later = new Date('2026-11-22T09:00:00Z');
      const logo = { key: 'contractor-logos/c1/new', mediaType: 'image/png' };
      const reviewedLogo = { key: 'contractor-logos/c1/reviewed', mediaType: 'image/png' };
      const approved = () => Contractor.restore({ ...contractor().props, logo: reviewedLogo }).approve(admin, at);
      const changed = {
        website: 'https://trusted-plumbers.example',
        description: 'Fully insured master plumbers, award-winning, trusted across Toronto.',
        insuranceExpiresOn: '2028-06-30',
        yearEstablished: 1995,
      };
      const withChanges = () => {
        const current = approved();
        return current.withProfile(profileOf(changed), TORONTO, at).withLogo(logo, later);
      };

      it('wait for an admin while the directory profile keeps the reviewed website, description, policy date, years and logo', () => {
        const waiting = withChanges();
        expect(waiting.status, 'still listed').to.equal('approved');
        expect(waiting.profile).to.deep.include({
          website: DRAFT.website,
          description: DRAFT.description,
          insurance: { provider: 'Intact', expiresOn: '2027-06-30' },
          yearEstablished: 2009,
        });
        expect(waiting.props.logo).to.deep.equal(reviewedLogo);
        expect(waiting.isInsuredOn('2027-07-01'), 'the badge follows the reviewed date').to.equal(false);
        expect(waiting.enteredProfile).to.deep.include({
          website: changed.website,
          description: changed.description,
          insurance: { provider: 'Intact', expiresOn: '2028-06-30' },
          yearEstablished: 1995,
        });
        expect(waiting.pendingFields).to.deep.equal([
          'website',
          'description',
          'insuranceExpiresOn',
          'yearEstablished',
          'logo',
        ]);
        expect(waiting.props.pendingChanges?.submittedAt, 'dated by the latest change').to.deep.equal(later);
        expect(waiting.storedLogos).to.deep.equal([reviewedLogo, logo]);
      });

      it('go live when approved, and are dropped when rejected with a reason', () => {
        const live = withChanges().approveChanges(later);
        expect(live.profile).to.deep.include({ website: changed.website, description: changed.description });
        expect(live.isInsuredOn('2028-06-30')).to.equal(true);
        expect(live.props).to.deep.include({ logo, pendingChanges: null });
        expect(() => live.approveChanges(later)).to.throw(ConflictError, /No changes/);

        expect(() => withChanges().rejectChanges('no', later)).to.throw(ValidationError, /reason/);
        const dropped = withChanges().rejectChanges('We could not confirm the policy.', later);
        expect(dropped.profile).to.deep.equal(approved().profile);
        expect(dropped.props).to.deep.include({ logo: reviewedLogo, pendingChanges: null });
        expect(() => dropped.rejectChanges('We could not confirm the policy.', later)).to.throw(ConflictError);
      });

      it('apply at once when they claim nothing new: contact, area, specializations, no website, no policy, fewer years, no logo', () => {
        const edited = withChanges().withProfile(
          profileOf({
            ...changed,
            website: null,
            insuranceProvider: null,
            insuranceExpiresOn: null,
            phone: '647 555 0111',
            specializations: ['plumbing'],
            serviceArea: { kind: 'codes', codes: ['M4W'] },
            yearEstablished: 2015,
          }),
          TORONTO,
          later,
        );
        expect(edited.profile).to.deep.include({
          website: null,
          insurance: null,
          phone: '+16475550111',
          specializations: ['plumbing'],
          yearEstablished: 2015,
        });
        expect(edited.pendingFields, 'the description and logo still wait').to.deep.equal(['description', 'logo']);
        const noLogo = edited.withLogo(null, later);
        expect(noLogo.props.logo).to.equal(null);
        expect(noLogo.pendingFields).to.deep.equal(['description']);
        expect(noLogo.props.pendingChanges?.submittedAt, 'the description waits since it was typed').to.deep.equal(
          later,
        );
        const typedBack = noLogo.withProfile(
          profileOf({ website: null, insuranceProvider: null, insuranceExpiresOn: null, yearEstablished: 2015 }),
          TORONTO,
          later,
        );
        expect(typedBack.props.pendingChanges, 'the reviewed description typed back: nothing waits').to.equal(null);
      });

      it('are folded into the profile when it goes back to review as a whole, and never held before approval', () => {
        const renamed = withChanges().withProfile(
          profileOf({ ...changed, businessName: 'Trusted Plumbers' }),
          TORONTO,
          later,
        );
        expect(renamed.status).to.equal('pending');
        expect(renamed.props).to.deep.include({ logo, pendingChanges: null });
        expect(renamed.profile).to.deep.include({ businessName: 'Trusted Plumbers', description: changed.description });

        const applicant = contractor().withProfile(profileOf(changed), TORONTO, at).withLogo(logo, at);
        expect(applicant.props).to.deep.include({ logo, pendingChanges: null });
        expect(applicant.profile.description).to.equal(changed.description);
      });
    });

    it('is insured while the policy runs (the expiry day included) and counts years in business', () => {
      const insured = contractor({ insuranceExpiresOn: '2027-06-30' });
      expect(insured.isInsuredOn('2027-06-30')).to.equal(true);
      expect(insured.isInsuredOn('2027-07-01')).to.equal(false);
      expect(contractor({ insuranceProvider: null, insuranceExpiresOn: null }).isInsuredOn(TODAY)).to.equal(false);
      expect(insured.yearsInBusiness(new Date('2026-03-01T00:00:00Z'))).to.equal(17);
      expect(contractor({ yearEstablished: null }).yearsInBusiness(at)).to.equal(null);
      expect(isoDay(new Date('2026-11-21T23:59:59Z'))).to.equal('2026-11-21');
    });
  });

  it('ranks by whole kilometres, then insured, licensed, established, specialist, then name', () => {
    const at = new Date('2026-11-21T12:00:00Z');
    const plain = { licenceNumber: null, insuranceProvider: null, insuranceExpiresOn: null, yearEstablished: null };
    const matches = [
      { contractor: contractor({ ...plain, businessName: 'Aardvark Repairs' }, 'a'), distanceKm: 1.2 },
      { contractor: contractor({ businessName: 'Zed Plumbing' }, 'z'), distanceKm: 1.4 },
      { contractor: contractor({ ...plain, businessName: 'Near Plumbing' }, 'n'), distanceKm: 0.3 },
      {
        contractor: contractor({ ...plain, businessName: 'Generalist', specializations: CATEGORIES }, 'g'),
        distanceKm: 5,
      },
      {
        contractor: contractor({ ...plain, businessName: 'Specialist', specializations: ['plumbing'] }, 's'),
        distanceKm: 5.2,
      },
    ];
    const ranked = rankMatches(matches, 'plumbing', at, isoDay(at)).map(
      (match) => match.contractor.profile.businessName,
    );
    expect(ranked).to.deep.equal(['Near Plumbing', 'Zed Plumbing', 'Aardvark Repairs', 'Specialist', 'Generalist']);
  });
});
