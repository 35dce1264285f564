import { expect } from 'chai';
import {
  asksForReauthentication,
  forgetPendingGrant,
  keepPendingGrant,
  pendingGrantFor,
  reauthenticationPath,
} from '../../../frontends/admin/src/features/users/reauthentication';
import { useFakeStorage } from './fake-storage';

describe('admin console: signing in again before granting credits', () => {
  it("recognises the server's 401 reauthentication_required answer, and only it", () => {
    const body = JSON.stringify({ message: 'Sign in again', code: 'reauthentication_required' });
    expect(asksForReauthentication({ status: 401, message: `401: ${body}` })).to.equal(true);
    expect(asksForReauthentication({ status: 401, message: '401: {"message":"Unauthorized"}' })).to.equal(false);
    expect(asksForReauthentication({ status: 403, message: `403: ${body}` })).to.equal(false);
    expect(asksForReauthentication({ status: 401, message: '401: Unauthorized' })).to.equal(false);
    expect(asksForReauthentication({ status: 'NETWORK_ERROR', message: 'offline' })).to.equal(false);
    expect(asksForReauthentication(undefined)).to.equal(false);
  });

  it('sends the admin through a fresh sign-in and back to the same page', () => {
    const url = new URL(reauthenticationPath('/admin/users/u-1?tab=x'), 'https://repairlens.example');
    expect(url.pathname).to.equal('/api/login');
    expect(url.searchParams.get('reauthenticate')).to.equal('1');
    expect(url.searchParams.get('returnTo')).to.equal('/admin/users/u-1?tab=x');
  });

  describe('the grant being made', () => {
    const storage = useFakeStorage();

    it('is kept across the trip for the same person only, until it is forgotten', () => {
      keepPendingGrant('u-1', { credits: '5', reason: 'Outage' });
      expect(pendingGrantFor('u-2')).to.equal(null);
      expect(pendingGrantFor('u-1')).to.deep.equal({ credits: '5', reason: 'Outage' });
      forgetPendingGrant();
      expect(pendingGrantFor('u-1')).to.equal(null);
    });

    it('is ignored when what is stored is not a grant', () => {
      storage.session.setItem('repairlens.admin.pending-credit-grant', '{not json');
      expect(pendingGrantFor('u-1')).to.equal(null);
      storage.session.setItem('repairlens.admin.pending-credit-grant', '{"userId":"u-1","credits":5}');
      expect(pendingGrantFor('u-1')).to.equal(null);
    });
  });
});
