import { IsNotEmpty, MaxLength } from 'class-validator';
import { Field, type FieldOptions } from 'type-graphql';
import { applyAll } from './apply-all';
import { EMAIL_MAX, maxLengthMessage, requiredMessage } from '@field-rules';
import { IsEmailAddress } from './rule-decorators';

/**
 * Input fields of forms that have no record description (the contact form), each one decorator: the
 * GraphQL @Field with the validation rules and messages of @field-rules. Records build theirs from their
 * description (record-inputs.ts). Each applies its rules in the order the stack of
 * decorators it replaces did (bottom first), so the reported messages stay the same.
 */

/** '{label} is required' and, when the column has a width, '{label} must be at most {max} characters'. */
export function RequiredText(label: string, max?: number): PropertyDecorator {
  const required = IsNotEmpty({ message: requiredMessage(label) });
  return max === undefined ? required : applyAll(MaxLength(max, { message: maxLengthMessage(label, max) }), required);
}

/** A required text input (`String!`). */
export function RequiredTextField(label: string, max?: number, options: FieldOptions = {}): PropertyDecorator {
  return applyAll(
    RequiredText(label, max),
    Field(() => String, options),
  );
}

/** The required email address: a valid address that fits its column; the length message wins over the shape's. */
export function RequiredEmail(): PropertyDecorator {
  return applyAll(
    MaxLength(EMAIL_MAX, { message: maxLengthMessage('Email', EMAIL_MAX) }),
    IsEmailAddress(),
    IsNotEmpty({ message: requiredMessage('Email') }),
  );
}
