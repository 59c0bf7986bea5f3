import { changedFields, fieldLabel, shownValue, wordDiff } from './revision-diff';

describe('revision diff', () => {
  it('names fields as a reader would', () => {
    expect(fieldLabel('coverImage')).toBe('Cover image');
    expect(fieldLabel('title')).toBe('Title');
  });

  it('shows stored values plainly: text, yes/no, one list item a line, parts by title', () => {
    expect(shownValue('"Hello"')).toBe('Hello');
    expect(shownValue('true')).toBe('Yes');
    expect(shownValue('["a","b"]')).toBe('a\nb');
    expect(shownValue('[{"title":"Migration","icon":"FiCloud"}]')).toBe('Migration');
    expect(shownValue(null)).toBe('');
  });

  it('lists only the fields that differ, rich text as its words', () => {
    const older = [
      { field: 'title', value: '"Same"' },
      { field: 'content', value: JSON.stringify('<p>Our <strong>first</strong> draft.</p>') },
      { field: 'tags', value: '["ai"]' },
      { field: 'publishAt', value: null },
    ];
    const newer = [
      { field: 'title', value: '"Same"' },
      { field: 'content', value: JSON.stringify('<p>Our <strong>final</strong> draft.</p><p>More.</p>') },
      { field: 'tags', value: '["ai","ml"]' },
      // Empty on both sides as a reader sees it (a form sends null as JSON): no change.
      { field: 'publishAt', value: 'null' },
    ];
    expect(changedFields(older, newer)).toEqual([
      { field: 'content', label: 'Content', older: 'Our first draft.', newer: 'Our final draft.\nMore.', rich: true },
      { field: 'tags', label: 'Tags', older: 'ai', newer: 'ai\nml', rich: false },
    ]);
  });

  it('marks the words each side lacks', () => {
    const diff = wordDiff('Our first draft.', 'Our final draft.');
    expect(diff.older.filter((part) => part.marked).map((part) => part.text)).toEqual(['first']);
    expect(diff.newer.filter((part) => part.marked).map((part) => part.text)).toEqual(['final']);
    expect(diff.newer.map((part) => part.text).join('')).toBe('Our final draft.');
  });
});
