import { runInRequestContext } from '../../shared/request-context';
import { anonymousViewer, type Viewer } from '../../shared/viewer';
import { createTestDatabase, type TestDatabase } from '../../test/test-db';
import { Founder } from '../founder/founder.entity';
import { buildFounder, insertFounder } from '../founder/founder.factory';
import { fieldChange, loggedValue, recordLabel } from './activity-changes';
import { ActivityAction, ActivityLogEntry } from './activity-log.entity';
import { ActivityRecorder } from './activity-recorder';

const ADMIN: Viewer = {
  admin: { id: '6f1c1d5e-0000-4000-8000-000000000001', username: 'auditor', role: 'admin', sessionId: 'session-1' },
  authError: '',
  ip: '203.0.113.7',
};

describe('ActivityRecorder', () => {
  let db: TestDatabase;
  beforeAll(async () => {
    db = await createTestDatabase();
    ActivityRecorder.install(db.dataSource);
  });
  afterAll(() => db.close());

  const founders = () => db.dataSource.getRepository(Founder);
  const entries = () => db.dataSource.getRepository(ActivityLogEntry).find({ order: { createdAt: 'ASC', id: 'ASC' } });
  const asAdmin = <T>(work: () => Promise<T>) => runInRequestContext({ viewer: ADMIN, requestId: 'req-1' }, work);
  beforeEach(() => db.dataSource.getRepository(ActivityLogEntry).clear());

  it('installs once however many times it is asked: one write, one entry', async () => {
    ActivityRecorder.install(db.dataSource);
    await asAdmin(() => insertFounder(db.dataSource));
    expect(await entries()).toHaveLength(1);
  });

  it('logs nothing outside a request, or for a visitor without an admin token', async () => {
    await insertFounder(db.dataSource);
    await runInRequestContext({ viewer: anonymousViewer('198.51.100.1') }, () => insertFounder(db.dataSource));
    expect(await entries()).toEqual([]);
  });

  it('copies who, from where and which request into the entry', async () => {
    const founder = await asAdmin(() => insertFounder(db.dataSource, { name: 'Amna' }));
    expect(await entries()).toEqual([
      expect.objectContaining({
        adminId: ADMIN.admin!.id,
        adminUsername: 'auditor',
        ipAddress: '203.0.113.7',
        requestId: 'req-1',
        action: ActivityAction.CREATE,
        entityType: 'Founder',
        recordId: founder.id,
        recordLabel: 'Amna',
      }),
    ]);
  });

  it('writes nothing when the transaction the write was in rolls back', async () => {
    await expect(
      asAdmin(() =>
        db.dataSource.transaction(async (manager) => {
          await manager.save(manager.create(Founder, buildFounder()));
          throw new Error('later step failed');
        }),
      ),
    ).rejects.toThrow('later step failed');
    expect(await entries()).toEqual([]);
  });

  it('makes one entry of several writes to a record in one transaction: first old value, last new value', async () => {
    const founder = await insertFounder(db.dataSource, { role: 'CTO' });
    await asAdmin(() =>
      db.dataSource.transaction(async (manager) => {
        const stored = await manager.findOneByOrFail(Founder, { id: founder.id });
        await manager.save(Object.assign(stored, { role: 'CEO' }));
        await manager.save(Object.assign(stored, { role: 'Chair', bio: 'New bio.' }));
      }),
    );
    const [entry] = await entries();
    expect(await entries()).toHaveLength(1);
    expect(entry.action).toBe(ActivityAction.UPDATE);
    expect(entry.changes).toEqual(
      expect.arrayContaining([
        { field: 'role', oldValue: 'CTO', newValue: 'Chair' },
        { field: 'bio', oldValue: founder.bio, newValue: 'New bio.' },
      ]),
    );
  });

  it('logs saves and removals of loaded records by record, with the stored values before the change', async () => {
    const [one, other] = [
      await insertFounder(db.dataSource, { role: 'Advisor', name: 'One' }),
      await insertFounder(db.dataSource, { role: 'CEO', name: 'Other' }),
    ];
    const otherId = other.id;
    await asAdmin(() => founders().save(Object.assign(one, { role: 'Mentor' })));
    await asAdmin(() => founders().remove(other));
    expect((await entries()).map((entry) => [entry.action, entry.recordId, entry.recordLabel, entry.changes])).toEqual([
      [ActivityAction.UPDATE, one.id, 'One', [{ field: 'role', oldValue: 'Advisor', newValue: 'Mentor' }]],
      [ActivityAction.DELETE, otherId, 'Other', []],
    ]);
  });

  it('logs a criteria update or delete as one entry for its record type: the values it set, no rows named', async () => {
    await insertFounder(db.dataSource, { role: 'Advisor', name: 'One' });
    await insertFounder(db.dataSource, { role: 'Advisor', name: 'Two' });
    await asAdmin(() => founders().update({ role: 'Advisor' }, { role: 'Mentor' }));
    await asAdmin(() => founders().delete({ role: 'Mentor' }));
    expect((await entries()).map((entry) => [entry.action, entry.entityType, entry.recordId, entry.changes])).toEqual([
      [ActivityAction.UPDATE, 'Founder', null, [{ field: 'role', oldValue: null, newValue: 'Mentor' }]],
      [ActivityAction.DELETE, 'Founder', null, []],
    ]);
  });

  it('logs no entry for a save that changes nothing', async () => {
    const founder = await insertFounder(db.dataSource, { role: 'CTO' });
    await asAdmin(() => founders().save(Object.assign(founder, { role: 'CTO' })));
    expect(await entries()).toEqual([]);
  });
});

describe('what an entry records', () => {
  it('names secret fields but never copies their values', () => {
    for (const field of [
      'password',
      'passwordHash',
      'apiToken',
      'twoFactorSecret',
      'twoFactorRecoveryCodes',
      'resetCode',
      'salt',
    ]) {
      expect(fieldChange(field, 'old-secret', 'new-secret')).toEqual({ field, oldValue: null, newValue: null });
    }
    expect(fieldChange('name', 'Old', 'New')).toEqual({ field: 'name', oldValue: 'Old', newValue: 'New' });
  });

  it('copies short plain values only, and hides both sides when one is not copied', () => {
    expect(loggedValue(null)).toBe('');
    expect(loggedValue(true)).toBe('true');
    expect(loggedValue(['React', 'Node'])).toBe('React, Node');
    expect(loggedValue('x'.repeat(201))).toBeNull();
    expect(loggedValue({ nested: 'object' })).toBeNull();
    expect(fieldChange('bio', 'short', 'x'.repeat(500))).toEqual({ field: 'bio', oldValue: null, newValue: null });
  });

  it('labels a record by its name, title, category or username', () => {
    expect(recordLabel({ title: 'Post', author: 'Ayesha' })).toBe('Post');
    expect(recordLabel({ category: 'AI', features: [] })).toBe('AI');
    expect(recordLabel({ username: 'admin', email: 'a@example.com' })).toBe('admin');
    expect(recordLabel({ id: 'x' })).toBeNull();
  });
});
