import { configureStore } from '@reduxjs/toolkit';
import { expect } from 'chai';
import sinon from 'sinon';
import { repairsApi } from '../../../frontends/shell/src/features/repairs/api';

type FetchCall = [input: string, init: RequestInit];

describe('follow-up questions (front end endpoints)', () => {
  afterEach(() => {
    sinon.restore();
  });

  const id = '0b7c1e54-5b1e-4f0e-9d1a-6a3c2f1e9b10';
  const createStore = () =>
    configureStore({
      reducer: { [repairsApi.reducerPath]: repairsApi.reducer },
      middleware: (getDefaultMiddleware) => getDefaultMiddleware().concat(repairsApi.middleware),
    });

  it('reads the thread with GET, asks with a JSON POST and shows the answered thread without reading it again', async () => {
    const empty = { followUps: [], left: 5, included: 5 };
    const fetch = sinon.stub(globalThis, 'fetch').callsFake(async () => new Response(JSON.stringify(empty)));
    const store = createStore();
    const subscription = store.dispatch(repairsApi.endpoints.followUps.initiate(id));
    await subscription;

    const answered = { ...empty, left: 4, followUps: [{ id: 'f', question: 'The nut will not turn' }] };
    fetch.callsFake(async () => new Response(JSON.stringify(answered), { status: 201 }));
    await store.dispatch(
      repairsApi.endpoints.askFollowUp.initiate({ id, question: 'The nut will not turn', photo: null }),
    );
    await new Promise((resolve) => setTimeout(resolve, 0));

    const calls = fetch.getCalls().map((call) => call.args as FetchCall);
    expect(calls.map(([url, init]) => `${init.method} ${url}`)).to.deep.equal([
      `GET /api/repair-requests/${id}/follow-ups`,
      `POST /api/repair-requests/${id}/follow-ups`,
    ]);
    expect(calls[1]![1].body).to.equal('{"question":"The nut will not turn"}');
    expect(repairsApi.endpoints.followUps.select(id)(store.getState()).data?.left).to.equal(4);
    subscription.unsubscribe();
  });
});
