import { expect } from 'chai';
import { NotifiedKeptReads } from '../../../src/shared/persistence/notified-kept-reads.js';
import { FakeChangeFeed } from '../../support/fake-change-feed.js';

const TTL_MS = 60_000;
const MAX_ENTRIES = 3;

describe('reads kept until a change notification', () => {
  let feed: FakeChangeFeed;
  let now: number;
  let kept: NotifiedKeptReads;
  let loads: number;
  /** The database stand-in: what a load answers now; `duringLoad` runs while it is under way. */
  let value: string;
  let duringLoad: (() => void) | undefined;
  const load = async () => {
    loads++;
    const answer = value;
    duringLoad?.();
    await Promise.resolve();
    return answer;
  };

  beforeEach(() => {
    feed = new FakeChangeFeed();
    now = 0;
    kept = new NotifiedKeptReads(feed, { ttlMs: TTL_MS, maxEntries: MAX_ENTRIES }, () => now);
    loads = 0;
    value = 'first';
    duringLoad = undefined;
  });

  it('loads once and answers what it kept until the topic changes', async () => {
    expect(await kept.read('pricing', 'CA', load)).to.equal('first');
    value = 'second';
    expect(await kept.read('pricing', 'CA', load)).to.equal('first');
    expect(loads).to.equal(1);

    feed.listener!.onChange('pricing');
    expect(await kept.read('pricing', 'CA', load)).to.equal('second');
    expect(loads).to.equal(2);
  });

  it("keeps another topic's reads when one topic changes", async () => {
    await kept.read('gallery', '', load);
    feed.listener!.onChange('pricing');
    await kept.read('gallery', '', load);
    expect(loads).to.equal(1);
  });

  it("drops one owner's list when a change names that owner, and keeps the others'", async () => {
    await kept.read('own-repairs', 'owner-1', load);
    await kept.read('own-repairs', 'owner-2', load);
    feed.listener!.onChange('own-repairs:owner-1');
    value = 'second';
    expect(await kept.read('own-repairs', 'owner-1', load)).to.equal('second');
    expect(await kept.read('own-repairs', 'owner-2', load)).to.equal('first');
    expect(loads).to.equal(3);
  });

  it("drops every owner's list when a change names the topic alone (the table emptied)", async () => {
    await kept.read('own-repairs', 'owner-1', load);
    await kept.read('own-repairs', 'owner-2', load);
    feed.listener!.onChange('own-repairs');
    await kept.read('own-repairs', 'owner-1', load);
    await kept.read('own-repairs', 'owner-2', load);
    expect(loads).to.equal(4);
  });

  it("drops the parts of an owner's key (one repair each) with the owner's list, and no one else's", async () => {
    await kept.read('own-repairs', 'owner-1', load);
    await kept.read('own-repairs', 'owner-1/repair-1', load);
    await kept.read('own-repairs', 'owner-2/repair-1', load);
    feed.listener!.onChange('own-repairs:owner-1');
    await kept.read('own-repairs', 'owner-1', load);
    await kept.read('own-repairs', 'owner-1/repair-1', load);
    await kept.read('own-repairs', 'owner-2/repair-1', load);
    expect(loads).to.equal(5);

    feed.listener!.onChange('own-repairs');
    await kept.read('own-repairs', 'owner-2/repair-1', load);
    expect(loads).to.equal(6);
  });

  it('keeps at most its number of entries, dropping the oldest first', async () => {
    for (const owner of ['a', 'b', 'c', 'd']) await kept.read('own-repairs', owner, load);
    expect(loads).to.equal(4);
    await kept.read('own-repairs', 'd', load);
    await kept.read('own-repairs', 'b', load);
    expect(loads).to.equal(4);
    await kept.read('own-repairs', 'a', load);
    expect(loads).to.equal(5);
    // b, now the oldest, made room for a: it loads again, while a change to b leaves c kept.
    feed.listener!.onChange('own-repairs:b');
    await kept.read('own-repairs', 'c', load);
    await kept.read('own-repairs', 'b', load);
    expect(loads).to.equal(6);
  });

  it('lets go of reads past their lifetime as others are kept, so memory follows the last minute of reads', async () => {
    await kept.read('own-repairs', 'a', load);
    await kept.read('own-repairs', 'b', load);
    now += TTL_MS / 2;
    await kept.read('own-repairs', 'c', load);
    expect(kept.size).to.equal(3);
    now += TTL_MS / 2 + 1;
    await kept.read('own-repairs', 'd', load);
    expect(kept.size).to.equal(2);
    feed.listener!.onChange('own-repairs:a');
    expect(kept.size).to.equal(2);
  });

  it('shares one load among the requests that miss at the same time', async () => {
    const answers = await Promise.all([1, 2, 3].map(() => kept.read('pricing', 'US', load)));
    expect(answers).to.deep.equal(['first', 'first', 'first']);
    expect(loads).to.equal(1);
  });

  it('does not keep a load that a change notification overlapped', async () => {
    duringLoad = () => feed.listener!.onChange('pricing');
    await kept.read('pricing', 'CA', load);
    duringLoad = undefined;
    await kept.read('pricing', 'CA', load);
    expect(loads).to.equal(2);
  });

  it('keeps nothing while notifications cannot be heard, and drops everything when they may have been missed', async () => {
    await kept.read('pricing', 'CA', load);
    feed.live = false;
    feed.listener!.onGap();
    await kept.read('pricing', 'CA', load);
    await kept.read('pricing', 'CA', load);
    expect(loads).to.equal(3);
  });

  it('loads again once the lifetime has passed, notification or not', async () => {
    await kept.read('pricing', 'CA', load);
    now += TTL_MS + 1;
    await kept.read('pricing', 'CA', load);
    expect(loads).to.equal(2);
  });
});
