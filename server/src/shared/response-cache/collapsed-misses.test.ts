import { CollapsedMisses } from './collapsed-misses';

describe('collapsed misses', () => {
  it('lets one read of an answer compute it while reads of the same generation wait for it', async () => {
    const misses = new CollapsedMisses(60_000);
    const leader = misses.join('page:/', 3);
    const follower = misses.join('page:/', 3);
    const other = misses.join('page:/work', 3);
    expect(leader.lead).toBe(true);
    expect(follower.lead).toBe(false);
    expect(other.lead).toBe(true);

    let settled = false;
    if (!follower.lead) void follower.wait.then(() => (settled = true));
    await new Promise((resolve) => setImmediate(resolve));
    expect(settled).toBe(false);
    if (leader.lead) leader.release();
    await new Promise((resolve) => setImmediate(resolve));
    expect(settled).toBe(true);
    // Released: the next miss computes again.
    expect(misses.join('page:/', 3).lead).toBe(true);
  });

  it('never makes a read wait for an answer looked up before a change (another generation)', () => {
    const misses = new CollapsedMisses(60_000);
    const before = misses.join('page:/', 3);
    const after = misses.join('page:/', 4);
    expect(after.lead).toBe(true);
    // The older leader's release does not drop the newer one.
    if (before.lead) before.release();
    expect(misses.join('page:/', 4).lead).toBe(false);
  });

  it('stops waiting after its bound, so a slow or lost leader never holds a read for longer', async () => {
    const misses = new CollapsedMisses(200);
    misses.join('page:/', 1);
    const follower = misses.join('page:/', 1);
    const started = Date.now();
    if (!follower.lead) await follower.wait;
    // Node starts a timer from the event loop's cached time, which a busy machine can leave milliseconds old (CI read
    // 17 of a 30 ms bound): the margin allows for that, not for a wait that never started.
    expect(Date.now() - started).toBeGreaterThanOrEqual(150);
    expect(follower.lead).toBe(false);
  });
});
