import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fakePngFile, jpegFile, pngFile } from '../../test/images';
import { deleteForGood, errorOf, startTestApp, type TestApp } from '../../test/test-app';
import { insertProject } from './project.factory';

const FIELDS =
  'id title description image tags category features screenshots technologies liveDemoLink githubLink createdAt updatedAt';
const CREATE = `mutation ($input: CreateProjectInput!, $image: Upload, $screenshots: [Upload!]) {
  createProject(input: $input, image: $image, screenshots: $screenshots) { ${FIELDS} } }`;
const UPDATE = `mutation ($id: ID!, $input: UpdateProjectInput!, $image: Upload, $screenshots: [Upload!]) {
  updateProject(id: $id, input: $input, image: $image, screenshots: $screenshots) { ${FIELDS} } }`;
const DELETE = 'mutation ($id: ID!) { deleteProject(id: $id) { id title } }';
const ONE = 'query ($id: ID!) { project(id: $id) { id title screenshots } }';

const validInput = {
  title: 'Insight Hub',
  description: 'Analytics for retail chains.',
  tags: ['Web', 'AI'],
  category: 'SaaS',
  features: ['Dashboards', 'Forecasts'],
  technologies: ['React', 'Python'],
  liveDemoLink: 'https://insight.example.com',
  githubLink: 'https://github.com/acme/insight-hub',
};

describe('project', () => {
  let t: TestApp;
  let token: string;

  beforeAll(async () => {
    t = await startTestApp();
    token = await t.login();
  });
  afterAll(() => t.close());

  const fileOnDisk = (url: string) => path.join(t.uploadsDir, url.replace(/^\/uploads\//, ''));
  const storedFiles = () => {
    const dir = path.join(t.uploadsDir, 'projects');
    return existsSync(dir) ? readdirSync(dir).length : 0;
  };
  /** A project made through the API with a real image and `count` real screenshots. */
  const createWithFiles = async (count: number) => {
    const files: Record<string, Awaited<ReturnType<typeof pngFile>>> = { image: await pngFile() };
    for (let i = 0; i < count; i += 1) files[`screenshots.${i}`] = await pngFile(`shot-${i}.png`, `#00${i}0ff`);
    const res = await t.gqlUpload(CREATE, { input: validInput, image: null, screenshots: Array(count).fill(null) }, files, token);
    return res.body.data!.createProject as { id: string; image: string; screenshots: string[]; title: string };
  };

  describe('queries', () => {
    it('lists projects newest first and reads one by id, anonymously', async () => {
      const older = await insertProject(t.db.dataSource, { title: 'Older', createdAt: new Date('2024-01-01') });
      await insertProject(t.db.dataSource, { title: 'Newer', createdAt: new Date('2025-01-01') });
      const titles = (await t.gql('{ projects { title } }')).body.data!.projects.map((p: { title: string }) => p.title);
      expect(titles.indexOf('Newer')).toBeLessThan(titles.indexOf('Older'));

      const one = await t.gql(ONE, { id: older.id });
      expect(one.body.data!.project).toEqual({ id: older.id, title: 'Older', screenshots: [] });
    });

    it('pages a list with skip and take', async () => {
      await insertProject(t.db.dataSource);
      await insertProject(t.db.dataSource);
      expect((await t.gql('{ projects(skip: 1, take: 1) { id } }')).body.data!.projects).toHaveLength(1);
    });

    it("answers 'Project not found' for an unknown or malformed id", async () => {
      for (const id of ['5f1d7c2e-0000-4000-8000-000000000000', 'not-an-id']) {
        expect(errorOf(await t.gql(ONE, { id }))).toEqual({ code: 'NOT_FOUND', message: 'Project not found', fields: undefined });
      }
    });
  });

  describe('createProject', () => {
    it('creates a project with a real image and ordered screenshots stored under /uploads/projects', async () => {
      const res = await t.gqlUpload(
        CREATE,
        { input: validInput, image: null, screenshots: [null, null] },
        { image: await pngFile(), 'screenshots.0': await jpegFile('first.jpg'), 'screenshots.1': await pngFile('second.png') },
        token,
      );
      const project = res.body.data!.createProject;
      expect(project).toMatchObject({ ...validInput, image: expect.stringMatching(/^\/uploads\/projects\/.+\.png$/) });
      expect(project.screenshots).toEqual([
        expect.stringMatching(/^\/uploads\/projects\/.+\.jpg$/),
        expect.stringMatching(/^\/uploads\/projects\/.+\.png$/),
      ]);
      for (const url of [project.image, ...project.screenshots]) expect(existsSync(fileOnDisk(url))).toBe(true);
      const served = await t.http().get(project.screenshots[0]);
      expect(served.status).toBe(200);
      expect(served.headers['content-type']).toBe('image/jpeg');
    });

    it('trims list items, drops blank ones and defaults omitted optional fields', async () => {
      const input = { title: ' Lean ', description: 'Small.', tags: ['  React ', '', '   '], technologies: [' Node '] };
      const res = await t.gqlUpload(CREATE, { input, image: null }, { image: await pngFile() }, token);
      expect(res.body.data!.createProject).toMatchObject({
        title: 'Lean',
        tags: ['React'],
        technologies: ['Node'],
        features: [],
        screenshots: [],
        category: null,
        liveDemoLink: null,
        githubLink: null,
      });
    });

    it('is refused with UNAUTHENTICATED (HTTP 401) without a token', async () => {
      const res = await t.gqlUpload(CREATE, { input: validInput, image: null }, { image: await pngFile() });
      expect(res.status).toBe(401);
      expect(errorOf(res)).toMatchObject({ code: 'UNAUTHENTICATED', message: 'Access denied. No token provided.' });
    });

    it.each([
      ['title', { title: '  ' }, 'Title is required'],
      ['description', { description: '' }, 'Description is required'],
      ['liveDemoLink', { liveDemoLink: 'not a url' }, 'Please enter a valid URL'],
      ['liveDemoLink', { liveDemoLink: 'javascript:alert(1)' }, 'Please enter a valid URL'],
      ['githubLink', { githubLink: 'ftp://github.com/acme/x' }, 'Please enter a valid URL'],
      ['githubLink', { githubLink: 'github.com/acme/x' }, 'Please enter a valid URL'],
      ['title', { title: 'x'.repeat(201) }, 'Title must be at most 200 characters'],
    ])('rejects a bad %s with its message (case %#)', async (field, override, message) => {
      const before = storedFiles();
      const res = await t.gqlUpload(
        CREATE,
        { input: { ...validInput, ...override }, image: null },
        { image: await pngFile() },
        token,
      );
      expect(errorOf(res)).toEqual({ code: 'BAD_USER_INPUT', message, fields: { [field]: message } });
      expect(storedFiles()).toBe(before);
    });

    it('accepts empty optional links as none', async () => {
      const res = await t.gqlUpload(
        CREATE,
        { input: { ...validInput, liveDemoLink: '', githubLink: '  ', category: '' }, image: null },
        { image: await pngFile() },
        token,
      );
      expect(res.body.data!.createProject).toMatchObject({ liveDemoLink: null, githubLink: null, category: null });
    });

    it("requires a project image: 'Project image is required'", async () => {
      const res = await t.gql(CREATE, { input: validInput }, token);
      expect(errorOf(res)).toEqual({
        code: 'BAD_USER_INPUT',
        message: 'Project image is required',
        fields: { image: 'Project image is required' },
      });
    });

    it('refuses a non-image main image and stores nothing', async () => {
      const before = storedFiles();
      const res = await t.gqlUpload(CREATE, { input: validInput, image: null }, { image: fakePngFile() }, token);
      expect(errorOf(res)).toMatchObject({ code: 'BAD_USER_INPUT', message: 'Only image files are allowed!' });
      expect(storedFiles()).toBe(before);
    });

    it('refuses a non-image screenshot and leaves no file behind, not even the valid main image', async () => {
      const before = storedFiles();
      const count = (await t.gql('{ projects { id } }')).body.data!.projects.length;
      const res = await t.gqlUpload(
        CREATE,
        { input: validInput, image: null, screenshots: [null, null] },
        { image: await pngFile(), 'screenshots.0': await pngFile(), 'screenshots.1': fakePngFile() },
        token,
      );
      expect(errorOf(res)).toMatchObject({ code: 'BAD_USER_INPUT', message: 'Only image files are allowed!' });
      expect(storedFiles()).toBe(before);
      expect((await t.gql('{ projects { id } }')).body.data!.projects).toHaveLength(count);
    });
  });

  describe('updateProject', () => {
    it('changes only the given fields and keeps image and screenshots when none are sent', async () => {
      const project = await insertProject(t.db.dataSource, { screenshots: ['/uploads/projects/a.png'] });
      const res = await t.gql(UPDATE, { id: project.id, input: { title: 'Renamed', tags: ['One', ' ', 'Two'] } }, token);
      expect(res.body.data!.updateProject).toMatchObject({
        title: 'Renamed',
        tags: ['One', 'Two'],
        description: project.description,
        features: project.features,
        image: project.image,
        screenshots: project.screenshots,
      });
    });

    it('clears optional fields given as null or empty', async () => {
      const project = await insertProject(t.db.dataSource);
      const res = await t.gql(UPDATE, { id: project.id, input: { category: '', liveDemoLink: null, tags: null } }, token);
      expect(res.body.data!.updateProject).toMatchObject({ category: null, liveDemoLink: null, tags: [] });
    });

    it('replaces the image and removes the old file', async () => {
      const created = await createWithFiles(1);
      const res = await t.gqlUpload(UPDATE, { id: created.id, input: {}, image: null }, { image: await jpegFile() }, token);
      const updated = res.body.data!.updateProject;
      expect(updated.image).toMatch(/\.jpg$/);
      expect(updated.screenshots).toEqual(created.screenshots);
      expect(existsSync(fileOnDisk(updated.image))).toBe(true);
      expect(existsSync(fileOnDisk(created.image))).toBe(false);
    });

    it('appends uploaded screenshots after the current ones', async () => {
      const created = await createWithFiles(1);
      const res = await t.gqlUpload(
        UPDATE,
        { id: created.id, input: {}, screenshots: [null, null] },
        { 'screenshots.0': await jpegFile(), 'screenshots.1': await pngFile() },
        token,
      );
      const { screenshots } = res.body.data!.updateProject;
      expect(screenshots).toHaveLength(3);
      expect(screenshots[0]).toBe(created.screenshots[0]);
      expect(screenshots[1]).toMatch(/\.jpg$/);
      for (const url of screenshots) expect(existsSync(fileOnDisk(url))).toBe(true);
    });

    it('keeps the named screenshots in the new order, appends uploads, and deletes the dropped files', async () => {
      const created = await createWithFiles(3);
      const [a, b, c] = created.screenshots;
      const res = await t.gqlUpload(
        UPDATE,
        { id: created.id, input: { screenshots: [c, a] }, screenshots: [null] },
        { 'screenshots.0': await jpegFile() },
        token,
      );
      const { screenshots } = res.body.data!.updateProject;
      expect(screenshots).toEqual([c, a, expect.stringMatching(/\.jpg$/)]);
      expect(existsSync(fileOnDisk(b))).toBe(false);
      for (const url of screenshots) expect(existsSync(fileOnDisk(url))).toBe(true);
      expect((await t.gql(ONE, { id: created.id })).body.data!.project.screenshots).toEqual(screenshots);
    });

    it('removes every screenshot when an empty list is kept', async () => {
      const created = await createWithFiles(2);
      const res = await t.gql(UPDATE, { id: created.id, input: { screenshots: [] } }, token);
      expect(res.body.data!.updateProject.screenshots).toEqual([]);
      for (const url of created.screenshots) expect(existsSync(fileOnDisk(url))).toBe(false);
      expect(existsSync(fileOnDisk(created.image))).toBe(true);
    });

    it("refuses a screenshot the project does not have: 'Unknown screenshot', changing nothing", async () => {
      const created = await createWithFiles(1);
      const before = storedFiles();
      const res = await t.gqlUpload(
        UPDATE,
        { id: created.id, input: { title: 'Changed', screenshots: ['/uploads/projects/other.png'] }, screenshots: [null] },
        { 'screenshots.0': await pngFile() },
        token,
      );
      expect(errorOf(res)).toEqual({
        code: 'BAD_USER_INPUT',
        message: 'Unknown screenshot',
        fields: { screenshots: 'Unknown screenshot' },
      });
      expect(storedFiles()).toBe(before);
      expect((await t.gql(ONE, { id: created.id })).body.data!.project).toMatchObject({
        title: created.title,
        screenshots: created.screenshots,
      });
    });

    it('refuses a non-image upload and keeps the stored files', async () => {
      const created = await createWithFiles(1);
      const before = storedFiles();
      const res = await t.gqlUpload(
        UPDATE,
        { id: created.id, input: { screenshots: [] }, image: null, screenshots: [null] },
        { image: await pngFile(), 'screenshots.0': fakePngFile() },
        token,
      );
      expect(errorOf(res)).toMatchObject({ code: 'BAD_USER_INPUT', message: 'Only image files are allowed!' });
      expect(storedFiles()).toBe(before);
      for (const url of [created.image, ...created.screenshots]) expect(existsSync(fileOnDisk(url))).toBe(true);
    });

    it.each([
      ['title', { title: '' }, 'Title is required'],
      ['description', { description: '   ' }, 'Description is required'],
      ['githubLink', { githubLink: 'nope' }, 'Please enter a valid URL'],
    ])('validates the merged values: %s', async (field, input, message) => {
      const project = await insertProject(t.db.dataSource);
      const res = await t.gql(UPDATE, { id: project.id, input }, token);
      expect(errorOf(res)).toEqual({ code: 'BAD_USER_INPUT', message, fields: { [field]: message } });
    });

    it('is refused without a token and for an unknown id', async () => {
      const project = await insertProject(t.db.dataSource);
      const anonymous = await t.gql(UPDATE, { id: project.id, input: { title: 'x' } });
      expect(anonymous.status).toBe(401);
      expect(errorOf(anonymous).code).toBe('UNAUTHENTICATED');
      expect(errorOf(await t.gql(UPDATE, { id: 'nope', input: { title: 'x' } }, token))).toMatchObject({
        code: 'NOT_FOUND',
        message: 'Project not found',
      });
    });
  });

  describe('deleteProject', () => {
    it('moves the project to the trash; its image and screenshot files go when it is deleted for good', async () => {
      const created = await createWithFiles(2);
      const res = await t.gql(DELETE, { id: created.id }, token);
      expect(res.body.data!.deleteProject).toEqual({ id: created.id, title: created.title });
      expect(errorOf(await t.gql(ONE, { id: created.id })).code).toBe('NOT_FOUND');
      const files = [created.image, ...created.screenshots];
      for (const url of files) expect(existsSync(fileOnDisk(url))).toBe(true);
      await deleteForGood(t, 'Project', created.id, token);
      for (const url of files) expect(existsSync(fileOnDisk(url))).toBe(false);
    });

    it('is refused without a token and answers not found for an unknown id', async () => {
      const project = await insertProject(t.db.dataSource);
      const res = await t.gql(DELETE, { id: project.id });
      expect(res.status).toBe(401);
      expect(errorOf(res).code).toBe('UNAUTHENTICATED');
      expect(errorOf(await t.gql(DELETE, { id: '5f1d7c2e-0000-4000-8000-000000000000' }, token)).message).toBe(
        'Project not found',
      );
    });
  });
});
