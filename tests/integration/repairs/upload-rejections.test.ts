import { request as httpRequest } from 'node:http';
import { expect } from 'chai';
import { UPLOAD_MESSAGES } from '../../../src/modules/repairs/contract.js';
import { TestBrowser } from '../../support/http-client.js';
import { decompressionBombPng, executable, labelPhoto } from '../../fixtures/repairs/media.js';
import {
  leftoverUploadFolders,
  signedInBrowser,
  startRepairsApp,
  upload,
  uploadForm,
  type RepairsTestApp,
} from './support.js';
import { useServerPerSuite } from '../../support/test-app.js';

const MB = 1024 * 1024;

/** Sends a body of `size` bytes in chunks with no Content-Length, as a streaming client would. */
function streamedUpload(url: string, cookie: string, size: number): Promise<{ status: number; body: string }> {
  const boundary = 'repairlens-test-boundary';
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="big.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`,
  );
  return new Promise((resolve, reject) => {
    const target = new URL('/api/repair-requests', url);
    const req = httpRequest(
      target,
      {
        method: 'POST',
        headers: {
          'content-type': `multipart/form-data; boundary=${boundary}`,
          'transfer-encoding': 'chunked',
          cookie,
          origin: target.origin,
        },
      },
      (res) => {
        let body = '';
        res.on('data', (chunk: Buffer) => (body += chunk.toString()));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
      },
    );
    req.on('error', reject);
    req.write(head);
    const chunk = Buffer.alloc(MB, 0xab);
    let sent = 0;
    const pump = () => {
      while (sent < size) {
        sent += chunk.length;
        if (!req.write(chunk)) return void req.once('drain', pump);
      }
      req.end(`\r\n--${boundary}--\r\n`);
    };
    // A server that cut the request off stops reading; the writes then simply stop draining.
    req.on('close', () => (sent = size));
    pump();
  });
}

describe('repair upload: what is refused, and why', function () {
  this.timeout(60_000);
  let server: RepairsTestApp;
  let browser: TestBrowser;
  let photo: Buffer;

  useServerPerSuite(startRepairsApp, (started) => (server = started));
  before(async () => {
    browser = await signedInBrowser(server.baseUrl, 'refused');
    photo = await labelPhoto();
  });

  afterEach(async () => {
    expect(await leftoverUploadFolders(), 'temporary upload folders left behind').to.deep.equal([]);
    expect(await server.storedUploads(), 'nothing refused reaches storage').to.deep.equal([]);
  });

  async function expectRefused(response: Response, status: number, message: string) {
    const body = (await response.json()) as { message: string };
    expect(response.status, body.message).to.equal(status);
    expect(body.message).to.equal(message);
  }

  it('refuses a visitor with 401 before reading a 20 MB body', async () => {
    const visitor = new TestBrowser(server.baseUrl);
    const started = Date.now();
    const response = await upload(visitor, { bytes: Buffer.alloc(20 * MB) });
    expect(response.status).to.equal(401);
    expect(await response.json()).to.deep.equal({ message: 'Unauthorized' });
    expect(Date.now() - started).to.be.below(5_000);
  });

  it('answers 400 "Please select an image or video to upload" when no file is sent', async () => {
    const form = new FormData();
    form.append('description', 'my faucet drips');
    const response = await browser.request('/api/repair-requests', { method: 'POST', body: form });
    await expectRefused(response, 400, UPLOAD_MESSAGES.fileRequired);
  });

  it('refuses two files with 400', async () => {
    await expectRefused(await upload(browser, { bytes: photo, extraFiles: 1 }), 400, UPLOAD_MESSAGES.oneFileOnly);
  });

  it('refuses a file in another field than "file" with 400', async () => {
    const form = new FormData();
    form.append('picture', new Blob([new Uint8Array(photo)], { type: 'image/jpeg' }), 'photo.jpg');
    const response = await browser.request('/api/repair-requests', { method: 'POST', body: form });
    await expectRefused(response, 400, UPLOAD_MESSAGES.oneFileOnly);
  });

  it('refuses a renamed executable with 415, whatever its name and declared type', async () => {
    const response = await upload(browser, { bytes: executable(), filename: 'photo.jpg', type: 'image/jpeg' });
    await expectRefused(response, 415, UPLOAD_MESSAGES.invalidFileType);
  });

  it('refuses text and PDF content with 415', async () => {
    for (const disguised of [
      { bytes: Buffer.from('just some text, not a picture'), filename: 'a.png', type: 'image/png' },
      { bytes: Buffer.from('%PDF-1.7\n%âãÏÓ\n1 0 obj\n<<>>\nendobj\n'), filename: 'a.mp4', type: 'video/mp4' },
    ]) {
      await expectRefused(await upload(browser, disguised), 415, UPLOAD_MESSAGES.invalidFileType);
    }
  });

  it('refuses a 26 MB upload with 413 and the specification message, from its Content-Length', async () => {
    const response = await upload(browser, { bytes: Buffer.alloc(26 * MB, 0xff) });
    await expectRefused(response, 413, UPLOAD_MESSAGES.fileTooLarge);
  });

  it('cuts off a 26 MB upload sent without Content-Length at 25 MB with 413', async () => {
    const cookie = [...browser.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    const answer = await streamedUpload(server.baseUrl, cookie, 26 * MB);
    expect(answer.status).to.equal(413);
    expect(JSON.parse(answer.body)).to.deep.equal({ message: UPLOAD_MESSAGES.fileTooLarge });
  });

  it('refuses an image whose header promises 1.6 gigapixels (a decompression bomb) with 413', async () => {
    const bomb = decompressionBombPng();
    expect(bomb.length).to.be.below(100_000);
    await expectRefused(
      await upload(browser, { bytes: bomb, filename: 'a.png', type: 'image/png' }),
      413,
      UPLOAD_MESSAGES.tooManyPixels,
    );
  });

  it('refuses a description over 2,000 characters with 400', async () => {
    const response = await upload(browser, { bytes: photo, description: 'x'.repeat(2001) });
    expect(response.status).to.equal(400);
    expect(((await response.json()) as { message: string }).message).to.match(/description/);
  });

  it('charges nothing for a refused upload', async () => {
    expect(await server.freeFixes(browser)).to.equal(2);
  });

  it('refuses a cross-site upload (no RepairLens Origin) with 403', async () => {
    const response = await browser.request('/api/repair-requests', {
      method: 'POST',
      body: uploadForm({ bytes: photo }),
      origin: 'https://evil.example',
    });
    expect(response.status).to.equal(403);
  });
});
