import { ACCESSIBILITY_MESSAGES } from '@field-rules';
import { accessibilityProblems } from './accessibility-check';

const codes = (html: string) => accessibilityProblems(html).map((problem) => problem.code);

/** The accessibility check before saving rich text (issue 31, docs/decisions/067-accessibility-checks.md). */
describe('accessibilityProblems', () => {
  it('finds nothing in clean content: described pictures, headings in order, named links, tables with headers', () => {
    const clean = [
      '<h2>Plans</h2><p>Compare them in <a href="/pricing">our pricing table</a>.</p>',
      '<p><img src="/uploads/content/team.png" alt="The team at the 2026 offsite"></p>',
      '<h3>Small teams</h3><h4>Billing</h4><h2>Large teams</h2><h3>Support</h3>',
      '<p><a href="/about" aria-label="About the company"><img src="/x.png" alt=""></a></p>',
      '<p><a href="/team"><img src="/y.png" alt="Our team"></a> <a href="/t" title="Terms of service"></a></p>',
      '<table><thead><tr><th>Plan</th><th>Price</th></tr></thead><tbody><tr><td>Pro</td><td>10</td></tr></tbody></table>',
      '<a name="top"></a><p>Here is more: the word here is not a link.</p>',
    ].join('');
    // The picture inside the aria-labelled link has an empty alt: that one alone is reported, nothing else.
    expect(accessibilityProblems(clean)).toEqual([
      { code: 'IMAGE_WITHOUT_ALT', message: ACCESSIBILITY_MESSAGES.imageWithoutAlt, excerpt: 'x.png' },
    ]);
    expect(accessibilityProblems('')).toEqual([]);
    expect(accessibilityProblems('<p>Just words.</p><h2>A</h2><h3>B</h3><h3>C</h3>')).toEqual([]);
  });

  it('reports a picture without alt text, or with a blank one, by its file name', () => {
    expect(
      accessibilityProblems(
        '<p><img src="/uploads/content/team%20photo.jpg?v=2"></p><img src="https://cdn.example.com/a/b.png" alt="  "><img src="data:image/png;base64,AAAA" alt="">',
      ),
    ).toEqual([
      {
        code: 'IMAGE_WITHOUT_ALT',
        message: 'A picture has no alt text: describe it for people who cannot see it',
        excerpt: 'team photo.jpg',
      },
      { code: 'IMAGE_WITHOUT_ALT', message: ACCESSIBILITY_MESSAGES.imageWithoutAlt, excerpt: 'b.png' },
      { code: 'IMAGE_WITHOUT_ALT', message: ACCESSIBILITY_MESSAGES.imageWithoutAlt, excerpt: 'A picture embedded in the text' },
    ]);
  });

  it('reports a level 1 heading in the content, a first heading deeper than 2, and a heading that skips a level', () => {
    expect(accessibilityProblems('<h1>Welcome</h1><h2>Fine</h2>')).toEqual([
      {
        code: 'HEADING_LEVEL_SKIPPED',
        message: "A heading is level 1, the level of the page's title: make it level 2 or lower",
        excerpt: 'Welcome',
      },
    ]);
    expect(accessibilityProblems('<h3>Details</h3>')).toEqual([
      {
        code: 'HEADING_LEVEL_SKIPPED',
        message: "The first heading is level 3: start at level 2, because the page's title is level 1",
        excerpt: 'Details',
      },
    ]);
    expect(accessibilityProblems('<h2>Setup</h2><p>x</p><h4>Install <em>the</em>   CLI</h4><h5>Flags</h5><h3>Next</h3>')).toEqual(
      [
        {
          code: 'HEADING_LEVEL_SKIPPED',
          message: 'A heading jumps from level 2 to level 4: use level 3, so no level is skipped',
          excerpt: 'Install the CLI',
        },
      ],
    );
  });

  it('reports a link with nothing to read out, by its address', () => {
    expect(
      accessibilityProblems(
        '<p><a href="/contact"></a> <a href="https://example.com/x">  </a> <a href="/logo"><img src="/logo.png" alt="Logo"></a></p>',
      ),
    ).toEqual([
      {
        code: 'EMPTY_LINK',
        message: 'A link has no text: screen readers only read out its address, so give it words that say where it leads',
        excerpt: '/contact',
      },
      { code: 'EMPTY_LINK', message: ACCESSIBILITY_MESSAGES.emptyLink, excerpt: 'https://example.com/x' },
    ]);
  });

  it("reports a link that says only 'click here', 'read more' and the like, whatever its case, spaces and final punctuation", () => {
    const links = ['Click here', ' here. ', 'Read  More…', 'more!', 'LINK', 'this', 'this link:'];
    const html = links.map((text, index) => `<p><a href="/page-${index}">${text}</a></p>`).join('');
    expect(accessibilityProblems(html)).toEqual(
      ['Click here', 'here.', 'Read More…', 'more!', 'LINK', 'this', 'this link:'].map((text, index) => ({
        code: 'VAGUE_LINK_TEXT',
        message: `A link says only "${text}": use words that say where it leads`,
        excerpt: `/page-${index}`,
      })),
    );
    // Words that say where a link leads are fine, even when they contain a vague one.
    expect(codes('<a href="/a">Read more about pricing</a><a href="/b">Here is our roadmap</a><a href="/c">Thistle</a>')).toEqual(
      [],
    );
    // The aria-label is what a screen reader says instead of the words.
    expect(codes('<a href="/a" aria-label="The 2026 annual report">Click here</a>')).toEqual([]);
    expect(codes('<a href="/a" aria-label="here">The 2026 annual report</a>')).toEqual(['VAGUE_LINK_TEXT']);
  });

  it('reports a table without header cells, by its first words', () => {
    expect(
      accessibilityProblems('<table><tbody><tr><td>Plan</td><td>Price</td></tr><tr><td>Pro</td><td>10</td></tr></tbody></table>'),
    ).toEqual([
      {
        code: 'TABLE_WITHOUT_HEADERS',
        message: 'A table has no header cells: make its first row headers (th), so each cell can be read with its heading',
        excerpt: 'Plan Price Pro 10',
      },
    ]);
    expect(accessibilityProblems('<table><tr><td></td></tr></table><table><tr><td></td></tr></table>')).toEqual([
      { code: 'TABLE_WITHOUT_HEADERS', message: ACCESSIBILITY_MESSAGES.tableWithoutHeaders, excerpt: 'Table 1' },
      { code: 'TABLE_WITHOUT_HEADERS', message: ACCESSIBILITY_MESSAGES.tableWithoutHeaders, excerpt: 'Table 2' },
    ]);
    // A header column counts as well as a header row.
    expect(codes('<table><tr><th scope="row">Pro</th><td>10</td></tr></table>')).toEqual([]);
  });

  it('lists every problem in the order it appears, and keeps excerpts to one short line', () => {
    const long = 'A very long heading '.repeat(10);
    const problems = accessibilityProblems(
      `<h3>${long}</h3><p><img src="/a.png"></p><p><a href="/b">click here</a></p><table><tr><td>x</td></tr></table>`,
    );
    expect(problems.map((problem) => problem.code)).toEqual([
      'HEADING_LEVEL_SKIPPED',
      'IMAGE_WITHOUT_ALT',
      'VAGUE_LINK_TEXT',
      'TABLE_WITHOUT_HEADERS',
    ]);
    expect(problems[0].excerpt).toHaveLength(80);
    expect(problems[0].excerpt.endsWith('…')).toBe(true);
  });
});
