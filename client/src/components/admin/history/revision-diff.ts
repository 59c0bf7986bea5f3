import { diffWords } from 'diff';

/** One field's values in two revisions, when they differ. */
export interface ChangedField {
  field: string;
  label: string;
  older: string;
  newer: string;
  /** Rich text (HTML): compared word by word as text. */
  rich: boolean;
}

type Values = ReadonlyArray<{ field: string; value?: string | null }>;

/** 'coverImage' -> 'Cover image': a field's name as the history shows it. */
export function fieldLabel(field: string): string {
  const words = field.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

const looksLikeHtml = (text: string) => /<\/?(p|h[1-6]|ul|ol|li|strong|em|a|blockquote|br)\b/i.test(text);

/** A stored value (JSON text) as a reader sees it: text as is, a list one item a line, a part by its title or name. */
export function shownValue(json: string | null | undefined): string {
  if (json === null || json === undefined) return '';
  const value = JSON.parse(json) as unknown;
  const shown = (item: unknown): string => {
    if (item === null || item === undefined) return '';
    if (typeof item === 'boolean') return item ? 'Yes' : 'No';
    if (Array.isArray(item)) return item.map(shown).join('\n');
    if (typeof item === 'object') {
      const record = item as Record<string, unknown>;
      return String(record.title ?? record.name ?? JSON.stringify(record));
    }
    return String(item);
  };
  return shown(value);
}

/** HTML's text, as the diff compares it (block ends become line breaks). */
export function textOf(html: string): string {
  const document = new DOMParser().parseFromString(html.replace(/<\/(p|h[1-6]|li|blockquote)>/gi, '$&\n'), 'text/html');
  return (document.body.textContent ?? '').trim();
}

/** The fields whose values differ between two revisions, in the newer one's order. */
export function changedFields(older: Values, newer: Values): ChangedField[] {
  const before = new Map(older.map(({ field, value }) => [field, value ?? null]));
  const fields = [...new Set([...newer.map(({ field }) => field), ...older.map(({ field }) => field)])];
  const after = new Map(newer.map(({ field, value }) => [field, value ?? null]));
  return fields.flatMap((field) => {
    const was = before.get(field) ?? null;
    const is = after.get(field) ?? null;
    if (was === is) return [];
    const olderText = shownValue(was);
    const newerText = shownValue(is);
    // Nothing a reader could see (empty against null, say): no change.
    if (olderText === newerText) return [];
    const rich = looksLikeHtml(olderText) || looksLikeHtml(newerText);
    return [
      {
        field,
        label: fieldLabel(field),
        older: rich ? textOf(olderText) : olderText,
        newer: rich ? textOf(newerText) : newerText,
        rich,
      },
    ];
  });
}

/** A word-level diff: each side's words, those the other side lacks marked (removed on the older, added on the newer). */
export function wordDiff(older: string, newer: string) {
  const parts = diffWords(older, newer);
  return {
    older: parts.filter((part) => !part.added).map((part) => ({ text: part.value, marked: Boolean(part.removed) })),
    newer: parts.filter((part) => !part.removed).map((part) => ({ text: part.value, marked: Boolean(part.added) })),
  };
}
