import { ALT_TEXT_MESSAGE, altTextChanged, normalizeAltText, validateAltText } from './image-alt';

describe('image alt text (issue 11)', () => {
  it('is checked as the server stores it: white space folded, at most 300 characters', () => {
    expect(normalizeAltText('  Ayesha \n at   work ')).toBe('Ayesha at work');
    expect(validateAltText('')).toBeUndefined();
    expect(validateAltText(`${'x'.repeat(300)}   `)).toBeUndefined();
    expect(validateAltText('x'.repeat(301))).toBe(ALT_TEXT_MESSAGE);
    expect(ALT_TEXT_MESSAGE).toBe('Alt text must be at most 300 characters');
  });

  it('is sent when it changed, or for a new image when there is one', () => {
    const base = { url: '/uploads/a.png', alt: 'Ayesha', storedAlt: 'Ayesha', newImage: false };
    expect(altTextChanged(base)).toBe(false);
    expect(altTextChanged({ ...base, alt: ' Ayesha  ' })).toBe(false);
    expect(altTextChanged({ ...base, alt: 'Ayesha at work' })).toBe(true);
    expect(altTextChanged({ ...base, alt: '' })).toBe(true);
    expect(altTextChanged({ ...base, alt: '', storedAlt: null })).toBe(false);
    expect(altTextChanged({ ...base, newImage: true })).toBe(true);
    expect(altTextChanged({ ...base, alt: '', newImage: true })).toBe(false);
    expect(altTextChanged({ ...base, url: null, alt: 'Cover' })).toBe(false);
  });
});
