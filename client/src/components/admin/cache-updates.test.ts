import { gql } from '@apollo/client';
import { createCache } from '../../shared/apollo';
import { reorderRootList } from './cache-updates';

/** reorderRootList on the app's real cache (its type policies), as a saved manual order leaves it (ADR 035). */
const TEAM = gql`
  query Team {
    teamMembers {
      id
      name
    }
  }
`;
const ALL_PROJECTS = gql`
  query AllProjects {
    projects {
      id
      title
    }
  }
`;
const PROJECT_PAGE = gql`
  query ProjectPage($take: Int) {
    projects(skip: 0, take: $take) {
      id
      title
    }
  }
`;

const member = (id: string) => ({ __typename: 'TeamMember', id, name: `Member ${id}` });
const project = (id: string) => ({ __typename: 'Project', id, title: `Project ${id}` });
const idsOf = (rows: Array<{ id: string }> | undefined) => rows?.map((row) => row.id);

describe('reorderRootList', () => {
  it('puts the whole list in the new order', () => {
    const cache = createCache();
    cache.writeQuery({ query: TEAM, data: { teamMembers: ['a', 'b', 'c'].map(member) } });
    reorderRootList(cache, 'teamMembers', ['c', 'a', 'b']);
    expect(idsOf(cache.readQuery<{ teamMembers: Array<{ id: string }> }>({ query: TEAM })?.teamMembers)).toEqual(['c', 'a', 'b']);
  });

  it('moves a subset among the places it holds, like the server, and leaves the others', () => {
    const cache = createCache();
    cache.writeQuery({ query: TEAM, data: { teamMembers: ['a', 'b', 'c', 'd'].map(member) } });
    reorderRootList(cache, 'teamMembers', ['d', 'b']);
    expect(idsOf(cache.readQuery<{ teamMembers: Array<{ id: string }> }>({ query: TEAM })?.teamMembers)).toEqual([
      'a',
      'd',
      'c',
      'b',
    ]);
  });

  it('drops a cached page that does not hold every moved record, so it is fetched again in the new order', () => {
    const cache = createCache();
    cache.writeQuery({ query: ALL_PROJECTS, data: { projects: ['a', 'b', 'c'].map(project) } });
    cache.writeQuery({ query: PROJECT_PAGE, variables: { take: 2 }, data: { projects: ['a', 'b'].map(project) } });
    reorderRootList(cache, 'projects', ['c', 'b', 'a']);
    expect(idsOf(cache.readQuery<{ projects: Array<{ id: string }> }>({ query: ALL_PROJECTS })?.projects)).toEqual([
      'c',
      'b',
      'a',
    ]);
    expect(cache.readQuery({ query: PROJECT_PAGE, variables: { take: 2 } })).toBeNull();
  });
});
