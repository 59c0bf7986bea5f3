/**
 * The editor keeps only what its schema knows; anything else (a table, <sup>, a class on a
 * paragraph) would silently go at the next save. Before opening HTML in the visual editor we compare
 * the elements going in with those coming out: when some would go, the field opens as HTML instead.
 */

/** Tags the editor writes differently but means the same by. */
const SAME_AS: Record<string, string> = { b: 'strong', i: 'em', strike: 's' };

/** One element's identity for the comparison: its tag and the names of its attributes. */
function signature(element: Element): string {
  const tag = element.tagName.toLowerCase();
  const attributes = element.getAttributeNames().sort().join(',');
  return `${SAME_AS[tag] ?? tag}[${attributes}]`;
}

function countSignatures(html: string): Map<string, number> {
  const template = document.createElement('template');
  template.innerHTML = html;
  const counts = new Map<string, number>();
  for (const element of Array.from(template.content.querySelectorAll('*'))) {
    const key = signature(element);
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  return counts;
}

/**
 * The markup in `original` that is missing from `roundTripped` (the editor's output for it), as
 * readable tag names ('table', 'p with class'); empty when nothing would be lost. Elements the
 * editor adds (a <p> inside each list item) do not count.
 */
export function lostMarkup(original: string, roundTripped: string): string[] {
  const before = countSignatures(original);
  const after = countSignatures(roundTripped);
  const lost = new Set<string>();
  for (const [key, count] of before) {
    if ((after.get(key) ?? 0) >= count) continue;
    const [, tag, attributes] = /^([^[]+)\[(.*)\]$/.exec(key)!;
    const sameTag = [...after.keys()].some((other) => other.startsWith(`${tag}[`));
    lost.add(sameTag && attributes ? `${tag} with ${attributes.split(',').join(', ')}` : tag);
  }
  return [...lost];
}
