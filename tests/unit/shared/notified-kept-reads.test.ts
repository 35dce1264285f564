import { expect } from 'chai';
import { NotifiedKeptReads } from '../../../src/shared/persistence/notified-kept-reads.js';
import { FakeChangeFeed } from '../../support/fake-change-feed.js';

const TTL_MS = 60_000;

describe('public reads kept until a change notification', () => {
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
    kept = new NotifiedKeptReads(feed, TTL_MS, () => now);
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
