import { expect } from 'chai';
import { personName } from '../../../src/modules/identity/domain/person-name';
import { serverMessage } from '../../../frontends/shared/api/error-message';
import { normalizePersonName, personNameProblem } from '../../../frontends/shell/src/features/identity/person-name';
import {
  PENDING_PLAN_KEY,
  planDestination,
  rememberPlanChoice,
  takePendingPlanDestination,
} from '../../../frontends/shell/src/features/identity/pending-plan';
import { displayName, initials } from '../../../frontends/shell/src/lib/display-name';
import { useFakeStorage } from './fake-storage';

describe('shell identity feature', () => {
  describe('name rule, the same as the server’s', () => {
    const samples = [
      'Robin',
      '  Zoë  ',
      "O'Brien",
      'Jean-François',
      'Nguyễn Thị   Minh',
      'محمد',
      '李',
      '',
      '   ',
      'R2-D2',
      '-Robin',
      "'Robin",
      'Robin!',
      'a'.repeat(50),
      'a'.repeat(51),
      ` ${'a'.repeat(50)} `,
    ];

    for (const sample of samples) {
      it(`answers like the server for ${JSON.stringify(sample)}`, () => {
        let serverAnswer: string | null = null;
        let serverValue: string | undefined;
        try {
          serverValue = personName('firstName', sample);
        } catch (error) {
          serverAnswer = (error as Error).message;
        }
        const problem = personNameProblem(sample);
        if (serverAnswer === null) {
          expect(problem).to.equal(null);
          expect(normalizePersonName(sample)).to.equal(serverValue);
        } else {
          expect(problem, serverAnswer).to.not.equal(null);
          const expected = { empty: 'must not be empty', tooLong: 'at most 50', characters: 'may contain only' };
          expect(serverAnswer).to.include(expected[problem!]);
        }
      });
    }
  });

  describe('pending plan choice', () => {
    const storage = useFakeStorage();

    it('completes one-time at /checkout and the plans at /subscribe', () => {
      expect(planDestination('one-time')).to.equal('/checkout');
      expect(planDestination('basic')).to.equal('/subscribe?plan=basic');
      expect(planDestination('pro')).to.equal('/subscribe?plan=pro');
      expect(planDestination('unlimited')).to.equal('/subscribe?plan=pro');
    });

    it('is consumed once: read and removed', () => {
      rememberPlanChoice('basic');
      expect(storage.local.getItem(PENDING_PLAN_KEY)).to.equal('basic');

      expect(takePendingPlanDestination()).to.equal('/subscribe?plan=basic');
      expect(storage.local.getItem(PENDING_PLAN_KEY)).to.equal(null);
      expect(takePendingPlanDestination()).to.equal(null);
    });

    it('completes a plan added to the catalogue at /subscribe, which checks that it is sold', () => {
      expect(planDestination('family')).to.equal('/subscribe?plan=family');
    });

    it('drops a value that cannot be a choice, without redirecting', () => {
      storage.local.setItem(PENDING_PLAN_KEY, 'Platinum plan!');
      expect(takePendingPlanDestination()).to.equal(null);
      expect(storage.local.getItem(PENDING_PLAN_KEY)).to.equal(null);
    });

    it('works, forgetting, when the browser refuses storage', () => {
      storage.uninstall();
      rememberPlanChoice('pro');
      expect(takePendingPlanDestination()).to.equal(null);
    });
  });

  it("shows the server's message from an error body, the body text, or nothing", () => {
    expect(serverMessage({ status: 400, message: '400: {"message":"firstName: must not be empty"}' })).to.equal(
      'firstName: must not be empty',
    );
    expect(serverMessage({ status: 502, message: '502: Bad Gateway' })).to.equal('Bad Gateway');
    expect(serverMessage({ status: 'NETWORK_ERROR', message: 'Failed to fetch' })).to.equal(undefined);
    expect(serverMessage(undefined)).to.equal(undefined);
  });

  it('names the user by first and last name, or by e-mail', () => {
    const email = 'robin@example.com';
    expect(displayName({ email, firstName: 'Robin', lastName: 'Tremblay' })).to.equal('Robin Tremblay');
    expect(displayName({ email, firstName: null, lastName: null })).to.equal(email);
    expect(initials({ email, firstName: 'zoë', lastName: 'lee' })).to.equal('ZL');
    expect(initials({ email, firstName: null, lastName: null })).to.equal('R');
  });
});
