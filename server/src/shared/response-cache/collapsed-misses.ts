/**
 * Request collapsing, as CDNs do it (docs/decisions/058-collapsed-misses.md): when several anonymous reads of the
 * same answer miss at once on this instance, the first computes it and the others wait for it to be stored, then
 * look it up again, instead of each rendering the same page. A follower only waits for a leader whose lookup saw
 * the same store generation (no change committed in between), and never longer than `maxWaitMs`: then it computes
 * the answer itself, as it would have without this.
 */
export type MissTurn =
  /** Compute the answer; call `release` once it is stored, or once it is known it will not be. */
  | { lead: true; release: () => void }
  /** Another request of this instance is computing it: look up again when this settles. */
  | { lead: false; wait: Promise<void> };

interface Leader {
  generation: number;
  done: Promise<void>;
}

export class CollapsedMisses {
  private readonly leaders = new Map<string, Leader>();

  constructor(private readonly maxWaitMs: number) {}

  /** The turn of a read that missed `key` at store generation `generation`. */
  join(key: string, generation: number): MissTurn {
    const leader = this.leaders.get(key);
    if (leader && leader.generation === generation) return { lead: false, wait: this.bounded(leader.done) };
    let release!: () => void;
    const mine: Leader = { generation, done: new Promise<void>((resolve) => (release = resolve)) };
    this.leaders.set(key, mine);
    return {
      lead: true,
      release: () => {
        if (this.leaders.get(key) === mine) this.leaders.delete(key);
        release();
      },
    };
  }

  private bounded(done: Promise<void>): Promise<void> {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<void>((resolve) => {
      timer = setTimeout(resolve, this.maxWaitMs);
      timer.unref();
    });
    return Promise.race([done, timeout]).finally(() => clearTimeout(timer));
  }
}
