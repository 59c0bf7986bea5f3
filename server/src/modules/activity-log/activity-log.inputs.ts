import { ArgsType, Field } from 'type-graphql';
import { PaginationArgs } from '../../shared/pagination';

@ArgsType()
export class ActivityLogArgs extends PaginationArgs {
  @Field(() => String, { nullable: true, description: "Only entries about this record type ('Product', 'BlogPost'...)." })
  entityType?: string | null;
}
