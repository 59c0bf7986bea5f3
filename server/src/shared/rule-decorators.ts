import { IsEmail, registerDecorator } from 'class-validator';
import { EMAIL_MESSAGE, EMAIL_OPTIONS, LINK_RULES, normalizeHttpUrl, type LinkKind } from '@field-rules';

/**
 * The shared field rules (@field-rules, which the client's forms use too) as class-validator
 * decorators for the server's inputs.
 */

/** SPEC §5's email rule, refused with its message (EMAIL_MESSAGE). */
export const IsEmailAddress = (): PropertyDecorator => IsEmail(EMAIL_OPTIONS, { message: EMAIL_MESSAGE });

/**
 * A link field of the given kind (LINK_RULES). Pair it with IsOptional() for optional links. A
 * valid value is replaced by its normalised form on the validated object, which is what
 * validateInput returns and the services store.
 */
export function IsHttpUrl(kind: LinkKind, message: string): PropertyDecorator {
  const rule = LINK_RULES[kind];
  return (target, propertyName) =>
    registerDecorator({
      name: 'isHttpUrl',
      target: target.constructor,
      propertyName: String(propertyName),
      options: { message },
      validator: {
        validate(value: unknown, args) {
          if (typeof value !== 'string') return false;
          const normalized = normalizeHttpUrl(value, rule);
          if (normalized === null) return false;
          (args!.object as Record<string, unknown>)[args!.property] = normalized;
          return true;
        },
      },
    });
}
