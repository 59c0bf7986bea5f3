import { SubmitContactMessageInput } from '../modules/contact-message/contact-message.inputs';
import { ValidationError } from './errors';
import { hasInvalidCharacters, normalizeFormValues, validateInput } from './validation';

/** The services' own check, for callers that do not come through HTTP (seed, CLI); the doors refuse first. */
describe('validation: invalid characters', () => {
  it.each([
    { what: 'a NUL', text: 'a\u0000b', expected: true },
    { what: 'a lone high surrogate', text: 'x\ud800', expected: true },
    { what: 'a lone low surrogate', text: '\udc00x', expected: true },
    { what: 'a surrogate pair (emoji)', text: 'ok 😀', expected: false },
    { what: 'accents, CJK and a replacement character', text: 'Zoë 中文 \ufffd', expected: false },
  ])('hasInvalidCharacters is $expected for $what', ({ text, expected }) => {
    expect(hasInvalidCharacters(text)).toBe(expected);
  });

  it('refuses a NUL in a text field or a list item, naming the fields, instead of dropping it', () => {
    let refusal: unknown;
    try {
      normalizeFormValues({ name: 'a\u0000', tags: ['ok', 'b\u0000'], bio: 'fine' });
    } catch (error) {
      refusal = error;
    }
    expect(refusal).toBeInstanceOf(ValidationError);
    expect((refusal as ValidationError).fields).toEqual({
      name: 'Invalid characters in request',
      tags: 'Invalid characters in request',
    });
  });

  it('makes validateInput answer 400 (ValidationError) for a NUL', async () => {
    await expect(
      validateInput(SubmitContactMessageInput, { name: 'Ali\u0000', email: 'ali@example.com', message: 'Hello' }),
    ).rejects.toMatchObject({
      httpStatus: 400,
      fields: { name: 'Invalid characters in request' },
    });
  });
});
