import { formatPostDate } from './format-post-date';

describe('formatPostDate', () => {
  it("writes what Intl's en-US long date gives in UTC, for every day of several years", () => {
    const intl = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });
    const start = Date.UTC(2023, 0, 1);
    for (let day = 0; day < 4 * 366; day += 1) {
      // Late in the UTC day: a reader's own zone would already be on the next date.
      const date = new Date(start + day * 86_400_000 + 23 * 3_600_000 + 30 * 60_000);
      expect(formatPostDate(date.toISOString())).toBe(intl.format(date));
    }
  });

  it('gives SPEC examples and nothing for input that is not a date', () => {
    expect(formatPostDate('2026-11-21T10:00:00.000Z')).toBe('November 21, 2026');
    expect(formatPostDate('2024-02-29T00:00:00.000Z')).toBe('February 29, 2024');
    expect(formatPostDate('not a date')).toBe('');
  });
});
