import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { expect } from 'chai';
import { labelPhoto } from '../../fixtures/repairs/media.js';
import { startTestApp, type TestApp } from '../../support/test-app.js';
import { signedInBrowser, upload } from './support.js';

describe('repair upload when file storage is down', function () {
  this.timeout(60_000);
  let server: TestApp;
  let folder: string;

  before(async () => {
    folder = await mkdtemp(path.join(os.tmpdir(), 'repairlens-outage-'));
    // A file where the storage folder should be: every attempt to store an upload fails.
    const notAFolder = path.join(folder, 'uploads');
    await writeFile(notAFolder, 'not a folder');
    server = await startTestApp({ env: { LOCAL_STORAGE_DIR: notAFolder } });
  });
  after(async () => {
    await server.close();
    await rm(folder, { recursive: true, force: true });
  });

  it('answers 503, gives the free fix back and leaves the repair failed', async () => {
    const browser = await signedInBrowser(server.baseUrl, 'outage');
    const response = await upload(browser, { bytes: await labelPhoto(), description: 'wobbly chair' });
    expect(response.status).to.equal(503);
    expect(((await response.json()) as { message: string }).message).to.match(/Nothing was charged/);
    const user = (await (await browser.request('/api/auth/user')).json()) as { freeFixesRemaining: number };
    expect(user.freeFixesRemaining).to.equal(2);
    const [repair] = (await (await browser.request('/api/repair-requests')).json()) as { id: string; status: string }[];
    expect(repair?.status).to.equal('failed');
    // The balance is explained by the ledger: the spend and the refund that undid it, nothing else.
    const database = server.app.database;
    const ledger = await database.withContext(() =>
      database.em.execute<{ kind: string }[]>(
        'select kind from billing_ledger_entry where repair_id = ? order by created_at',
        [repair!.id],
      ),
    );
    expect(ledger.map((row) => row.kind)).to.deep.equal(['spend', 'refund']);
  });
});
