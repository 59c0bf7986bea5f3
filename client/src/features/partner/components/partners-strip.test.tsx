import { act, screen, within } from '@testing-library/react';
import { PublicPartnersDocument } from '../../../gql/graphql';
import { testPicture } from '../../../testing/pictures';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { PartnersStrip } from './partners-strip';

const partner = (id: string, name: string) => ({
  __typename: 'Partner' as const,
  id,
  name,
  website: `https://${id}.example.com`,
  logo: `/uploads/partners/${id}.png`,
  logoPicture: testPicture(`/uploads/partners/${id}.png`, `${name} logo`, { width: 224, height: 112 }),
});

const mock = (partners: ReturnType<typeof partner>[]) => ({
  request: { query: PublicPartnersDocument },
  result: { data: { partners } },
});

describe('PartnersStrip', () => {
  it("shows 'Trusted by' with each logo linking to the partner's website in a new tab, in the list's order", async () => {
    renderWithProviders(<PartnersStrip />, { mocks: [mock([partner('b', 'Beta Corp'), partner('a', 'Acme')])] });
    const strip = await screen.findByRole('region', { name: 'Trusted by' });
    const links = within(strip).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual(['https://b.example.com', 'https://a.example.com']);
    for (const link of links) {
      expect(link).toHaveAttribute('target', '_blank');
      expect(link.getAttribute('rel')?.split(' ')).toContain('noopener');
    }
    expect(within(links[0]).getByRole('img', { name: 'Beta Corp' })).toHaveAttribute('src', '/uploads/partners/b.png');
    expect(links[0]).toHaveAccessibleName('Beta Corp (opens in a new tab)');
  });

  it('renders nothing when there are no partners', async () => {
    const { container } = renderWithProviders(<PartnersStrip />, { mocks: [mock([])] });
    // Past the mocked answer (20-50 ms), inside act: the answer renders before the checks.
    await act(() => new Promise((resolve) => setTimeout(resolve, 60)));
    expect(container).toBeEmptyDOMElement();
    expect(screen.queryByText('Trusted by')).not.toBeInTheDocument();
  });
});
