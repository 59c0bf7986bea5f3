import { gql } from '@apollo/client';
import { completeMockData } from './complete-mock-data';

const QUERY = gql`
  query People {
    people {
      __typename
      id
      name
      github
      picture {
        url
        width
      }
      ...Contact
      ... on Founder {
        quote
      }
    }
    total: count
  }
  fragment Contact on TeamMember {
    email
  }
`;

describe('completeMockData', () => {
  it('answers null for every selected field a fixture leaves out, through lists, objects, aliases and fragments', () => {
    const data = { people: [{ __typename: 'TeamMember', id: 't1', name: 'Omar', picture: { url: '/o.png' } }] };
    expect(completeMockData(QUERY, data)).toEqual({
      people: [
        { __typename: 'TeamMember', id: 't1', name: 'Omar', github: null, picture: { url: '/o.png', width: null }, email: null },
      ],
      total: null,
    });
  });

  it('keeps what a fixture gives, fills a fragment only on its own type and leaves the fixture untouched', () => {
    const founder = { __typename: 'Founder', id: 'f1', name: 'Ayesha', github: 'ayesha', picture: null, quote: 'Ship it.' };
    const data = { people: [founder], total: 1 };
    expect(completeMockData(QUERY, data)).toEqual({ people: [founder], total: 1 });
    expect(founder).not.toHaveProperty('email');
  });
});
