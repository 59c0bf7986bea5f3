import type { MockLink } from '@apollo/client/testing';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import toast, { Toaster } from 'react-hot-toast';
import { PublicProductsDocument } from '../../../gql/graphql';
import { defaultTake } from '../../../testing/default-variables';
import { answerPages, restoreFetch } from '../../../testing/graphql-fetch';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { buildProductCard } from '../product.fixtures';
import { PRODUCT_LOAD_MORE_FAILED, PRODUCT_PAGE_SIZE, PRODUCT_SKELETON_COUNT, ProductGrid } from './product-grid';

const products = (from: number, count: number) =>
  Array.from({ length: count }, (_, index) =>
    buildProductCard({ id: `p${from + index}`, slug: `product-${from + index}`, name: `Product ${from + index}` }),
  );

const page = (skip: number, list: unknown[], extra: Partial<MockLink.MockedResponse> = {}): MockLink.MockedResponse => ({
  request: { query: PublicProductsDocument, variables: { skip, take: PRODUCT_PAGE_SIZE } },
  result: { data: { products: list } },
  ...extra,
});

const names = () => screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);

function renderGrid(mocks: MockLink.MockedResponse[]) {
  return renderWithProviders(
    <>
      <Toaster />
      <ProductGrid />
    </>,
    { mocks },
  );
}

describe('ProductGrid paging', () => {
  afterEach(() => {
    act(() => toast.remove());
    jest.restoreAllMocks();
    restoreFetch();
  });

  it('pages by 6 (two rows), the page size PublicProducts also defaults to, with the SPEC’s 6 skeletons first', () => {
    renderGrid([page(0, products(1, 6), { delay: Infinity })]);
    expect(PRODUCT_PAGE_SIZE).toBe(6);
    expect(defaultTake(PublicProductsDocument)).toBe(PRODUCT_PAGE_SIZE);
    expect(screen.getAllByTestId('product-card-skeleton')).toHaveLength(PRODUCT_SKELETON_COUNT);
    expect(screen.queryByRole('button', { name: /load more/i })).not.toBeInTheDocument();
  });

  it("appends the next page under the first with 'Load more' (showing 'Loading...' meanwhile) and hides it after a short page", async () => {
    const user = userEvent.setup();
    const calls = answerPages('PublicProducts', 'products', { 6: { list: products(7, 6), delay: 150 }, 12: products(13, 1) });
    renderGrid([page(0, products(1, 6))]);

    // A synchronous click, so the check below runs before the page can arrive however slow the machine.
    fireEvent.click(await screen.findByRole('button', { name: 'Load more products' }));
    expect(screen.getByRole('button', { name: 'Loading...' })).toBeDisabled();
    expect(await screen.findByRole('link', { name: 'Product 12' })).toBeInTheDocument();
    expect(names()).toEqual(products(1, 12).map((product) => product.name));
    expect(screen.getByRole('link', { name: 'Product 7' })).toHaveFocus();

    await user.click(screen.getByRole('button', { name: 'Load more products' }));
    expect(await screen.findByRole('link', { name: 'Product 13' })).toBeInTheDocument();
    expect(names()).toHaveLength(13);
    expect(calls.map((call) => call.variables)).toEqual([
      { skip: 6, take: PRODUCT_PAGE_SIZE },
      { skip: 12, take: PRODUCT_PAGE_SIZE },
    ]);
    await waitFor(() => expect(screen.queryByRole('button', { name: /load more|loading/i })).not.toBeInTheDocument());
  });

  it('keeps the products and shows the error toast when the next page fails', async () => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const user = userEvent.setup();
    answerPages('PublicProducts', 'products', { 6: new Error('Network down') });
    renderGrid([page(0, products(1, 6))]);

    await user.click(await screen.findByRole('button', { name: 'Load more products' }));
    expect(await screen.findByText(PRODUCT_LOAD_MORE_FAILED)).toBeInTheDocument();
    expect(logged).toHaveBeenCalledWith(PRODUCT_LOAD_MORE_FAILED, expect.objectContaining({ message: 'Network down' }));
    expect(names()).toHaveLength(6);
    expect(screen.getByRole('button', { name: 'Load more products' })).toBeEnabled();
  });
});
