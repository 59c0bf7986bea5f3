import { Field, ObjectType } from 'type-graphql';
import { Product } from './product.entity';

@ObjectType({ description: 'The result of adding screenshots to a product.' })
export class ProductScreenshotsPayload {
  @Field(() => Product)
  product: Product;

  @Field(() => [String], { description: 'All screenshots, in order.' })
  screenshots: string[];

  @Field(() => [String], { description: 'The URLs just added, at the end of the list.' })
  added: string[];
}

@ObjectType({ description: 'The result of removing one screenshot from a product.' })
export class ProductScreenshotRemovalPayload {
  @Field(() => Product)
  product: Product;

  @Field({ description: 'URL of the removed screenshot (its file is deleted).' })
  removed: string;

  @Field(() => [String], { description: 'The screenshots that remain, in order.' })
  screenshots: string[];
}
