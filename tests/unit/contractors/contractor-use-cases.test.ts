import { expect } from 'chai';
import { ContractorApplications } from '../../../src/modules/contractors/application/contractor-applications.js';
import { ContractorDirectory } from '../../../src/modules/contractors/application/contractor-directory.js';
import { ContractorEmails } from '../../../src/modules/contractors/application/contractor-emails.js';
import { ContractorReview } from '../../../src/modules/contractors/application/contractor-review.js';
import { Leads, type SendLeadsCommand } from '../../../src/modules/contractors/application/leads.js';
import { Contractor } from '../../../src/modules/contractors/domain/contractor.js';
import { LEAD_LIFETIME_MS } from '../../../src/modules/contractors/domain/lead.js';
import type { CustomerRepairs } from '../../../src/modules/contractors/ports/customer-repairs.js';
import type { RequestPrincipal } from '../../../src/shared/application/principal.js';
import { ConflictError } from '../../../src/shared/errors/app-errors.js';
import type { FileStorage } from '../../../src/shared/storage/file-storage.js';
import {
  FakeAuditLog,
  FakeListingBilling,
  FakeOutbox,
  InMemoryContractors,
  InMemoryLeads,
  ManualClock,
  RecordingUnitOfWork,
  TableLocator,
  type Happening,
} from './fakes.js';

const TORONTO = { latitude: 43.6525, longitude: -79.3686 };
const ROSEDALE = { latitude: 43.6699, longitude: -79.3887 };
const SETTINGS = { categories: ['plumbing', 'electrical'], directoryLimit: 50 };
const MINUTE = 60 * 1000;
const ADMIN: RequestPrincipal = {
  userId: 'admin',
  email: 'reviewer@repairlens.test',
  roles: ['admin'],
  sessionId: 's',
};

function approvedContractor(id: string, at: Date): Contractor {
  return Contractor.apply(
    {
      id,
      userId: `user-${id}`,
      location: TORONTO,
      profile: {
        businessName: `Business ${id}`,
        contactName: 'Dana',
        email: `${id}@biz.example`,
        phone: '+14165550199',
        website: null,
        country: 'CA',
        postalCode: 'M5V 3L9',
        serviceArea: { kind: 'radius', radius: 25, unit: 'km' },
        specializations: ['plumbing'],
        description: 'Plumbing repairs of every kind, downtown Toronto.',
        licenceNumber: null,
        insurance: null,
        gstHstNumber: null,
        yearEstablished: null,
      },
    },
    at,
  ).approve(ADMIN.email, at);
}

describe('contractor use cases (in-memory ports, a clock moved by hand)', () => {
  let log: Happening[];
  let clock: ManualClock;
  let contractors: InMemoryContractors;
  let leadRows: InMemoryLeads;
  let outbox: FakeOutbox;
  let billing: FakeListingBilling;
  let unitOfWork: RecordingUnitOfWork;
  let ids: number;
  const emails = new ContractorEmails('https://repairlens.test', { languageOf: async () => 'en' });
  const noRepairs: CustomerRepairs = { briefOf: async () => 'not-found' };

  beforeEach(() => {
    log = [];
    ids = 0;
    clock = new ManualClock(new Date('2026-11-21T12:00:00Z'));
    contractors = new InMemoryContractors();
    leadRows = new InMemoryLeads();
    outbox = new FakeOutbox(log);
    billing = new FakeListingBilling();
    unitOfWork = new RecordingUnitOfWork(log, [contractors, leadRows, outbox]);
    for (const id of ['x', 'y']) {
      void contractors.insert(approvedContractor(id, clock.now()));
      billing.paying.add(`user-${id}`);
    }
  });

  const leads = () =>
    new Leads(
      leadRows,
      contractors,
      new ContractorDirectory(contractors, new TableLocator({ M5V: TORONTO, M4W: ROSEDALE }), billing, clock, SETTINGS),
      noRepairs,
      outbox,
      emails,
      unitOfWork,
      clock,
      () => `id-${++ids}`,
    );
  const customer = { userId: 'customer', email: 'robin@example.com' };
  const toX: SendLeadsCommand = {
    draft: {
      customerName: 'Robin',
      email: 'robin@example.com',
      postalCode: 'M4W 1A8',
      description: 'The kitchen faucet drips all day and night.',
      preferredTiming: 'asap',
    },
    recipients: { contractorId: 'x' },
    category: null,
    repairId: null,
  };

  describe('a lead', () => {
    it('is answerable for 48 hours after it was sent, then reads expired, is written expired, and frees the contractor', async () => {
      const sent = await leads().send(customer, toX);
      const leadId = sent.leads[0]!.lead.id;

      clock.advance(LEAD_LIFETIME_MS - MINUTE);
      expect((await leads().openAsContractor('user-x', leadId)).statusAt(clock.now())).to.equal('viewed');
      expect((await leads().forCustomer('customer'))[0]!.lead.statusAt(clock.now())).to.equal('viewed');

      clock.advance(MINUTE);
      expect((await leads().forCustomer('customer'))[0]!.lead.statusAt(clock.now())).to.equal('expired');
      const late = await leads()
        .answer('user-x', leadId, 'accept', null)
        .catch((error: unknown) => error);
      expect(late)
        .to.be.instanceOf(ConflictError)
        .with.property('message', 'This request expired: it was not answered within 48 hours.');
      expect(leadRows.rows.get(leadId)!.props.status, 'not yet written').to.equal('viewed');

      expect(await leads().expireOverdue()).to.equal(1);
      expect(leadRows.rows.get(leadId)!.props.status).to.equal('expired');
      expect(await leads().expireOverdue(), 'once').to.equal(0);
      const again = await leads().send(customer, toX);
      expect(again.leads).to.have.length(1);
    });

    it('records its e-mail in the transaction and hands it to the queue only after the commit', async () => {
      await leads().send(customer, toX);
      expect(log).to.deep.equal(['begin', 'mail recorded', 'commit', 'mail dispatched']);
      expect(outbox.recorded.map((mail) => [mail.to, mail.subject])).to.deep.equal([
        ['x@biz.example', 'New repair request near M4W 1A8'],
      ]);
    });

    it('leaves nothing behind and sends nothing when its transaction fails', async () => {
      const failing = Object.assign(Object.create(leadRows) as InMemoryLeads, {
        insert: async () => {
          throw new Error('the database went away');
        },
      });
      const broken = new Leads(
        failing,
        contractors,
        new ContractorDirectory(contractors, new TableLocator({}), billing, clock, SETTINGS),
        noRepairs,
        outbox,
        emails,
        unitOfWork,
        clock,
      );
      await broken.send(customer, toX).catch(() => undefined);
      expect(log).to.deep.equal(['begin', 'rollback']);
      expect(outbox.recorded).to.deep.equal([]);
      expect(outbox.dispatched).to.deep.equal([]);
    });

    it('tells the customer the answer by e-mail, with the reply', async () => {
      const sent = await leads().send(customer, toX);
      await leads().answer('user-x', sent.leads[0]!.lead.id, 'accept', '  Thursday at 9?  ');
      const answer = outbox.recorded.at(-1)!;
      expect(answer).to.deep.include({ to: 'robin@example.com', subject: 'Business x accepted your request' });
      expect(answer.text).to.contain('Their message: "Thursday at 9?"');
      expect(answer.html).to.contain('Their message: &#34;Thursday at 9?&#34;');
    });
  });

  describe('the admin review', () => {
    let removedFiles: string[];
    beforeEach(() => {
      removedFiles = [];
    });
    const storage = { remove: async (key: string) => void removedFiles.push(key) } as unknown as FileStorage;
    const review = (audit: FakeAuditLog) =>
      new ContractorReview(contractors, billing, storage, audit, outbox, emails, unitOfWork, clock);

    it('writes the decision, its audit entry and the e-mail together, and sends the e-mail after', async () => {
      const applicant = Contractor.apply(
        { id: 'p', userId: 'user-p', profile: approvedContractor('p', clock.now()).profile, location: TORONTO },
        clock.now(),
      );
      await contractors.insert(applicant);
      const audit = new FakeAuditLog();
      await review(audit).reject('p', 'We could not verify your licence.', ADMIN);
      expect(contractors.rows.get('p')!.props).to.deep.include({ status: 'rejected', reviewedBy: ADMIN.email });
      expect(audit.entries).to.deep.equal([
        {
          actor: ADMIN.email,
          action: 'contractors.reject',
          target: 'contractor:p',
          before: { status: 'pending', statusReason: null },
          after: { status: 'rejected', statusReason: 'We could not verify your licence.' },
          at: clock.now(),
        },
      ]);
      expect(outbox.recorded[0]!.text).to.contain('The reason: We could not verify your licence.');
      expect(log).to.deep.equal(['begin', 'mail recorded', 'commit', 'mail dispatched']);
    });

    it('refuses a decision on an application that changed meanwhile, writing nothing', async () => {
      const audit = new FakeAuditLog();
      const stale = Object.assign(Object.create(contractors) as InMemoryContractors, {
        saveIfUnchanged: async () => false,
      });
      const decision = new ContractorReview(stale, billing, storage, audit, outbox, emails, unitOfWork, clock);
      const refused = await decision
        .unlist('x', 'Several customer complaints.', ADMIN)
        .catch((error: unknown) => error);
      expect(refused).to.be.instanceOf(ConflictError);
      expect(audit.entries).to.deep.equal([]);
      expect(outbox.recorded).to.deep.equal([]);
    });

    /** Contractor x, approved with a logo, then with a new description and logo waiting for review. */
    const withPendingChanges = () => {
      const shown = { key: 'contractor-logos/x/shown', mediaType: 'image/png' };
      const waiting = { key: 'contractor-logos/x/waiting', mediaType: 'image/png' };
      const x = contractors.rows.get('x')!;
      const changed = Contractor.restore({ ...x.props, logo: shown })
        .withProfile(
          { ...x.profile, description: 'Emergency plumbing around the clock, all of downtown.' },
          TORONTO,
          clock.now(),
        )
        .withLogo(waiting, clock.now());
      contractors.rows.set('x', changed);
      return { shown, waiting };
    };

    it('publishes approved changes, audits which details they were, and removes the logo they replaced after the commit', async () => {
      const { shown, waiting } = withPendingChanges();
      const audit = new FakeAuditLog();
      await review(audit).approveChanges('x', ADMIN);
      const approved = contractors.rows.get('x')!;
      expect(approved.profile.description).to.equal('Emergency plumbing around the clock, all of downtown.');
      expect(approved.props).to.deep.include({ logo: waiting, pendingChanges: null });
      expect(audit.entries[0]).to.deep.include({
        action: 'contractors.approve-changes',
        before: { pendingChanges: ['description', 'logo'], reason: null },
        after: { pendingChanges: [], reason: null },
      });
      expect(removedFiles).to.deep.equal([shown.key]);
      expect(outbox.recorded[0]!.subject).to.equal('Your profile changes are live, Business x');
      expect(log).to.deep.equal(['begin', 'mail recorded', 'commit', 'mail dispatched']);
    });

    it('drops rejected changes with the reason, keeps the reviewed details and removes the waiting logo', async () => {
      const { shown, waiting } = withPendingChanges();
      const audit = new FakeAuditLog();
      await review(audit).rejectChanges('x', '  The new logo is another company’s.  ', ADMIN);
      const rejected = contractors.rows.get('x')!;
      expect(rejected.profile.description).to.equal('Plumbing repairs of every kind, downtown Toronto.');
      expect(rejected.props).to.deep.include({ logo: shown, pendingChanges: null });
      expect(audit.entries[0]).to.deep.include({
        action: 'contractors.reject-changes',
        after: { pendingChanges: [], reason: 'The new logo is another company’s.' },
      });
      expect(removedFiles).to.deep.equal([waiting.key]);
      expect(outbox.recorded[0]!.text).to.contain('The reason: The new logo is another company’s.');
    });
  });

  describe('the logo', () => {
    it('is removed from storage again when the profile cannot take it (the compensation)', async () => {
      const saved: string[] = [];
      const removed: string[] = [];
      const storage = {
        saveFrom: async (key: string) => void saved.push(key),
        remove: async (key: string) => void removed.push(key),
      } as unknown as FileStorage;
      const stale = Object.assign(Object.create(contractors) as InMemoryContractors, {
        saveIfUnchanged: async () => false,
      });
      const applications = new ContractorApplications(
        stale,
        new TableLocator({}),
        billing,
        storage,
        outbox,
        emails,
        unitOfWork,
        clock,
        SETTINGS,
      );
      const refused = await applications
        .replaceLogo('user-x', { localPath: '/tmp/logo.png', mediaType: 'image/png' })
        .catch((error: unknown) => error);
      expect(refused).to.be.instanceOf(ConflictError);
      expect(saved).to.have.length(1);
      expect(saved[0]).to.match(/^contractor-logos\/x\/[0-9a-f]{16}$/);
      expect(removed).to.deep.equal(saved);
    });
  });
});
