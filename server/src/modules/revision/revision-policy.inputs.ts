import { IsInt, IsOptional, Max, Min } from 'class-validator';
import { Field, InputType, Int } from 'type-graphql';
import {
  REVISION_KEEP_DAYS_MAX,
  REVISION_KEEP_DAYS_MESSAGE,
  REVISION_KEEP_LATEST_MAX,
  REVISION_KEEP_LATEST_MESSAGE,
  TRASH_DAYS_MAX,
  TRASH_DAYS_MESSAGE,
} from '@field-rules';

/** Only the fields given change. */
@InputType()
export class UpdateRevisionPolicyInput {
  @Field(() => Int, { nullable: true })
  @IsOptional()
  @IsInt({ message: REVISION_KEEP_DAYS_MESSAGE })
  @Min(1, { message: REVISION_KEEP_DAYS_MESSAGE })
  @Max(REVISION_KEEP_DAYS_MAX, { message: REVISION_KEEP_DAYS_MESSAGE })
  keepDays?: number | null;

  @Field(() => Int, { nullable: true })
  @IsOptional()
  @IsInt({ message: REVISION_KEEP_LATEST_MESSAGE })
  @Min(1, { message: REVISION_KEEP_LATEST_MESSAGE })
  @Max(REVISION_KEEP_LATEST_MAX, { message: REVISION_KEEP_LATEST_MESSAGE })
  keepLatest?: number | null;

  @Field(() => Int, { nullable: true })
  @IsOptional()
  @IsInt({ message: TRASH_DAYS_MESSAGE })
  @Min(1, { message: TRASH_DAYS_MESSAGE })
  @Max(TRASH_DAYS_MAX, { message: TRASH_DAYS_MESSAGE })
  trashDays?: number | null;
}
