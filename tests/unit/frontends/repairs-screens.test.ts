import { configureStore } from '@reduxjs/toolkit';
import { expect } from 'chai';
import sinon from 'sinon';
import { repairsApi } from '../../../frontends/shell/src/features/repairs/api';
import { REPAIR_CATEGORIES, repairCategoryOf } from '../../../frontends/shared/repair-categories';
import { confidenceLevel } from '../../../frontends/shell/src/features/repairs/confidence';
import { FILE_DIALOG_CANCEL_MS } from '../../../frontends/shell/src/features/repairs/file-dialog';
import { formatFileSize } from '../../../frontends/shell/src/features/repairs/file-size';
import { hireAProPath } from '../../../frontends/shell/src/features/repairs/hire-a-pro';
import {
  PENDING_POLL_INTERVAL_MS,
  PENDING_POLL_LIMIT_MS,
} from '../../../frontends/shell/src/features/repairs/use-polled-repair-request';
import {
  OPEN_REPAIR_DELAY_MS,
  SIGN_IN_DELAY_MS,
} from '../../../frontends/shell/src/features/repairs/use-repair-upload';

type FetchCall = [input: string, init: RequestInit];

describe('repairs screens (front end)', () => {
  afterEach(() => {
    sinon.restore();
  });

  describe('the repairs endpoints', () => {
    const createStore = () =>
      configureStore({
        reducer: { [repairsApi.reducerPath]: repairsApi.reducer },
        middleware: (getDefaultMiddleware) => getDefaultMiddleware().concat(repairsApi.middleware),
      });

    it('reads the list, one repair and the gallery with GET, shares with PATCH and reads the gallery again', async () => {
      const fetch = sinon.stub(globalThis, 'fetch').callsFake(async () => new Response('[]'));
      const store = createStore();

      await store.dispatch(repairsApi.endpoints.repairRequests.initiate());
      await store.dispatch(repairsApi.endpoints.repairRequest.initiate('0b7c1e54-5b1e-4f0e-9d1a-6a3c2f1e9b10'));
      await store.dispatch(repairsApi.endpoints.gallery.initiate(null));
      await store.dispatch(repairsApi.endpoints.gallery.initiate('heating-cooling'));
      fetch.callsFake(async () => new Response('{}'));
      await store.dispatch(
        repairsApi.endpoints.setRepairSharing.initiate({ id: '0b7c1e54-5b1e-4f0e-9d1a-6a3c2f1e9b10', shared: true }),
      );

      const calls = fetch.getCalls().map((call) => call.args as FetchCall);
      expect(calls.map(([url, init]) => `${init.method} ${url}`)).to.deep.equal([
        'GET /api/repair-requests',
        'GET /api/repair-requests/0b7c1e54-5b1e-4f0e-9d1a-6a3c2f1e9b10',
        'GET /api/gallery',
        'GET /api/gallery?category=heating-cooling',
        'PATCH /api/repair-requests/0b7c1e54-5b1e-4f0e-9d1a-6a3c2f1e9b10/sharing',
        'GET /api/gallery',
        'GET /api/gallery?category=heating-cooling',
      ]);
      expect(calls[4]![1].body).to.equal('{"shared":true}');
    });

    it('shows the repair as the sharing answer says, without reading it again', async () => {
      const id = '0b7c1e54-5b1e-4f0e-9d1a-6a3c2f1e9b10';
      const repair = { id, status: 'completed', shared: false };
      const fetch = sinon.stub(globalThis, 'fetch').callsFake(async () => new Response(JSON.stringify(repair)));
      const store = createStore();
      const subscription = store.dispatch(repairsApi.endpoints.repairRequest.initiate(id));
      await subscription;

      fetch.callsFake(async () => new Response(JSON.stringify({ ...repair, shared: true })));
      await store.dispatch(repairsApi.endpoints.setRepairSharing.initiate({ id, shared: true }));
      await new Promise((resolve) => setTimeout(resolve, 0));

      expect(repairsApi.endpoints.repairRequest.select(id)(store.getState()).data?.shared).to.equal(true);
      expect(fetch.callCount).to.equal(2);
      subscription.unsubscribe();
    });
  });

  describe('confidence, worded honestly', () => {
    it('is high from 0.75, medium from 0.5, low below and whenever more detail is needed', () => {
      expect(confidenceLevel({ confidence: 0.92, needsMoreDetail: false })).to.equal('high');
      expect(confidenceLevel({ confidence: 0.75, needsMoreDetail: false })).to.equal('high');
      expect(confidenceLevel({ confidence: 0.6, needsMoreDetail: false })).to.equal('medium');
      expect(confidenceLevel({ confidence: 0.49, needsMoreDetail: false })).to.equal('low');
      expect(confidenceLevel({ confidence: 0.9, needsMoreDetail: true })).to.equal('low');
    });
  });

  describe('Hire a Pro', () => {
    it("opens the contractor directory for the repair's category and region", () => {
      expect(hireAProPath({ recommended: true, category: 'electrical', region: 'US' })).to.equal(
        '/contractors?category=electrical&region=US',
      );
      expect(hireAProPath({ recommended: false, category: null, region: 'CA' })).to.equal('/contractors?region=CA');
    });
  });

  describe('gallery categories', () => {
    it('offers the ten categories and reads only those from the address', () => {
      expect(REPAIR_CATEGORIES).to.have.length(10);
      expect(REPAIR_CATEGORIES[0]).to.equal('plumbing');
      expect(repairCategoryOf('walls-floors')).to.equal('walls-floors');
      expect(repairCategoryOf('gardening')).to.equal(null);
      expect(repairCategoryOf(null)).to.equal(null);
    });
  });

  describe('numbers and sizes', () => {
    it('keeps the delays of product §9, and polls a pending repair within bounds', () => {
      expect(OPEN_REPAIR_DELAY_MS).to.equal(1000);
      expect(SIGN_IN_DELAY_MS).to.equal(500);
      expect(FILE_DIALOG_CANCEL_MS).to.equal(300);
      expect(PENDING_POLL_INTERVAL_MS).to.be.within(1000, 10_000);
      expect(PENDING_POLL_LIMIT_MS).to.be.at.most(10 * 60 * 1000);
    });

    it('shows a file size in the units people read', () => {
      expect(formatFileSize(3_355_443, 'en-CA')).to.equal('3.2 MB');
      expect(formatFileSize(757_760, 'en-US')).to.equal('740 kB');
      expect(formatFileSize(12, 'en-US')).to.equal('12 byte');
    });
  });
});
