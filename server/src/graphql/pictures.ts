import type DataLoader from 'dataloader';
import { Arg, Authorized, Ctx, Extensions, Field, FieldResolver, Int, Mutation, ObjectType, Resolver, Root } from 'type-graphql';
import { BlogPost } from '../modules/blog-post/blog-post.entity';
import { Founder } from '../modules/founder/founder.entity';
import { Partner } from '../modules/partner/partner.entity';
import { Product } from '../modules/product/product.entity';
import { Project } from '../modules/project/project.entity';
import { TeamMember } from '../modules/team-member/team-member.entity';
import type { ImageAsset, ImageVariant } from '../shared/images';
import { requireAdmin } from '../shared/viewer';
import type { GraphQLContext } from './context';
import { ASSUMED_SCREENSHOTS } from './query-limits';

/**
 * Every stored image as an object (ADR 022), beside the plain URL fields the REST door and older
 * clients read: what a <picture> needs, one srcset per format (scalars, so a list of pictures costs
 * little under the query limits). The `sizes` attribute is the client's: it depends on the slot.
 */
@ObjectType({ description: 'A stored image with its responsive variants, for <picture> with srcset and sizes.' })
export class Picture {
  @Field({ description: 'The stored image as uploaded (re-encoded, metadata stripped): the address the REST door returns.' })
  url: string;

  @Field({ description: 'The <img> src: a mid-size fallback variant, or the stored image while variants are being made.' })
  src: string;

  @Field(() => Int, {
    nullable: true,
    description: 'Intrinsic width in pixels (after EXIF rotation); null only for an image not yet examined.',
  })
  width: number | null;

  @Field(() => Int, { nullable: true, description: 'Intrinsic height in pixels.' })
  height: number | null;

  @Field({ description: "The alt text to use: the editor's, else the record's name or title." })
  alt: string;

  @Field(() => String, { nullable: true, description: "The editor's own alt text (null when none was given)." })
  altText: string | null;

  @Field(() => String, { nullable: true, description: 'A tiny blurred preview as a data: URI, shown while the image loads.' })
  placeholder: string | null;

  @Field(() => String, { nullable: true, description: "AVIF variants as a srcset ('url 320w, url 640w'); null until made." })
  avifSrcset: string | null;

  @Field(() => String, { nullable: true, description: 'WebP variants as a srcset; null until made.' })
  webpSrcset: string | null;

  @Field(() => String, {
    nullable: true,
    description: 'Variants in the fallback format (JPEG, or PNG with transparency) as a srcset.',
  })
  srcset: string | null;

  @Field(() => String, { nullable: true, description: 'MIME type of the srcset variants.' })
  type: string | null;
}

const FALLBACK_TYPES = new Set(['image/jpeg', 'image/png']);
/** The fallback src when a browser ignores srcset: wide enough for a phone at 2x, no wider. */
const FALLBACK_SRC_WIDTH = 960;

function srcsetOf(variants: ImageVariant[], type: string): string | null {
  const matching = variants.filter((variant) => variant.type === type);
  return matching.length ? matching.map((variant) => `${variant.url} ${variant.width}w`).join(', ') : null;
}

/** The Picture for a stored URL and its row (none yet: the original alone, size unknown). */
export function pictureOf(url: string, asset: ImageAsset | null | undefined, fallbackAlt: string): Picture {
  const variants = asset?.variants ?? [];
  const fallback = variants.filter((variant) => FALLBACK_TYPES.has(variant.type));
  const src = [...fallback].reverse().find((variant) => variant.width <= FALLBACK_SRC_WIDTH) ?? fallback[0];
  return {
    url,
    src: src?.url ?? url,
    width: asset?.width ?? null,
    height: asset?.height ?? null,
    alt: asset?.alt || fallbackAlt,
    altText: asset?.alt ?? null,
    placeholder: asset?.placeholder ?? null,
    avifSrcset: srcsetOf(variants, 'image/avif'),
    webpSrcset: srcsetOf(variants, 'image/webp'),
    srcset: fallback[0] ? srcsetOf(variants, fallback[0].type) : null,
    type: fallback[0]?.type ?? null,
  };
}

/** One loader per GraphQL request: every picture of a response is read in one statement. */
const loaders = new WeakMap<object, DataLoader<string, ImageAsset | null>>();

async function load(ctx: GraphQLContext, url: string, alt: string): Promise<Picture> {
  let loader = loaders.get(ctx);
  if (!loader) {
    loader = ctx.services.images.loader();
    loaders.set(ctx, loader);
  }
  return pictureOf(url, await loader.load(url), alt);
}

function loadAll(ctx: GraphQLContext, urls: string[], alt: (position: number) => string): Promise<Picture[]> {
  return Promise.all(urls.map((url, index) => load(ctx, url, alt(index + 1))));
}

@Resolver(() => Founder)
export class FounderPictureResolver {
  @FieldResolver(() => Picture, { description: 'The profile image as a responsive picture.' })
  picture(@Root() founder: Founder, @Ctx() ctx: GraphQLContext): Promise<Picture> {
    return load(ctx, founder.image, founder.name);
  }
}

@Resolver(() => TeamMember)
export class TeamMemberPictureResolver {
  @FieldResolver(() => Picture, { description: 'The profile image as a responsive picture.' })
  picture(@Root() member: TeamMember, @Ctx() ctx: GraphQLContext): Promise<Picture> {
    return load(ctx, member.image, member.name);
  }
}

@Resolver(() => Partner)
export class PartnerPictureResolver {
  @FieldResolver(() => Picture, { description: 'The logo as a responsive picture.' })
  logoPicture(@Root() partner: Partner, @Ctx() ctx: GraphQLContext): Promise<Picture> {
    return load(ctx, partner.logo, `${partner.name} logo`);
  }
}

@Resolver(() => Project)
export class ProjectPictureResolver {
  @FieldResolver(() => Picture, { description: 'The main image as a responsive picture.' })
  picture(@Root() project: Project, @Ctx() ctx: GraphQLContext): Promise<Picture> {
    return load(ctx, project.image, project.title);
  }

  @FieldResolver(() => [Picture], { description: 'The screenshots as responsive pictures, in order.' })
  @Extensions({ assumedListSize: ASSUMED_SCREENSHOTS })
  screenshotPictures(@Root() project: Project, @Ctx() ctx: GraphQLContext): Promise<Picture[]> {
    return loadAll(ctx, project.screenshots, (n) => `${project.title} screenshot ${n}`);
  }
}

@Resolver(() => Product)
export class ProductPictureResolver {
  @FieldResolver(() => Picture, { description: 'The banner as a responsive picture.' })
  bannerPicture(@Root() product: Product, @Ctx() ctx: GraphQLContext): Promise<Picture> {
    return load(ctx, product.bannerImage, product.name);
  }

  @FieldResolver(() => [Picture], { description: 'The screenshots as responsive pictures, in order.' })
  @Extensions({ assumedListSize: ASSUMED_SCREENSHOTS })
  screenshotPictures(@Root() product: Product, @Ctx() ctx: GraphQLContext): Promise<Picture[]> {
    return loadAll(ctx, product.screenshots, (n) => `${product.name} screenshot ${n}`);
  }
}

@Resolver(() => BlogPost)
export class BlogPostPictureResolver {
  @FieldResolver(() => Picture, { nullable: true, description: 'The cover as a responsive picture; null without a cover.' })
  coverPicture(@Root() post: BlogPost, @Ctx() ctx: GraphQLContext): Promise<Picture | null> {
    return post.coverImage ? load(ctx, post.coverImage, post.title) : Promise.resolve(null);
  }
}

@Resolver(() => Picture)
export class PictureResolver {
  @Authorized()
  @Mutation(() => Picture, {
    description:
      "Sets a stored image's alt text (at most 300 characters); empty clears it, and pages then use the record's name or title.",
  })
  async updateImageAlt(
    @Arg('url', { description: 'The image, by the URL its record holds.' }) url: string,
    @Arg('alt', () => String, { nullable: true }) alt: string | null,
    @Ctx() { services, viewer }: GraphQLContext,
  ): Promise<Picture> {
    requireAdmin(viewer);
    const asset = await services.images.describe(url, alt);
    return pictureOf(url, asset, asset.alt ?? '');
  }
}

/** Registered in build-schema.ts. */
export const pictureResolvers = [
  FounderPictureResolver,
  TeamMemberPictureResolver,
  PartnerPictureResolver,
  ProjectPictureResolver,
  ProductPictureResolver,
  BlogPostPictureResolver,
  PictureResolver,
] as const;
