import { ISLANDS_ENTRY, islandsShell } from './page-renderer';

const SHELL =
  '<html><head><script nonce="n0nce">/* theme */</script>' +
  '<script type="module" crossorigin nonce="n0nce" src="/assets/index-abc.js"></script>' +
  '<link rel="modulepreload" crossorigin href="/assets/router-r.js">' +
  '<link rel="modulepreload" crossorigin href="/assets/apollo-a.js">' +
  '</head><body><div id="root"></div></body></html>';

const MANIFEST = {
  'index.html': { file: 'assets/index-abc.js', imports: ['_react-x.js', '_router-r.js', '_apollo-a.js'] },
  [ISLANDS_ENTRY]: { file: 'assets/islands-i.js', imports: ['_react-x.js', '_styles-s.js'] },
  'src/components/layout/nav-bar.tsx': { file: 'assets/nav-bar-n.js', imports: ['_button-b.js'], isDynamicEntry: true },
  'src/features/contact-message/components/contact-form.tsx': {
    file: 'assets/contact-form-c.js',
    imports: ['_button-b.js', '_rules-f.js'],
    isDynamicEntry: true,
  },
  '_button-b.js': { file: 'assets/button-b.js' },
  '_rules-f.js': { file: 'assets/rules-f.js' },
  '_react-x.js': { file: 'assets/react-x.js' },
  '_styles-s.js': { file: 'assets/styles-s.js', imports: ['_react-x.js'] },
  '_router-r.js': { file: 'assets/router-r.js', imports: ['_react-x.js'] },
  '_apollo-a.js': { file: 'assets/apollo-a.js', imports: ['_react-x.js'] },
};

describe('islandsShell (docs/decisions/053)', () => {
  const preloadsOf = (html: string) =>
    [...html.matchAll(/rel="modulepreload"[^>]*href="([^"]+)"/g)].map((match) => match[1]).sort();

  it("swaps main.tsx's script for the islands entry, keeping its nonce, and preloads that entry's chunks and the page's islands' only", () => {
    const html = islandsShell(SHELL, MANIFEST, ['nav-bar'])!;
    expect(html).toContain('<script type="module" crossorigin nonce="n0nce" src="/assets/islands-i.js"></script>');
    expect(html).not.toContain('index-abc.js');
    expect(preloadsOf(html)).toEqual([
      '/assets/button-b.js',
      '/assets/nav-bar-n.js',
      '/assets/react-x.js',
      '/assets/styles-s.js',
    ]);

    const contact = islandsShell(SHELL, MANIFEST, ['nav-bar', 'contact-form'])!;
    expect(preloadsOf(contact)).toEqual([
      '/assets/button-b.js',
      '/assets/contact-form-c.js',
      '/assets/nav-bar-n.js',
      '/assets/react-x.js',
      '/assets/rules-f.js',
      '/assets/styles-s.js',
    ]);
    // An island the build does not have preloads nothing (the browser logs it and leaves it as rendered).
    expect(preloadsOf(islandsShell(SHELL, MANIFEST, ['gone'])!)).toEqual(['/assets/react-x.js', '/assets/styles-s.js']);
  });

  it('answers null (the page is then hydrated whole) for a build without the islands entry or a shell without a module script', () => {
    const { [ISLANDS_ENTRY]: _islands, ...older } = MANIFEST;
    expect(islandsShell(SHELL, older, ['nav-bar'])).toBeNull();
    expect(islandsShell(SHELL, null, ['nav-bar'])).toBeNull();
    expect(islandsShell('<html><head></head><body></body></html>', MANIFEST, ['nav-bar'])).toBeNull();
  });
});
