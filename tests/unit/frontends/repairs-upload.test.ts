import { configureStore } from '@reduxjs/toolkit';
import type { BaseQueryApi } from '@reduxjs/toolkit/query';
import { expect } from 'chai';
import { uploadRequest } from '../../../frontends/shared/api/upload-request';
import { repairsApi } from '../../../frontends/shell/src/features/repairs/api';
import {
  ACCEPT_ATTRIBUTE,
  MAX_UPLOAD_BYTES,
  rejectionOf,
  uploadFailureOf,
} from '../../../frontends/shell/src/features/repairs/upload-rules';

/**
 * The upload's request path (XMLHttpRequest, for a real progress bar) under the request rules of
 * product §7 and §8, and the upload card's rules of section 5. XMLHttpRequest does not exist
 * under Node: a stand-in records what is sent and answers as the test says.
 */
class FakeXMLHttpRequest extends EventTarget {
  static sent: FakeXMLHttpRequest[] = [];

  readonly upload = new EventTarget();
  method = '';
  url = '';
  withCredentials = false;
  responseType = '';
  status = 0;
  statusText = '';
  responseText = '';
  body: unknown;
  aborted = false;

  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }

  send(body: unknown) {
    this.body = body;
    FakeXMLHttpRequest.sent.push(this);
  }

  abort() {
    this.aborted = true;
    this.dispatchEvent(new Event('abort'));
  }

  /** The browser has sent `loaded` of `total` bytes of the body. */
  sendProgress(loaded: number, total: number) {
    this.upload.dispatchEvent(Object.assign(new Event('progress'), { lengthComputable: true, loaded, total }));
  }

  respond(status: number, body: string, statusText = '') {
    this.upload.dispatchEvent(new Event('load'));
    Object.assign(this, { status, statusText, responseText: body });
    this.dispatchEvent(new Event('load'));
  }

  failToConnect() {
    this.dispatchEvent(new Event('error'));
  }
}

function baseQueryApi(signal = new AbortController().signal): BaseQueryApi {
  return {
    signal,
    abort: () => undefined,
    dispatch: () => undefined,
    getState: () => ({}),
    extra: undefined,
    endpoint: 'submitRepairRequest',
    type: 'mutation',
  };
}

/** The request the code under test has just sent (it sends after a few microtasks). */
async function sentRequest(index = 0): Promise<FakeXMLHttpRequest> {
  for (let attempt = 0; attempt < 50; attempt++) {
    const request = FakeXMLHttpRequest.sent[index];
    if (request) return request;
    await new Promise((resolve) => setTimeout(resolve, 1));
  }
  throw new Error(`request ${index} was never sent`);
}

const photo = () => new File([new Uint8Array([0xff, 0xd8, 0xff, 0xe0])], 'faucet.jpg', { type: 'image/jpeg' });

describe('repairs upload (front end)', () => {
  let previous: PropertyDescriptor | undefined;
  beforeEach(() => {
    FakeXMLHttpRequest.sent = [];
    previous = Object.getOwnPropertyDescriptor(globalThis, 'XMLHttpRequest');
    Object.defineProperty(globalThis, 'XMLHttpRequest', { configurable: true, value: FakeXMLHttpRequest });
  });
  afterEach(() => {
    if (previous) Object.defineProperty(globalThis, 'XMLHttpRequest', previous);
    else delete (globalThis as { XMLHttpRequest?: unknown }).XMLHttpRequest;
  });

  describe('the upload request (XMLHttpRequest, for its progress)', () => {
    it('posts the FormData as it is, with the cookies, and reads the JSON answer', async () => {
      const form = new FormData();
      form.append('file', photo());
      const answer = uploadRequest({ url: '/api/repair-requests', body: form }, baseQueryApi(), {});
      const request = await sentRequest();

      expect(request.method).to.equal('POST');
      expect(request.url).to.equal('/api/repair-requests');
      expect(request.withCredentials).to.equal(true);
      expect(request.body).to.equal(form);
      request.respond(201, '{"id":"r1","status":"completed"}');
      expect(await answer).to.deep.equal({ data: { id: 'r1', status: 'completed' } });
    });

    it('reports the share of the body sent, then 1 once all of it is', async () => {
      const reported: number[] = [];
      const answer = uploadRequest(
        { url: '/api/repair-requests', body: new FormData(), onUploadProgress: (sent) => reported.push(sent) },
        baseQueryApi(),
        {},
      );
      const request = await sentRequest();
      request.sendProgress(0, 0);
      request.sendProgress(250, 1000);
      request.sendProgress(750, 1000);
      request.respond(201, '{}');
      await answer;

      expect(reported).to.deep.equal([0.25, 0.75, 1]);
    });

    it('turns a refusal into "<status>: <body>", or the status text when the body is empty', async () => {
      const refused = uploadRequest({ url: '/api/repair-requests', body: new FormData() }, baseQueryApi(), {});
      (await sentRequest(0)).respond(402, '{"message":"No repairs left.","requiresPayment":true}', 'Payment Required');
      expect(await refused).to.deep.equal({
        error: { status: 402, message: '402: {"message":"No repairs left.","requiresPayment":true}' },
      });

      const empty = uploadRequest({ url: '/api/repair-requests', body: new FormData() }, baseQueryApi(), {});
      (await sentRequest(1)).respond(503, '', 'Service Unavailable');
      expect(await empty).to.deep.equal({ error: { status: 503, message: '503: Service Unavailable' } });
    });

    it('reports a request that never got an answer as a network error', async () => {
      const answer = uploadRequest({ url: '/api/repair-requests', body: new FormData() }, baseQueryApi(), {});
      (await sentRequest()).failToConnect();
      const { error } = await answer;
      expect(error?.status).to.equal('NETWORK_ERROR');
    });

    it('aborts the request when its signal does', async () => {
      const controller = new AbortController();
      const answer = uploadRequest(
        { url: '/api/repair-requests', body: new FormData() },
        baseQueryApi(controller.signal),
        {},
      );
      const request = await sentRequest();
      controller.abort();

      expect(request.aborted).to.equal(true);
      expect((await answer).error?.status).to.equal('NETWORK_ERROR');
    });
  });

  describe('the submitRepairRequest endpoint', () => {
    const createStore = () =>
      configureStore({
        reducer: { [repairsApi.reducerPath]: repairsApi.reducer },
        middleware: (getDefaultMiddleware) => getDefaultMiddleware().concat(repairsApi.middleware),
      });

    it('sends the file, the trimmed description and the region as multipart fields', async () => {
      const store = createStore();
      const file = photo();
      const result = store.dispatch(
        repairsApi.endpoints.submitRepairRequest.initiate({ file, description: '  dripping faucet \n', region: 'US' }),
      );
      const request = await sentRequest();
      request.respond(201, '{"id":"r1","status":"pending"}');

      expect(await result.unwrap()).to.deep.equal({ id: 'r1', status: 'pending' });
      const form = request.body as FormData;
      expect((form.get('file') as File).name).to.equal('faucet.jpg');
      expect(form.get('description')).to.equal('dripping faucet');
      expect(form.get('region')).to.equal('US');
    });

    it('leaves an empty description out, and never retries a failed upload', async () => {
      const store = createStore();
      const result = store.dispatch(
        repairsApi.endpoints.submitRepairRequest.initiate({ file: photo(), description: '   ' }),
      );
      const request = await sentRequest();
      expect((request.body as FormData).has('description')).to.equal(false);
      expect((request.body as FormData).has('region')).to.equal(false);
      request.respond(500, '{"message":"Something went wrong on our side. Please try again."}');

      const { error } = await result;
      expect(error).to.deep.include({ status: 500 });
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(FakeXMLHttpRequest.sent).to.have.length(1);
    });
  });

  describe('what the upload card accepts (product §5)', () => {
    const file = (name: string, type: string, size = 1000) => ({ name, type, size });

    it('takes JPEG, PNG, GIF, MP4, MOV and WEBM, by media type or, without one, by name', () => {
      for (const type of ['image/jpeg', 'image/png', 'image/gif', 'video/mp4', 'video/quicktime', 'video/webm']) {
        expect(rejectionOf(file('upload', type)), type).to.equal(null);
      }
      expect(rejectionOf(file('IMG_0042.JPG', ''))).to.equal(null);
      expect(rejectionOf(file('clip.mov', ''))).to.equal(null);
      expect(rejectionOf(file('notes.pdf', 'application/pdf'))).to.equal('invalid-type');
      expect(rejectionOf(file('photo.heic', 'image/heic'))).to.equal('invalid-type');
      expect(rejectionOf(file('setup.exe', ''))).to.equal('invalid-type');
    });

    it('enforces 25 MB, whatever the card says', () => {
      expect(MAX_UPLOAD_BYTES).to.equal(25 * 1024 * 1024);
      expect(rejectionOf(file('big.jpg', 'image/jpeg', MAX_UPLOAD_BYTES))).to.equal(null);
      expect(rejectionOf(file('big.jpg', 'image/jpeg', MAX_UPLOAD_BYTES + 1))).to.equal('too-large');
      expect(rejectionOf(file('big.pdf', 'application/pdf', MAX_UPLOAD_BYTES + 1))).to.equal('invalid-type');
    });

    it('offers the six types in the file picker', () => {
      expect(ACCEPT_ATTRIBUTE.split(',')).to.include.members([
        'image/jpeg',
        'image/png',
        'image/gif',
        'video/mp4',
        'video/quicktime',
        'video/webm',
        '.jpg',
        '.jpeg',
        '.mov',
      ]);
    });
  });

  describe('what a failed upload means (product §8)', () => {
    it('"401:" with Unauthorized: signed out', () => {
      expect(uploadFailureOf({ status: 401, message: '401: {"message":"Unauthorized"}' })).to.deep.equal({
        kind: 'signed-out',
      });
      expect(uploadFailureOf({ status: 401, message: '401: {"message":"Session ended"}' }).kind).to.equal('failed');
    });

    it('a French "401:" with "Non autorisé" is signed out too', () => {
      expect(uploadFailureOf({ status: 401, message: '401: {"message":"Non autorisé"}' }).kind).to.equal('signed-out');
    });

    it('402 or requiresPayment: the payment options', () => {
      expect(uploadFailureOf({ status: 402, message: '402: {"message":"No repairs left."}' }).kind).to.equal(
        'payment-required',
      );
      expect(uploadFailureOf({ status: 409, message: '409: {"requiresPayment":true}' }).kind).to.equal(
        'payment-required',
      );
      expect(
        uploadFailureOf({ status: 500, message: '500: {"message":"Oops","requestId":"c402e9"}' }).kind,
        'a request id is not a status',
      ).to.equal('failed');
    });

    it("anything else: the server's message, or none for the card's own words", () => {
      expect(
        uploadFailureOf({
          status: 413,
          message: '413: {"message":"File is too large. Maximum size is 25MB. Please compress your image or video."}',
        }),
      ).to.deep.equal({
        kind: 'failed',
        message: 'File is too large. Maximum size is 25MB. Please compress your image or video.',
      });
      expect(uploadFailureOf({ status: 'NETWORK_ERROR', message: 'Failed to fetch' })).to.deep.equal({
        kind: 'failed',
        message: undefined,
      });
      expect(uploadFailureOf(undefined)).to.deep.equal({ kind: 'failed', message: undefined });
    });
  });
});
