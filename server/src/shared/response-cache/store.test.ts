import { redisAvailable, redisNamespace } from '../../test/test-redis';
import { RedisResponseCacheStore } from './redis-store';
import { MemoryResponseCacheStore, REMEMBERED_INVALIDATIONS, type CachedResponse, type ResponseCacheStore } from './store';

const entry = (body: string): CachedResponse => ({
  status: 200,
  headers: { 'content-type': 'application/json' },
  body,
  hash: `h-${body}`,
});

/** What both stores promise: tagged entries, exact invalidation, and no entry stored from before an invalidation. */
function storeContract(
  name: string,
  open: () => Promise<{ stores: [ResponseCacheStore, ResponseCacheStore]; close(): Promise<void> } | null>,
) {
  describe(name, () => {
    let opened: Awaited<ReturnType<typeof open>>;
    beforeAll(async () => {
      opened = await open();
    });
    afterAll(() => opened?.close());

    it('drops exactly the entries tagged with an invalidated table', async () => {
      if (!opened) return;
      const [store, other] = opened.stores;
      const { generation } = await store.get('founders');
      expect(await store.set('founders', entry('F'), ['founder'], 60_000, generation)).toBe(true);
      expect(await store.set('home', entry('H'), ['founder', 'product'], 60_000, generation)).toBe(true);
      expect(await store.set('posts', entry('P'), ['blog_post'], 60_000, generation)).toBe(true);
      expect((await other.get('home')).entry?.body).toBe('H');
      await other.invalidate(['founder']);
      expect((await store.get('founders')).entry).toBeUndefined();
      expect((await store.get('home')).entry).toBeUndefined();
      expect((await store.get('posts')).entry?.body).toBe('P');
    });

    it('refuses an answer computed before one of its tables was invalidated', async () => {
      if (!opened) return;
      const [store, other] = opened.stores;
      const { generation } = await store.get('stale');
      await other.invalidate(['partner']);
      expect(await store.set('stale', entry('S'), ['partner'], 60_000, generation)).toBe(false);
      expect(await store.set('stale', entry('S'), ['project'], 60_000, generation)).toBe(true);
      const { generation: later } = await store.get('fresh');
      expect(await store.set('fresh', entry('N'), ['partner'], 60_000, later)).toBe(true);
    });

    it('forgets an entry when its time is up', async () => {
      if (!opened) return;
      const [store] = opened.stores;
      const { generation } = await store.get('short');
      await store.set('short', entry('T'), ['team_member'], 50, generation);
      await new Promise((resolve) => setTimeout(resolve, 120));
      expect((await store.get('short')).entry).toBeUndefined();
    });
  });
}

describe('memory store, many invalidated tags', () => {
  it('remembers a bounded number of invalidations, and stores nothing looked up before one it forgot', async () => {
    const store = new MemoryResponseCacheStore(1024 * 1024);
    const { generation: early } = await store.get('early');
    for (let i = 0; i < REMEMBERED_INVALIDATIONS + 10; i += 1) await store.invalidate([`type:ImageAsset#/uploads/${i}.jpg`]);
    const remembered = (store as unknown as { invalidatedAt: Map<string, number> }).invalidatedAt;
    expect(remembered.size).toBe(REMEMBERED_INVALIDATIONS);
    // Looked up before the forgotten invalidation of image 0: it may have shown that image, so it is not kept.
    expect(await store.set('early', entry('E'), ['type:ImageAsset#/uploads/0.jpg'], 60_000, early)).toBe(false);
    const { generation: now } = await store.get('now');
    expect(await store.set('now', entry('N'), ['type:ImageAsset#/uploads/0.jpg'], 60_000, now)).toBe(true);
  });
});

storeContract('memory store', async () => {
  const store = new MemoryResponseCacheStore(1024 * 1024);
  return { stores: [store, store], close: () => store.close() };
});

storeContract('Redis store (two instances)', async () => {
  if (!(await redisAvailable())) return null;
  const namespace = redisNamespace();
  const stores: [ResponseCacheStore, ResponseCacheStore] = [
    new RedisResponseCacheStore(namespace.client(), 1024 * 1024, 60_000),
    new RedisResponseCacheStore(namespace.client(), 1024 * 1024, 60_000),
  ];
  return {
    stores,
    async close() {
      await Promise.all(stores.map((store) => store.close()));
      await namespace.cleanUp();
    },
  };
});
