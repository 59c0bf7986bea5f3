import { registerDecorator } from 'class-validator';
import isFQDN from 'validator/lib/isFQDN';

/**
 * The rules every stored link follows, whatever its field (SPEC §5 keeps each field's message).
 * The client keeps a copy in client/src/components/admin/validators.ts; both sides test the same table.
 */

/** SPEC §5: links start with http:// or https:// (the WHATWG parser alone would also take 'https:x.com'). */
const HTTP_PREFIX = /^https?:\/\//i;
/**
 * The parser would quietly percent-encode these (or read '\' as '/'), so 'https://x.com/a"><script>'
 * would pass as a different address than the one typed. A link never needs them.
 */
const FORBIDDEN_CHARACTERS = /[\s"'`<>\\\u0000-\u001f\u007f]/;
/** Longer than browsers and crawlers reliably follow; no real site needs more. */
export const URL_MAX_LENGTH = 2048;

export interface HttpUrlRule {
  /** A further shape the address as typed must have: a LinkedIn profile, a GitHub repository... */
  shape?: RegExp;
  /**
   * Takes http://localhost[:port] too. Only for the partner website, whose SPEC rule asks for no
   * more than the scheme (and whose tests accept it); every other link needs a public host name.
   */
  allowLocalhost?: boolean;
}

/**
 * The address in its normalised form (WHATWG URL parser: lowercase scheme and host, punycode,
 * percent-encoding), or null when it is not a plain http(s) link to a real host name: no
 * credentials, a host with a dot and an alphabetic top-level domain (so no IP addresses), no
 * empty labels ('https://a..b'). The parser's lone '/' after a bare origin is left off, so
 * 'https://acme.example.com' is stored as typed.
 */
export function normalizeHttpUrl(value: string, rule: HttpUrlRule = {}): string | null {
  if (value.length > URL_MAX_LENGTH || !HTTP_PREFIX.test(value) || FORBIDDEN_CHARACTERS.test(value)) return null;
  if (rule.shape && !rule.shape.test(value)) return null;
  if (!URL.canParse(value)) return null;
  const url = new URL(value);
  const afterScheme = value.slice(url.protocol.length + 2);
  // Credentials, even empty ones ('https://@x.com'), are how 'https://bank.com@evil.example' fools a reader.
  if (afterScheme.split(/[/?#]/)[0].includes('@')) return null;
  const localhost = rule.allowLocalhost === true && url.hostname === 'localhost';
  if (
    !localhost &&
    !isFQDN(url.hostname, { require_tld: true, allow_underscores: false, allow_trailing_dot: false, allow_numeric_tld: false })
  ) {
    return null;
  }
  const typedAfterHost = /[/?#]/.test(afterScheme);
  const href = !typedAfterHost && url.href.endsWith('/') ? url.href.slice(0, -1) : url.href;
  return href.length > URL_MAX_LENGTH ? null : href;
}

/**
 * class-validator rule for a link field. Pair it with IsOptional() for optional links. A valid
 * value is replaced by its normalised form on the validated object, which is what validateInput
 * returns and the services store.
 */
export function IsHttpUrl(rule: HttpUrlRule & { message: string }): PropertyDecorator {
  return (target, propertyName) =>
    registerDecorator({
      name: 'isHttpUrl',
      target: target.constructor,
      propertyName: String(propertyName),
      options: { message: rule.message },
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
