import { ArrayNotEmpty, IsNotEmpty, IsOptional, IsString, Matches, MaxLength, MinLength } from 'class-validator';
import { Field, InputType } from 'type-graphql';
import {
  FEATURES_MESSAGE,
  FULL_DESCRIPTION_MESSAGE,
  FULL_DESCRIPTION_MIN,
  GITHUB_MESSAGE,
  maxLengthMessage,
  NAME_MAX,
  requiredMessage,
  SHORT_DESCRIPTION_MAX,
  SHORT_DESCRIPTION_MESSAGE,
  SLUG_MAX_LENGTH,
  SLUG_MESSAGE,
  SLUG_PATTERN,
  URL_MESSAGE,
} from '@field-rules';
import { IsHttpUrl } from '../../shared/rule-decorators';
import { RequiredText, NullableField } from '../../shared/input-fields';
import { applyAll } from '../../shared/apply-all';

/** SPEC §5/§9's product rules and texts are in @field-rules: the client's form uses them too. */

/** Each field's rules as one decorator, so both rule sets below share them. */
const nameRules = () => RequiredText('Name', NAME_MAX);
const slugFormatRules = () =>
  applyAll(
    Matches(SLUG_PATTERN, { message: SLUG_MESSAGE }),
    MaxLength(SLUG_MAX_LENGTH, { message: maxLengthMessage('Slug', SLUG_MAX_LENGTH) }),
  );
const shortDescriptionRules = () =>
  applyAll(
    IsNotEmpty({ message: requiredMessage('Short description') }),
    MaxLength(SHORT_DESCRIPTION_MAX, { message: SHORT_DESCRIPTION_MESSAGE }),
  );
const featureItemRules = () => IsString({ each: true, message: 'Each feature must be text' });
/** SPEC §5: an http(s) URL containing a dot; the shared link rules want it in the host, so 'http://localhost/a.b' is refused. */
const liveLinkRules = () => applyAll(IsOptional(), IsHttpUrl('link', URL_MESSAGE));
const githubLinkRules = () => applyAll(IsOptional(), IsHttpUrl('githubRepo', GITHUB_MESSAGE));

/** The 'Add New Product' form (SPEC §5 'Product create'). */
@InputType()
export class CreateProductInput {
  @Field()
  @nameRules()
  name: string;

  @Field(() => String, { nullable: true, description: 'Derived from the name when empty (SPEC §5).' })
  @IsOptional()
  @slugFormatRules()
  slug?: string | null;

  @Field()
  @shortDescriptionRules()
  shortDescription: string;

  @Field({ description: 'HTML; sanitised before it is stored.' })
  @IsNotEmpty({ message: requiredMessage('Full description') })
  @MinLength(FULL_DESCRIPTION_MIN, { message: FULL_DESCRIPTION_MESSAGE })
  fullDescription: string;

  @Field(() => [String], { nullable: true, description: 'Blank items are dropped; at least one must remain.' })
  @ArrayNotEmpty({ message: FEATURES_MESSAGE })
  @featureItemRules()
  features?: string[] | null;

  @Field(() => String, { nullable: true })
  @liveLinkRules()
  liveLink?: string | null;

  @Field(() => String, { nullable: true })
  @githubLinkRules()
  githubLink?: string | null;
}

/** Only the fields given change; null or '' clears an optional one. */
@InputType()
export class UpdateProductInput {
  @NullableField(String)
  name?: string | null;

  @NullableField(String)
  slug?: string | null;

  @NullableField(String)
  shortDescription?: string | null;

  @NullableField(String)
  fullDescription?: string | null;

  @Field(() => [String], { nullable: true, description: 'Replaces the list; blank items are dropped.' })
  features?: string[] | null;

  @NullableField(String)
  liveLink?: string | null;

  @NullableField(String)
  githubLink?: string | null;
}

/**
 * SPEC §5 'Product edit', checked on the stored record merged with the patch: the slug is
 * required, the 50-character minimum does not apply and zero features are allowed.
 */
export class ProductEditRules {
  @nameRules()
  name: string;

  @IsNotEmpty({ message: requiredMessage('Slug') })
  @slugFormatRules()
  slug: string;

  @shortDescriptionRules()
  shortDescription: string;

  @IsNotEmpty({ message: requiredMessage('Full description') })
  fullDescription: string;

  @featureItemRules()
  features: string[];

  @liveLinkRules()
  liveLink: string | null;

  @githubLinkRules()
  githubLink: string | null;
}

export const PRODUCT_FIELDS = [
  'name',
  'slug',
  'shortDescription',
  'fullDescription',
  'features',
  'liveLink',
  'githubLink',
] as const;
