import { expect } from 'chai';
import { CachedSignedInReader } from '../../../src/modules/identity/adapters/persistence/cached-signed-in.reader.js';
import type { SignedIn, SignedInReader } from '../../../src/modules/identity/ports/signed-in-reader.js';
import { FakeChangeFeed as FakeFeed } from '../../support/fake-change-feed.js';

function signedIn(userId: string, credits: number): SignedIn {
  const at = new Date('2026-11-25T08:00:00Z');
  return {
    session: {
      idHash: `session-of-${userId}`,
      userId,
      createdAt: at,
      lastSeenAt: at,
      expiresAt: at,
      authenticatedAt: at,
      idToken: null,
      userAgent: null,
      ipAddress: null,
    },
    account: {
      id: userId,
      email: `${userId}@example.com`,
      emailVerifiedBy: null,
      identities: [],
      firstName: null,
      lastName: null,
      profileImageUrl: null,
      locale: null,
    },
    grantedRoles: [],
    standing: {
      freeFixesRemaining: 0,
      credits,
      subscriptionStatus: 'inactive',
      subscriptionPlan: null,
      stripeCustomerId: null,
    },
  };
}

/** The database stand-in: what a read answers now, and how many reads reached it. */
class Database implements SignedInReader {
  credits = new Map<string, number>();
  reads = 0;
  /** Runs while a read is under way, as a change committed meanwhile would. */
  duringRead: (() => void) | undefined;
  async read(idHash: string): Promise<SignedIn | null> {
    this.reads++;
    const userId = idHash.replace('session-of-', '');
    const value = this.credits.has(userId) ? signedIn(userId, this.credits.get(userId)!) : null;
    this.duringRead?.();
    return value;
  }
  forget(): void {}
  async settle(): Promise<void> {}
}

describe('signed-in reads kept per session', () => {
  let database: Database;
  let feed: FakeFeed;
  let now: number;
  let cache: CachedSignedInReader;

  beforeEach(() => {
    database = new Database();
    database.credits.set('ann', 1).set('bob', 1);
    feed = new FakeFeed();
    now = 0;
    cache = new CachedSignedInReader(database, feed, { ttlMs: 10_000, maxEntries: 2 }, () => now);
  });

  it('answers from what it keeps until the database notifies a change to that user, then reads it again', async () => {
    await cache.read('session-of-ann');
    await cache.read('session-of-bob');
    database.credits.set('ann', 4);
    expect((await cache.read('session-of-ann'))?.standing.credits).to.equal(1);
    expect(database.reads).to.equal(2);

    feed.listener!.onChange('ann');

    expect((await cache.read('session-of-ann'))?.standing.credits).to.equal(4);
    expect(database.reads, "bob's read is still kept").to.equal(3);
    await cache.read('session-of-bob');
    expect(database.reads).to.equal(3);
  });

  it('does not keep a read that a change notification overlapped: it may predate the change', async () => {
    database.duringRead = () => feed.listener!.onChange('someone-else');
    await cache.read('session-of-ann');
    database.duringRead = undefined;
    await cache.read('session-of-ann');
    expect(database.reads).to.equal(2);
  });

  it('keeps nothing while notifications cannot be heard, and drops everything when they may have been missed', async () => {
    await cache.read('session-of-ann');
    feed.listener!.onGap();
    feed.live = false;
    await cache.read('session-of-ann');
    await cache.read('session-of-ann');
    expect(database.reads).to.equal(3);
  });

  it('reads again once a kept read is older than its lifetime, and keeps no more entries than its bound', async () => {
    database.credits.set('cid', 1);
    await cache.read('session-of-ann');
    now = 10_001;
    await cache.read('session-of-ann');
    expect(database.reads).to.equal(2);

    await cache.read('session-of-bob');
    await cache.read('session-of-cid');
    await cache.read('session-of-bob');
    await cache.read('session-of-ann');
    expect(database.reads, 'the oldest, ann, made room for cid').to.equal(5);
  });

  it('keeps no unknown session and forgets one on request', async () => {
    expect(await cache.read('session-of-nobody')).to.equal(null);
    expect(await cache.read('session-of-nobody')).to.equal(null);
    await cache.read('session-of-ann');
    cache.forget('session-of-ann');
    await cache.read('session-of-ann');
    expect(database.reads).to.equal(4);
  });
});
