import { Field, ID, ObjectType } from 'type-graphql';

/** One record waiting in the trash, as the Trash screen lists it. */
@ObjectType({ description: 'Admin only: a deleted record waiting in the trash.' })
export class TrashItem {
  @Field({ description: "'BlogPost', 'Product', 'Project', 'ServiceCategory', 'Founder', 'TeamMember' or 'Partner'." })
  recordType: string;

  @Field(() => ID)
  recordId: string;

  @Field({ description: "The record's name or title." })
  label: string;

  @Field({ description: 'When it was deleted.' })
  deletedAt: Date;

  @Field({ description: 'When it and its files are deleted for good, unless restored before.' })
  purgeAt: Date;
}
