import { gql } from '@apollo/client';
import { evictRecord, prependToRootList } from '../components/admin/cache-updates';
import { addCreatedPost, syncPublicViews } from '../features/blog-post/components/admin-blog-post-cache';
import {
  AdminBlogPostsDocument,
  AdminProjectsDocument,
  ProjectDetailFragmentDoc,
  PublicBlogPostsDocument,
  PublicProjectsDocument,
} from '../gql-admin/graphql';
import { testPicture } from '../testing/pictures';
import { createCache } from './apollo';

const project = (n: number) => ({
  __typename: 'Project' as const,
  id: `p${n}`,
  title: `Project ${n}`,
  description: 'A platform.',
  image: `/uploads/p${n}.png`,
  picture: testPicture(`/uploads/p${n}.png`),
  tags: [],
  category: null,
  features: [],
  screenshots: [],
  screenshotPictures: [],
  technologies: [],
  liveDemoLink: null,
  githubLink: null,
  createdAt: `2026-11-${String(30 - n).padStart(2, '0')}T00:00:00.000Z`,
  version: 1,
});
const projects = (from: number, count: number) => Array.from({ length: count }, (_, index) => project(from + index));

const post = (n: number, published = true) => ({
  __typename: 'BlogPost' as const,
  id: `b${n}`,
  slug: `post-${n}`,
  title: `Post ${n}`,
  excerpt: 'Excerpt',
  coverImage: null,
  coverPicture: null,
  author: 'Sara',
  category: null,
  tags: [],
  featured: false,
  published,
  publishAt: null,
  content: '<p>Body</p>',
  // Post 1 is the newest.
  createdAt: `2026-11-${String(30 - n).padStart(2, '0')}T00:00:00.000Z`,
  updatedAt: '2026-11-30T00:00:00.000Z',
  version: 1,
});
const posts = (from: number, count: number) => Array.from({ length: count }, (_, index) => post(from + index));

type Cache = ReturnType<typeof createCache>;
const ids = (list: Array<{ id: string }> | undefined) => list?.map((item) => item.id);
/** What /work's useQuery reads: its first page's variables (skip 0, take 9), whatever pages were merged in. */
const publicProjects = (cache: Cache) =>
  ids(cache.readQuery({ query: PublicProjectsDocument, variables: { take: 9 } })?.projects);
const adminProjects = (cache: Cache) => ids(cache.readQuery({ query: AdminProjectsDocument })?.projects);
const publicPosts = (cache: Cache) => ids(cache.readQuery({ query: PublicBlogPostsDocument, variables: { take: 9 } })?.blogPosts);

function writeProjectsPage(cache: Cache, skip: number, list: ReturnType<typeof projects>) {
  cache.writeQuery({ query: PublicProjectsDocument, variables: { skip, take: 9 }, data: { projects: list } });
}

describe('the paged lists in the cache (offsetPages)', () => {
  it("appends a page fetched at the list's end ('Load more') and reads every page as one list", () => {
    const cache = createCache();
    writeProjectsPage(cache, 0, projects(1, 9));
    writeProjectsPage(cache, 9, projects(10, 3));
    expect(publicProjects(cache)).toEqual(ids(projects(1, 12)));
  });

  it('starts the list over when the first page is fetched again, and replaces from the offset a page is fetched at', () => {
    const cache = createCache();
    writeProjectsPage(cache, 0, projects(1, 9));
    writeProjectsPage(cache, 9, projects(10, 9));
    writeProjectsPage(cache, 9, projects(20, 2));
    expect(publicProjects(cache)).toEqual(ids([...projects(1, 9), ...projects(20, 2)]));
    writeProjectsPage(cache, 0, projects(30, 9));
    expect(publicProjects(cache)).toEqual(ids(projects(30, 9)));
  });

  it("keeps the admin's unpaged list apart from the visitors' pages, so neither reads the other's records", () => {
    const cache = createCache();
    writeProjectsPage(cache, 0, projects(1, 9));
    // The admin grid asks the server: 9 cached public cards are not "all projects".
    expect(cache.readQuery({ query: AdminProjectsDocument })).toBeNull();
    cache.writeQuery({ query: AdminProjectsDocument, data: { projects: projects(1, 12) } });
    expect(adminProjects(cache)).toHaveLength(12);
    expect(publicProjects(cache)).toEqual(ids(projects(1, 9)));
    // Written again (a refetch), the admin list is replaced, not appended to.
    cache.writeQuery({ query: AdminProjectsDocument, data: { projects: projects(2, 5) } });
    expect(adminProjects(cache)).toEqual(ids(projects(2, 5)));
  });

  it("puts a created record first in the admin list and in the visitors' pages, and drops a deleted one from both", () => {
    const cache = createCache();
    writeProjectsPage(cache, 0, projects(1, 9));
    cache.writeQuery({ query: AdminProjectsDocument, data: { projects: projects(1, 12) } });

    // What the create mutation's result does before its update runs: the record is written.
    const { createdAt, version, ...created } = project(0);
    cache.writeFragment({ fragment: ProjectDetailFragmentDoc, fragmentName: 'ProjectDetail', data: created });
    cache.writeFragment({
      fragment: gql`
        fragment CreatedAt on Project {
          createdAt
          version
        }
      `,
      id: cache.identify(created),
      data: { createdAt, version },
    });
    prependToRootList(cache, 'projects', created);
    expect(adminProjects(cache)?.slice(0, 2)).toEqual(['p0', 'p1']);
    expect(publicProjects(cache)?.slice(0, 2)).toEqual(['p0', 'p1']);

    evictRecord(cache, 'Project', 'p3');
    expect(adminProjects(cache)).not.toContain('p3');
    expect(publicProjects(cache)).not.toContain('p3');
  });

  it("keeps the admin's blog list (drafts too) apart from the public pages", () => {
    const cache = createCache();
    cache.writeQuery({ query: PublicBlogPostsDocument, variables: { skip: 0, take: 9 }, data: { blogPosts: posts(1, 9) } });
    cache.writeQuery({ query: PublicBlogPostsDocument, variables: { skip: 9, take: 9 }, data: { blogPosts: posts(10, 2) } });
    cache.writeQuery({ query: AdminBlogPostsDocument, data: { blogPosts: [post(0, false), ...posts(1, 11)] } });
    expect(publicPosts(cache)).toEqual(ids(posts(1, 11)));

    addCreatedPost(cache, post(0, false));
    expect(publicPosts(cache)).toHaveLength(11);
  });

  it('leaves a newly published post older than every loaded page for Load more to bring, while more may follow', () => {
    const cache = createCache();
    cache.writeQuery({ query: PublicBlogPostsDocument, variables: { skip: 0, take: 9 }, data: { blogPosts: posts(1, 9) } });
    const old = post(25, false);
    cache.writeQuery({ query: AdminBlogPostsDocument, data: { blogPosts: [...posts(1, 9), old] } });

    syncPublicViews(cache, { published: false, slug: old.slug }, { ...old, published: true });
    expect(publicPosts(cache)).toEqual(ids(posts(1, 9)));
  });

  it('adds it at the end of a public list that came back short (it holds every published post)', () => {
    const cache = createCache();
    cache.writeQuery({ query: PublicBlogPostsDocument, variables: { skip: 0, take: 9 }, data: { blogPosts: posts(1, 4) } });
    const old = post(25, false);
    cache.writeQuery({ query: AdminBlogPostsDocument, data: { blogPosts: [...posts(1, 4), old] } });

    syncPublicViews(cache, { published: false, slug: old.slug }, { ...old, published: true });
    expect(publicPosts(cache)).toEqual([...ids(posts(1, 4))!, 'b25']);
  });
});
