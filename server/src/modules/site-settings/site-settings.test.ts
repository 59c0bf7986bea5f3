import { errorOf, startTestApp, type TestApp } from '../../test/test-app';
import { DEFAULT_SITE_SETTINGS } from './site-settings.defaults';
import { SiteSettings } from './site-settings.entity';

const FIELDS =
  'id companyName tagline phones email address linkedinUrl twitterUrl githubUrl facebookUrl heroBadge heroTitle heroText';
const GET = `{ siteSettings { ${FIELDS} } }`;
const UPDATE = `mutation ($input: UpdateSiteSettingsInput!) { updateSiteSettings(input: $input) { ${FIELDS} } }`;
const LINK_MESSAGE = 'Please enter a valid URL starting with http:// or https://';

describe('site settings', () => {
  let t: TestApp;
  let token: string;
  let auth: string;

  beforeAll(async () => {
    t = await startTestApp();
    token = await t.login();
    auth = `Bearer ${token}`;
  });
  afterAll(() => t.close());

  const current = async () => (await t.gql(GET)).body.data!.siteSettings;
  const restore = () => t.gql(UPDATE, { input: { ...DEFAULT_SITE_SETTINGS } }, token);

  describe('siteSettings', () => {
    it('starts with the values the site shipped with, stored by the migration', async () => {
      const { id, ...values } = await current();
      expect(id).toEqual(expect.any(String));
      expect(values).toEqual(DEFAULT_SITE_SETTINGS);
      expect(await t.db.dataSource.getRepository(SiteSettings).count()).toBe(1);
    });

    it('is public on both doors', async () => {
      const rest = await t.http().get('/api/settings');
      expect(rest.status).toBe(200);
      expect(rest.body).toMatchObject({ _id: rest.body.id, ...DEFAULT_SITE_SETTINGS });
    });
  });

  describe('updateSiteSettings', () => {
    afterEach(() => restore());

    it('changes only the fields given and keeps one record', async () => {
      const res = await t.gql(UPDATE, { input: { phones: [' +92 321 7654321 ', ''], tagline: 'AI products, shipped' } }, token);
      expect(res.body.errors).toBeUndefined();
      expect(res.body.data!.updateSiteSettings).toMatchObject({
        ...DEFAULT_SITE_SETTINGS,
        phones: ['+92 321 7654321'],
        tagline: 'AI products, shipped',
      });
      expect((await current()).phones).toEqual(['+92 321 7654321']);
      expect(await t.db.dataSource.getRepository(SiteSettings).count()).toBe(1);
    });

    it('clears an optional link with an empty value and normalises a given one', async () => {
      const res = await t.gql(UPDATE, { input: { linkedinUrl: '', githubUrl: 'https://GitHub.com/nexora' } }, token);
      expect(res.body.data!.updateSiteSettings).toMatchObject({ linkedinUrl: null, githubUrl: 'https://github.com/nexora' });
    });

    it.each([
      ['companyName', 'Company name is required', { companyName: '  ' }],
      ['tagline', 'Tagline is required', { tagline: null }],
      ['phones', 'Please add at least one phone number', { phones: [' '] }],
      ['phones', 'Please enter a valid phone number', { phones: ['+92 300 1234567', 'call us'] }],
      ['phones', 'Please add at most 4 phone numbers', { phones: ['111111', '222222', '333333', '444444', '555555'] }],
      ['email', 'Please enter a valid email address', { email: 'hello-at-example' }],
      ['address', 'Address must be at most 200 characters', { address: 'a'.repeat(201) }],
      ['linkedinUrl', LINK_MESSAGE, { linkedinUrl: 'javascript:alert(1)' }],
      ['twitterUrl', LINK_MESSAGE, { twitterUrl: 'x.com/nexora' }],
      ['heroTitle', 'Hero title is required', { heroTitle: '' }],
      ['heroText', 'Hero text must be at most 600 characters', { heroText: 't'.repeat(601) }],
    ])('refuses a bad %s: %s', async (field, message, input) => {
      const res = await t.gql(UPDATE, { input }, token);
      expect(errorOf(res)).toEqual({ code: 'BAD_USER_INPUT', message, fields: { [field]: message } });
      expect(await current()).toMatchObject(DEFAULT_SITE_SETTINGS);
    });

    it('is for the administrator only', async () => {
      const res = await t.gql(UPDATE, { input: { companyName: 'Hijacked' } });
      expect(errorOf(res).code).toBe('UNAUTHENTICATED');
      const rest = await t.http().put('/api/settings').send({ companyName: 'Hijacked' });
      expect(rest.status).toBe(401);
      expect((await current()).companyName).toBe(DEFAULT_SITE_SETTINGS.companyName);
    });
  });

  describe('PUT /api/settings', () => {
    afterEach(() => restore());

    it('takes JSON with a phone list and answers the stored settings', async () => {
      const res = await t
        .http()
        .put('/api/settings')
        .set('authorization', auth)
        .send({ phones: ['+1 555 0100'], companyName: 'Nexora' });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ companyName: 'Nexora', phones: ['+1 555 0100'], email: DEFAULT_SITE_SETTINGS.email });
    });

    it('takes multipart text fields with the phones repeated', async () => {
      const res = await t
        .http()
        .put('/api/settings')
        .set('authorization', auth)
        .field('phones', '+1 555 0100')
        .field('phones', '+1 555 0199');
      expect(res.status).toBe(200);
      expect(res.body.phones).toEqual(['+1 555 0100', '+1 555 0199']);
    });

    it('answers bad input with a 400 in the SPEC style, never a 500', async () => {
      const bad = await t
        .http()
        .put('/api/settings')
        .set('authorization', auth)
        .send({ email: 'nope', heroBadge: { nested: true } });
      expect(bad.status).toBe(400);
      expect(bad.body).toMatchObject({
        message: 'Please enter a valid email address',
        errors: { email: 'Please enter a valid email address' },
      });
      const objectPhones = await t
        .http()
        .put('/api/settings')
        .set('authorization', auth)
        .send({ phones: { 0: '+1 555 0100' } });
      // Like every REST write, a value of the wrong shape is dropped (rest-kit formValues), never stored.
      expect(objectPhones.status).toBe(200);
      expect(objectPhones.body.phones).toEqual(DEFAULT_SITE_SETTINGS.phones);
      const nul = await t.http().put('/api/settings').set('authorization', auth).send({ address: 'Isla\u0000mabad' });
      expect(nul.status).toBe(400);
    });
  });
});
