import { Arg, Args, Authorized, Ctx, ID, Mutation, Query, Resolver } from 'type-graphql';
import { ExpectedVersion } from '../../graphql/expected-version';
import { expectVersion } from '../../shared/request-context';
import type { GraphQLContext } from '../../graphql/context';
import { GraphQLUpload, readUpload, readUploads, type FileUpload } from '../../graphql/upload';
import { PaginationArgs } from '../../shared/pagination';
import { Project } from './project.entity';
import { CreateProjectInput, UpdateProjectInput } from './project.inputs';

@Resolver(() => Project)
export class ProjectResolver {
  @Query(() => [Project])
  projects(@Args() page: PaginationArgs, @Ctx() { services }: GraphQLContext): Promise<Project[]> {
    return services.projects.list(page);
  }

  @Query(() => Project)
  project(@Arg('id', () => ID) id: string, @Ctx() { services }: GraphQLContext): Promise<Project> {
    return services.projects.get(id);
  }

  @Authorized()
  @Mutation(() => Project)
  async createProject(
    @Arg('input') input: CreateProjectInput,
    @Arg('image', () => GraphQLUpload, { nullable: true }) image: Promise<FileUpload> | null,
    @Arg('screenshots', () => [GraphQLUpload], { nullable: true, description: 'Gallery images, in order.' })
    screenshots: Array<Promise<FileUpload>> | null,
    @Ctx() { services, viewer }: GraphQLContext,
  ): Promise<Project> {
    return services.projects.create(viewer, input, await readUpload(image), await readUploads(screenshots));
  }

  @Authorized()
  @Mutation(() => Project)
  async updateProject(
    @Arg('id', () => ID) id: string,
    @Arg('input') input: UpdateProjectInput,
    @Arg('image', () => GraphQLUpload, { nullable: true }) image: Promise<FileUpload> | null,
    @Arg('screenshots', () => [GraphQLUpload], { nullable: true, description: 'Gallery images appended after the kept ones.' })
    screenshots: Array<Promise<FileUpload>> | null,
    @ExpectedVersion() expectedVersion: number | null,
    @Ctx() { services, viewer }: GraphQLContext,
  ): Promise<Project> {
    expectVersion(id, expectedVersion);
    return services.projects.update(viewer, id, input, await readUpload(image), await readUploads(screenshots));
  }

  @Authorized()
  @Mutation(() => Project, { description: 'Deletes the project, its image and screenshots; returns the deleted record.' })
  deleteProject(@Arg('id', () => ID) id: string, @Ctx() { services, viewer }: GraphQLContext): Promise<Project> {
    return services.projects.delete(viewer, id);
  }

  @Authorized()
  @Mutation(() => [Project], {
    description:
      'Saves the manual order in one transaction: the named projects in this order (a subset keeps the others in place); returns them in it.',
  })
  reorderProjects(@Arg('ids', () => [ID]) ids: string[], @Ctx() { services, viewer }: GraphQLContext): Promise<Project[]> {
    return services.projects.reorder(viewer, ids);
  }
}
