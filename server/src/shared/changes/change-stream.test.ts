import { Partner } from '../../modules/partner/partner.entity';
import { insertPartner } from '../../modules/partner/partner.factory';
import { storedEntries } from '../../modules/activity-log/activity-log.testing';
import { ActivityAction } from '../../modules/activity-log/activity-log.entity';
import { startTestApp, type TestApp } from '../../test/test-app';
import { runInRequestContext } from '../request-context';
import type { Viewer } from '../viewer';
import { ChangeStream } from './change-stream';
import type { RecordChange } from './record-change';

/**
 * Issue 29: services' writes reach the response cache and the activity log as change events. A write path
 * neither of them knows about (written here, in the test) is followed by both without any edit to them.
 */
describe('change events', () => {
  let t: TestApp;
  let admin: Viewer;

  beforeAll(async () => {
    t = await startTestApp();
    admin = await t.app.services.admin.authenticate(`Bearer ${await t.login()}`, '203.0.113.9');
  });
  afterAll(() => t.close());

  const partners = () => t.db.dataSource.getRepository(Partner);
  const asAdmin = <T>(work: () => Promise<T>) => runInRequestContext({ viewer: admin, requestId: 'req-new-path' }, work);
  /** The public partners list, read until the cache answers it (the second read of an unchanged list is a HIT). */
  async function cachedPartnersList(): Promise<string> {
    await t.http().get('/api/partners');
    const hit = await t.http().get('/api/partners');
    expect(hit.headers['x-cache']).toBe('HIT');
    return hit.text;
  }

  it('drops cached answers and logs the change for a write path neither knows (a repository save in new code)', async () => {
    const partner = await insertPartner(t.db.dataSource, { name: 'Before' });
    await cachedPartnersList();

    // A write path that exists nowhere in the app: a transaction of its own, through the repository.
    await asAdmin(() =>
      t.db.dataSource.transaction(async (manager) => {
        const stored = await manager.findOneByOrFail(Partner, { id: partner.id });
        await manager.save(Object.assign(stored, { name: 'After' }));
      }),
    );

    const next = await t.http().get('/api/partners');
    expect(next.headers['x-cache']).not.toBe('HIT');
    expect(next.text).toContain('After');
    expect(next.text).not.toContain('Before');
    const [entry] = await storedEntries(t);
    expect(entry).toMatchObject({
      action: ActivityAction.UPDATE,
      entityType: 'Partner',
      recordId: partner.id,
      requestId: 'req-new-path',
      changes: [{ field: 'name', oldValue: 'Before', newValue: 'After' }],
    });
  });

  it('follows a query-builder insert too, and a rolled-back write reaches neither', async () => {
    const cached = await cachedPartnersList();
    await expect(
      asAdmin(() =>
        t.db.dataSource.transaction(async (manager) => {
          await manager.save(
            manager.create(Partner, { name: 'Rolled back', logo: '/uploads/partners/x.png', website: 'https://example.com' }),
          );
          throw new Error('a later step failed');
        }),
      ),
    ).rejects.toThrow('a later step failed');
    const still = await t.http().get('/api/partners');
    expect(still.headers['x-cache']).toBe('HIT');
    expect(still.text).toBe(cached);
    const before = (await storedEntries(t)).length;

    await asAdmin(() =>
      partners()
        .createQueryBuilder()
        .insert()
        .values({ name: 'Inserted', logo: '/uploads/partners/y.png', website: 'https://example.com' })
        .execute(),
    );
    const next = await t.http().get('/api/partners');
    expect(next.headers['x-cache']).not.toBe('HIT');
    expect(next.text).toContain('Inserted');
    const entries = await storedEntries(t);
    expect(entries).toHaveLength(before + 1);
    expect(entries).toContainEqual(
      expect.objectContaining({ action: ActivityAction.CREATE, entityType: 'Partner', recordLabel: 'Inserted' }),
    );
  });

  it('keeps cached answers through changes only administrators see (a sign-in, a message)', async () => {
    const cached = await cachedPartnersList();
    await t.login();
    const res = await t
      .http()
      .post('/api/contact')
      .send({ name: 'Visitor', email: 'visitor@example.com', message: 'Hello there, a question.' });
    expect(res.status).toBeLessThan(300);
    const after = await t.http().get('/api/partners');
    expect(after.headers['x-cache']).toBe('HIT');
    expect(after.text).toBe(cached);
  });

  it('delivers typed changes after commit, and a listener that fails after it does not fail the write', async () => {
    const seen: RecordChange[] = [];
    const stop = ChangeStream.of(t.db.dataSource).subscribe({
      committed(changes) {
        seen.push(...changes);
        throw new Error('listener down');
      },
    });
    try {
      const partner = await asAdmin(() =>
        partners().save(partners().create({ name: 'Typed', logo: '/uploads/partners/z.png', website: 'https://example.com' })),
      );
      // The activity log's entry and the revision (both written by listeners) are changes too; this write's is the Partner.
      expect(seen.filter((change) => !['ActivityLogEntry', 'Revision'].includes(change.type))).toEqual([
        expect.objectContaining({
          type: 'Partner',
          id: partner.id,
          kind: 'create',
          fields: expect.arrayContaining(['name', 'logo']),
          after: expect.objectContaining({ name: 'Typed' }),
        }),
      ]);
      expect(seen[0].context?.viewer.admin?.id).toBe(admin.admin!.id);
      expect(await partners().findOneBy({ id: partner.id })).not.toBeNull();
    } finally {
      stop();
    }
  });
});
