import { Field, InputType } from 'type-graphql';
import { fieldNames } from '@field-rules';
import { PROJECT_RECORD } from '@field-rules/records/project';
import { createInputOf, updateInputOf } from '../../shared/record-inputs';

/** The project form (SPEC §5), from the project's description. The same rules check creates and merged updates. */
@InputType()
export class CreateProjectInput extends createInputOf(PROJECT_RECORD) {}

/** Only the fields given change; null or '' clears an optional one (a list becomes empty). */
@InputType()
export class UpdateProjectInput extends updateInputOf(PROJECT_RECORD) {
  @Field(() => [String], {
    nullable: true,
    description:
      'The current screenshot URLs to keep, in their new order; the others are deleted. ' +
      'Omitted or null keeps them all. Uploaded screenshots are appended after these.',
  })
  screenshots?: string[] | null;
}

export const PROJECT_FIELDS = fieldNames(PROJECT_RECORD);
