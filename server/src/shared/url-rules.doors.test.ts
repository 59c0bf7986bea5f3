import { pngFile } from '../test/images';
import { errorOf, startTestApp, type TestApp } from '../test/test-app';

/*
 * The link and email rules through both doors for every field that has them: the same value is
 * refused with the field's SPEC message, or stored in the same normalised form, by GraphQL and REST.
 */

type Values = Record<string, string | string[]>;
interface Form {
  /** GraphQL mutation field, its input type and the name of its image argument (if any). */
  mutation: string;
  inputType: string;
  imageArg?: string;
  /** REST path; the image goes in the `image` field, lists as repeated fields. */
  path: string;
  multipart: boolean;
  valid: () => Values;
}

let unique = 0;
const next = () => {
  unique += 1;
  return unique;
};

const FORMS: Record<string, Form> = {
  partner: {
    mutation: 'createPartner',
    inputType: 'CreatePartnerInput',
    imageArg: 'logo',
    path: '/api/partners',
    multipart: true,
    valid: () => ({ name: `Acme ${next()}`, website: 'https://acme.example.com' }),
  },
  product: {
    mutation: 'createProduct',
    inputType: 'CreateProductInput',
    imageArg: 'bannerImage',
    path: '/api/products',
    multipart: true,
    valid: () => ({
      name: `Helpdesk AI ${next()}`,
      shortDescription: 'Answers support tickets.',
      fullDescription: '<p>Helpdesk AI reads every ticket and drafts an answer your team can send.</p>',
      features: ['Drafts replies'],
    }),
  },
  project: {
    mutation: 'createProject',
    inputType: 'CreateProjectInput',
    imageArg: 'image',
    path: '/api/projects',
    multipart: true,
    valid: () => ({ title: `Insight Hub ${next()}`, description: 'Dashboards for a retail chain.' }),
  },
  founder: {
    mutation: 'createFounder',
    inputType: 'CreateFounderInput',
    imageArg: 'image',
    path: '/api/founders',
    multipart: true,
    valid: () => ({ name: 'Ayesha Khan', role: 'CEO', bio: 'Builds things.', email: `ayesha${next()}@example.com` }),
  },
  teamMember: {
    mutation: 'createTeamMember',
    inputType: 'CreateTeamMemberInput',
    imageArg: 'image',
    path: '/api/team',
    multipart: true,
    valid: () => ({ name: 'Bilal Ahmed', role: 'Engineer', bio: 'Ships code.', email: `bilal${next()}@example.com` }),
  },
  contactMessage: {
    mutation: 'submitContactMessage',
    inputType: 'SubmitContactMessageInput',
    path: '/api/contact',
    multipart: false,
    valid: () => ({ name: 'Sara Ahmed', email: `sara${next()}@example.com`, message: 'We would like a quote.' }),
  },
};

const URL_MESSAGE = 'Please enter a valid URL';
const WEBSITE_MESSAGE = 'Please enter a valid URL starting with http:// or https://';
const GITHUB_MESSAGE = 'Please enter a valid GitHub repository URL';
const LINKEDIN_MESSAGE = 'Please enter a valid LinkedIn URL (e.g., linkedin.com/in/username)';
const TWITTER_MESSAGE = 'Please enter a valid Twitter/X URL (e.g., x.com/username)';
const EMAIL_MESSAGE = 'Please enter a valid email address';

/** [form, field, value as typed, the field's message] */
const REFUSED: Array<[string, string, string, string]> = [
  ['partner', 'website', 'https://x.com/a"><script>alert(1)</script>', WEBSITE_MESSAGE],
  ['partner', 'website', 'https://a..b', WEBSITE_MESSAGE],
  ['partner', 'website', 'https://bank.example@evil.example', WEBSITE_MESSAGE],
  ['product', 'liveLink', 'https://x.com/a"><script>', URL_MESSAGE],
  ['product', 'liveLink', 'https://a..b', URL_MESSAGE],
  ['product', 'liveLink', 'https://127.0.0.1/admin', URL_MESSAGE],
  ['product', 'githubLink', 'https://github.com/acme/repo"><b>', GITHUB_MESSAGE],
  ['project', 'liveDemoLink', 'https://x.com/a"><script>', URL_MESSAGE],
  ['project', 'liveDemoLink', 'https://localhost', URL_MESSAGE],
  ['project', 'githubLink', 'https:\\\\github.com\\acme\\repo', URL_MESSAGE],
  ['founder', 'twitter', "https://x.com/a'onmouseover='x", TWITTER_MESSAGE],
  ['founder', 'linkedin', 'https://linkedin.com/in/a"b', LINKEDIN_MESSAGE],
  ['founder', 'email', 'Ayesha Khan <ayesha@example.com>', EMAIL_MESSAGE],
  ['teamMember', 'linkedin', 'https://user:pw@linkedin.com/in/bilal', LINKEDIN_MESSAGE],
  ['teamMember', 'email', '"bilal ahmed"@example.com', EMAIL_MESSAGE],
  ['contactMessage', 'email', 'Sara <sara@example.com>', EMAIL_MESSAGE],
  ['contactMessage', 'email', '"sara ahmed"@example.com', EMAIL_MESSAGE],
  ['contactMessage', 'email', 'sara@localhost', EMAIL_MESSAGE],
];

/** [form, field, value as typed, value stored] */
const NORMALISED: Array<[string, string, string, string]> = [
  ['partner', 'website', 'HTTPS://Acme.Example.COM/About', 'https://acme.example.com/About'],
  ['partner', 'website', 'https://acme.example.com', 'https://acme.example.com'],
  ['product', 'liveLink', 'https://münchen.de/straße', 'https://xn--mnchen-3ya.de/stra%C3%9Fe'],
  ['product', 'githubLink', 'HTTPS://GitHub.com/Acme/Insight', 'https://github.com/Acme/Insight'],
  ['project', 'liveDemoLink', 'https://Insight.Example.com?ref=work', 'https://insight.example.com/?ref=work'],
  ['project', 'githubLink', 'https://github.com/acme/insight/', 'https://github.com/acme/insight/'],
  ['founder', 'twitter', 'HTTPS://X.com/ayesha', 'https://x.com/ayesha'],
  ['founder', 'linkedin', 'https://WWW.LinkedIn.com/in/ayesha-khan', 'https://www.linkedin.com/in/ayesha-khan'],
  ['teamMember', 'linkedin', 'https://PK.linkedin.com/in/bilal', 'https://pk.linkedin.com/in/bilal'],
];

describe('link and email fields through both doors', () => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await startTestApp();
    token = await t.login();
  });
  afterAll(() => t.close());

  /** The record created, or the per-field messages of the refusal. */
  async function viaGraphQL(
    formName: string,
    values: Values,
  ): Promise<{ record?: Record<string, unknown>; fields?: Record<string, string> }> {
    const form = FORMS[formName];
    const selection = ['id', ...Object.keys(values).filter((key) => !Array.isArray(values[key]))].join(' ');
    if (!form.imageArg) {
      const res = await t.gql(`mutation ($input: ${form.inputType}!) { ${form.mutation}(input: $input) { ${selection} } }`, {
        input: values,
      });
      return { record: res.body.data?.[form.mutation], fields: errorOf(res).fields };
    }
    const res = await t.gqlUpload(
      `mutation ($input: ${form.inputType}!, $file: Upload) { ${form.mutation}(input: $input, ${form.imageArg}: $file) { ${selection} } }`,
      { input: values, file: null },
      { file: await pngFile() },
      token,
    );
    return { record: res.body.data?.[form.mutation], fields: errorOf(res).fields };
  }

  async function viaRest(
    formName: string,
    values: Values,
  ): Promise<{ record?: Record<string, unknown>; fields?: Record<string, string> }> {
    const form = FORMS[formName];
    const req = t.http().post(form.path).set('authorization', `Bearer ${token}`);
    if (form.multipart) {
      for (const [key, value] of Object.entries(values)) for (const item of [value].flat()) req.field(key, item);
      const image = await pngFile();
      req.attach('image', image.bytes, image.filename);
    } else {
      req.send(values);
    }
    const res = await req;
    return res.status === 201 ? { record: res.body } : { fields: res.body.errors };
  }

  const doors = [
    ['GraphQL', viaGraphQL],
    ['REST', viaRest],
  ] as const;

  describe.each(doors)('%s', (_door, create) => {
    it.each(REFUSED)('refuses a %s %s of %j with its SPEC message', async (formName, field, value, message) => {
      const outcome = await create(formName, { ...FORMS[formName].valid(), [field]: value });
      expect(outcome.record).toBeFalsy();
      expect(outcome.fields).toEqual({ [field]: message });
    });

    it.each(NORMALISED)('stores a %s %s typed %j as %j', async (formName, field, value, stored) => {
      const outcome = await create(formName, { ...FORMS[formName].valid(), [field]: value });
      expect(outcome.fields).toBeUndefined();
      expect(outcome.record).toMatchObject({ [field]: stored });
    });
  });

  it('normalises a link on update too, and refuses a bad one', async () => {
    const created = await viaRest('partner', FORMS.partner.valid());
    const id = created.record!.id as string;
    const auth = `Bearer ${token}`;
    const updated = await t
      .http()
      .put(`/api/partners/${id}`)
      .set('authorization', auth)
      .send({ website: 'HTTP://New.Example.com/Team' });
    expect(updated.body).toMatchObject({ website: 'http://new.example.com/Team' });
    const refused = await t
      .http()
      .put(`/api/partners/${id}`)
      .set('authorization', auth)
      .send({ website: 'https://new.example.com/"><img>' });
    expect(refused.status).toBe(400);
    expect(refused.body.errors).toEqual({ website: WEBSITE_MESSAGE });

    const viaGraphQLUpdate = await t.gql(
      'mutation ($id: ID!, $input: UpdatePartnerInput!) { updatePartner(id: $id, input: $input) { website } }',
      { id, input: { website: 'https://Other.Example.com' } },
      token,
    );
    expect(viaGraphQLUpdate.body.data!.updatePartner).toEqual({ website: 'https://other.example.com' });
  });
});
