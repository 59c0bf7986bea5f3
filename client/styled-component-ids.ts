import { createHash } from 'node:crypto';
import path from 'node:path';
import { RolldownMagicString } from 'rolldown';
import { parseAst, type Plugin } from 'vite';

interface Node {
  type: string;
  start: number;
  end: number;
  [key: string]: unknown;
}

const isNode = (value: unknown): value is Node =>
  typeof value === 'object' && value !== null && typeof (value as Node).type === 'string';

/** `styled.div`, `styled(Link)`, and either followed by `.attrs(…)` / `.withConfig(…)`. */
function isStyledTag(tag: Node): boolean {
  if (tag.type === 'MemberExpression') {
    const object = tag.object as Node;
    return object.type === 'Identifier' && object.name === 'styled';
  }
  if (tag.type !== 'CallExpression') return false;
  const callee = tag.callee as Node;
  if (callee.type === 'Identifier') return callee.name === 'styled';
  if (callee.type !== 'MemberExpression') return false;
  const property = callee.property as Node;
  return (
    property.type === 'Identifier' &&
    (property.name === 'attrs' || property.name === 'withConfig') &&
    isStyledTag(callee.object as Node)
  );
}

function styledTags(node: Node, found: Node[]): Node[] {
  if (node.type === 'TaggedTemplateExpression' && isStyledTag(node.tag as Node)) found.push(node.tag as Node);
  for (const value of Object.values(node)) {
    if (Array.isArray(value)) for (const child of value) if (isNode(child)) styledTags(child, found);
    if (isNode(value)) styledTags(value, found);
  }
  return found;
}

/**
 * Gives every styled component a componentId made from its file and its place in the file, in the
 * browser build and the server's alike. Without it styled-components numbers components in the order
 * their modules run, which differs between the server bundle (one file) and the browser's chunks
 * (entry, then the page's lazy chunk): the browser then finds none of the server's rules under its own
 * names and serialises and inserts them all again while hydrating (docs/decisions/021). What
 * babel-plugin-styled-components does, for a code base that has no Babel step.
 */
export function styledComponentIds(root: string): Plugin {
  return {
    name: 'styled-component-ids',
    transform(code, id) {
      const file = id.split('?')[0];
      if (file.includes('/node_modules/') || !/\.[jt]sx?$/.test(file) || !code.includes('styled')) return null;
      const tags = styledTags(parseAst(code) as unknown as Node, []);
      if (tags.length === 0) return null;
      const relative = path.relative(root, file).split(path.sep).join('/');
      const prefix = createHash('sha256')
        .update(relative)
        .digest('base64url')
        .replace(/[^a-zA-Z0-9]/g, '')
        .slice(0, 8);
      const out = new RolldownMagicString(code);
      tags.forEach((tag, index) => out.appendLeft(tag.end, `.withConfig({ componentId: "sc-${prefix}-${index}" })`));
      return { code: out.toString(), map: out.generateMap({ hires: true, source: file, includeContent: true }).toString() };
    },
  };
}
