import { IsNotEmpty, IsOptional, MaxLength } from 'class-validator';
import { Field, type FieldOptions } from 'type-graphql';
import { applyAll } from './apply-all';
import { EMAIL_MAX, maxLengthMessage, requiredMessage, type LinkKind } from '@field-rules';
import { IsEmailAddress, IsHttpUrl } from './rule-decorators';

/**
 * The form inputs' recurring fields, each one decorator: the GraphQL @Field with the validation
 * rules and messages of @field-rules. Each applies its rules in the order the stack of
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

/** An optional text input (`String`) no longer than its column. */
export function OptionalTextField(label: string, max: number, options: FieldOptions = {}): PropertyDecorator {
  return applyAll(MaxLength(max, { message: maxLengthMessage(label, max) }), IsOptional(), NullableField(String, options));
}

/** The required email address: a valid address that fits its column; the length message wins over the shape's. */
export function RequiredEmail(): PropertyDecorator {
  return applyAll(
    MaxLength(EMAIL_MAX, { message: maxLengthMessage('Email', EMAIL_MAX) }),
    IsEmailAddress(),
    IsNotEmpty({ message: requiredMessage('Email') }),
  );
}

/** An optional link of the given kind (LINK_RULES); a valid one is stored in its normalised form. */
export function OptionalLinkField(kind: LinkKind, message: string): PropertyDecorator {
  return applyAll(IsHttpUrl(kind, message), IsOptional(), NullableField(String));
}

/** An optional list of strings (`[String!]`). */
export function OptionalListField(options: FieldOptions = {}): PropertyDecorator {
  return applyAll(IsOptional(), NullableField([String], options));
}

/**
 * A field the input may leave out or set to null: every field of an update input, whose
 * rules are checked on the stored record merged with it.
 */
export function NullableField(type: typeof String | typeof Boolean | typeof Date | [typeof String], options: FieldOptions = {}) {
  return Field(() => type, { ...options, nullable: true });
}
