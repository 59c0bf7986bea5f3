import { Arg, Args, Authorized, Ctx, ID, Int, Mutation, Query, Resolver } from 'type-graphql';
import { ExpectedVersion } from '../../graphql/expected-version';
import { expectVersion } from '../../shared/request-context';
import type { GraphQLContext } from '../../graphql/context';
import { GraphQLUpload, readUpload, readUploads, type FileUpload } from '../../graphql/upload';
import { PaginationArgs } from '../../shared/pagination';
import { Product } from './product.entity';
import { CreateProductInput, UpdateProductInput } from './product.inputs';
import { ProductScreenshotRemovalPayload, ProductScreenshotsPayload } from './product.types';

@Resolver(() => Product)
export class ProductResolver {
  @Query(() => [Product])
  products(@Args() page: PaginationArgs, @Ctx() { services }: GraphQLContext): Promise<Product[]> {
    return services.products.list(page);
  }

  @Query(() => Product)
  product(@Arg('id', () => ID) id: string, @Ctx() { services }: GraphQLContext): Promise<Product> {
    return services.products.get(id);
  }

  @Query(() => Product, { description: 'The product shown at /products/{slug}.' })
  productBySlug(@Arg('slug') slug: string, @Ctx() { services }: GraphQLContext): Promise<Product> {
    return services.products.getBySlug(slug);
  }

  @Authorized()
  @Mutation(() => Product)
  async createProduct(
    @Arg('input') input: CreateProductInput,
    @Arg('bannerImage', () => GraphQLUpload, { nullable: true }) bannerImage: Promise<FileUpload> | null,
    @Arg('screenshots', () => [GraphQLUpload], { nullable: true }) screenshots: Array<Promise<FileUpload>> | null,
    @Ctx() { services, viewer }: GraphQLContext,
  ): Promise<Product> {
    return services.products.create(viewer, input, await readUpload(bannerImage), await readUploads(screenshots));
  }

  @Authorized()
  @Mutation(() => Product, {
    description: 'Changes the given fields; a new banner replaces the old one, screenshots are appended.',
  })
  async updateProduct(
    @Arg('id', () => ID) id: string,
    @Arg('input') input: UpdateProductInput,
    @Arg('bannerImage', () => GraphQLUpload, { nullable: true }) bannerImage: Promise<FileUpload> | null,
    @Arg('screenshots', () => [GraphQLUpload], { nullable: true }) screenshots: Array<Promise<FileUpload>> | null,
    @ExpectedVersion() expectedVersion: number | null,
    @Ctx() { services, viewer }: GraphQLContext,
  ): Promise<Product> {
    expectVersion(id, expectedVersion);
    return services.products.update(viewer, id, input, await readUpload(bannerImage), await readUploads(screenshots));
  }

  @Authorized()
  @Mutation(() => Product, {
    description: 'Deletes the product with its banner and screenshot files; returns the deleted record.',
  })
  deleteProduct(@Arg('id', () => ID) id: string, @Ctx() { services, viewer }: GraphQLContext): Promise<Product> {
    return services.products.delete(viewer, id);
  }

  @Authorized()
  @Mutation(() => ProductScreenshotsPayload, { description: 'Appends up to 10 screenshots to the end of the list.' })
  async addProductScreenshots(
    @Arg('id', () => ID) id: string,
    @Arg('screenshots', () => [GraphQLUpload]) screenshots: Array<Promise<FileUpload>>,
    @Ctx() { services, viewer }: GraphQLContext,
  ): Promise<ProductScreenshotsPayload> {
    return services.products.addScreenshots(viewer, id, await readUploads(screenshots));
  }

  @Authorized()
  @Mutation(() => ProductScreenshotRemovalPayload, {
    description: 'Removes the screenshot at a 0-based position and deletes its file.',
  })
  removeProductScreenshot(
    @Arg('id', () => ID) id: string,
    @Arg('index', () => Int) index: number,
    @Ctx() { services, viewer }: GraphQLContext,
  ): Promise<ProductScreenshotRemovalPayload> {
    return services.products.removeScreenshot(viewer, id, index);
  }

  @Authorized()
  @Mutation(() => [Product], {
    description:
      'Saves the manual order in one transaction: the named products in this order (a subset keeps the others in place); returns them in it.',
  })
  reorderProducts(@Arg('ids', () => [ID]) ids: string[], @Ctx() { services, viewer }: GraphQLContext): Promise<Product[]> {
    return services.products.reorder(viewer, ids);
  }
}
