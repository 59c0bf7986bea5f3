import { ACCESSIBILITY_PROBLEM_CODES, type AccessibilityProblemCode } from '@field-rules';
import { Field, ObjectType } from 'type-graphql';

@ObjectType({
  description: 'Something in rich text some readers would miss (issue 31): a warning before saving, never a refusal.',
})
export class AccessibilityProblem {
  @Field(() => String, { description: `What kind of problem: ${ACCESSIBILITY_PROBLEM_CODES.join(', ')}.` })
  code: AccessibilityProblemCode;

  @Field({ description: 'What is wrong and what to do, in plain words.' })
  message: string;

  @Field({ description: "Which one: the picture's file name, the heading's text, the link's address, the table's first words." })
  excerpt: string;
}
