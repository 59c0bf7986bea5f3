import { jpegFile } from '../../test/images';
import { describeImageRecordRest } from '../../test/image-record-suites';
import { PARTNER_SUITE } from './partner.factory';

const WEBSITE_MESSAGE = 'Please enter a valid URL starting with http:// or https://';

// The cases partners share with founders and team members are in test/image-record-suites.ts.
describeImageRecordRest(
  PARTNER_SUITE,
  {
    path: '/api/partners',
    invalidCreates: ['acme.example.com', 'ftp://acme.example.com', 'https://', 'https://acme .com', 'www.acme.com'].map(
      (website) => [{ website }, { website: WEBSITE_MESSAGE }],
    ),
    update: { website: 'https://new.example.com' },
    invalidUpdates: [
      [
        { name: '', website: 'acme.com' },
        { name: 'Name is required', website: WEBSITE_MESSAGE },
      ],
      [{ website: '' }, { website: 'Website is required' }],
    ],
    notAField: { role: 'CEO' },
  },
  (ctx) => {
    describe('POST /api/partners', () => {
      it('accepts an http:// website and a JPEG logo', async () => {
        const res = await ctx.createWith({ name: 'Plain', website: 'http://plain.example.org/about?x=1' }, await jpegFile());
        expect(res.status).toBe(201);
        expect(res.body).toMatchObject({ website: 'http://plain.example.org/about?x=1', logo: expect.stringMatching(/\.jpg$/) });
      });
    });
  },
);
