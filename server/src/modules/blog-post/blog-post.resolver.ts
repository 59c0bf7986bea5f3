import { Arg, Args, Authorized, Ctx, ID, Mutation, Query, Resolver } from 'type-graphql';
import { ExpectedVersion } from '../../graphql/expected-version';
import { expectVersion } from '../../shared/request-context';
import type { GraphQLContext } from '../../graphql/context';
import { GraphQLUpload, readUpload, type FileUpload } from '../../graphql/upload';
import { PaginationArgs } from '../../shared/pagination';
import { BlogPost } from './blog-post.entity';
import { CreateBlogPostInput, UpdateBlogPostInput } from './blog-post.inputs';

@Resolver(() => BlogPost)
export class BlogPostResolver {
  @Query(() => [BlogPost], { description: 'Published posts, newest first; includeDrafts (admin only) lists drafts too.' })
  blogPosts(
    @Arg('includeDrafts', () => Boolean, { defaultValue: false }) includeDrafts: boolean,
    @Args() page: PaginationArgs,
    @Ctx() { services, viewer }: GraphQLContext,
  ): Promise<BlogPost[]> {
    return services.blogPosts.list(viewer, { includeDrafts, page });
  }

  @Query(() => BlogPost, { description: 'A draft is found by an admin only.' })
  blogPost(@Arg('id', () => ID) id: string, @Ctx() { services, viewer }: GraphQLContext): Promise<BlogPost> {
    return services.blogPosts.get(viewer, id);
  }

  @Query(() => BlogPost, { description: 'A draft is found by an admin only.' })
  blogPostBySlug(@Arg('slug') slug: string, @Ctx() { services, viewer }: GraphQLContext): Promise<BlogPost> {
    return services.blogPosts.getBySlug(viewer, slug);
  }

  @Authorized()
  @Mutation(() => BlogPost)
  async createBlogPost(
    @Arg('input') input: CreateBlogPostInput,
    @Arg('coverImage', () => GraphQLUpload, { nullable: true }) coverImage: Promise<FileUpload> | null,
    @Ctx() { services, viewer }: GraphQLContext,
  ): Promise<BlogPost> {
    return services.blogPosts.create(viewer, input, await readUpload(coverImage));
  }

  @Authorized()
  @Mutation(() => BlogPost)
  async updateBlogPost(
    @Arg('id', () => ID) id: string,
    @Arg('input') input: UpdateBlogPostInput,
    @Arg('coverImage', () => GraphQLUpload, { nullable: true }) coverImage: Promise<FileUpload> | null,
    @ExpectedVersion() expectedVersion: number | null,
    @Ctx() { services, viewer }: GraphQLContext,
  ): Promise<BlogPost> {
    expectVersion(id, expectedVersion);
    return services.blogPosts.update(viewer, id, input, await readUpload(coverImage));
  }

  @Authorized()
  @Mutation(() => BlogPost, { description: 'Deletes the post and its cover image; returns the deleted record.' })
  deleteBlogPost(@Arg('id', () => ID) id: string, @Ctx() { services, viewer }: GraphQLContext): Promise<BlogPost> {
    return services.blogPosts.delete(viewer, id);
  }
}
