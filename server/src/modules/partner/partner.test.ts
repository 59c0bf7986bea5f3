import { describeImageRecordGraphQL } from '../../test/image-record-suites';
import { PARTNER_SUITE } from './partner.factory';

const WEBSITE_MESSAGE = 'Please enter a valid URL starting with http:// or https://';

// The cases partners share with founders and team members are in test/image-record-suites.ts.
describeImageRecordGraphQL(
  PARTNER_SUITE,
  {
    type: 'Partner',
    one: 'partner',
    many: 'partners',
    read: ['id', 'name', 'website', 'logo'],
    invalidCreates: [
      ['name', { name: ' ' }, 'Name is required'],
      ['website', { website: '' }, 'Website is required'],
      ['website', { website: 'acme.example.com' }, WEBSITE_MESSAGE],
      ['website', { website: 'ftp://acme.example.com' }, WEBSITE_MESSAGE],
      ['website', { website: 'https://' }, WEBSITE_MESSAGE],
      ['website', { website: 'http:///path-only' }, WEBSITE_MESSAGE],
      ['website', { website: 'https://acme example.com' }, WEBSITE_MESSAGE],
    ],
    update: { patch: { website: 'http://new.example.com' }, expected: { website: 'http://new.example.com' } },
    invalidUpdates: [
      ['name', { name: null }, 'Name is required'],
      ['website', { website: '' }, 'Website is required'],
      ['website', { website: 'https://' }, WEBSITE_MESSAGE],
    ],
  },
  (ctx) => {
    describe('createPartner', () => {
      it.each(['http://acme.example.com', 'https://acme.example.com/about?ref=site#team', 'http://localhost:3000'])(
        'accepts the website %s',
        async (website) => {
          expect((await ctx.create({ ...PARTNER_SUITE.valid, website })).website).toBe(website);
        },
      );

      it('trims the values it stores', async () => {
        const created = await ctx.create({ name: '  Globex  ', website: ' https://globex.example.com ' });
        expect(created).toMatchObject({ name: 'Globex', website: 'https://globex.example.com' });
      });
    });
  },
);
