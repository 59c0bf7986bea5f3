import { Navigate, type RouteObject } from 'react-router-dom';
import { SiteLayout } from '../components/layout/site-layout';
// eslint-disable-next-line no-restricted-imports -- declarations only (addresses, tabs, screen names): the screens stay in the lazy admin chunk
import { ADMIN_HOME_SECTION, ADMIN_SECTIONS } from '../pages/admin/admin-sections';
import { RouteErrorPage } from '../pages/public/route-error-page';

/**
 * The admin area is one lazily loaded chunk (pages/admin/index.ts): a visitor's first load carries
 * no admin code. Each admin route picks its component from that chunk.
 */
const adminChunk = () => import('../pages/admin');
type AdminChunk = Awaited<ReturnType<typeof adminChunk>>;
const admin = (name: keyof AdminChunk) => async () => ({ Component: (await adminChunk())[name] });
const homeScreen = ADMIN_SECTIONS.find(({ path }) => path === ADMIN_HOME_SECTION)!.screens[''];

const adminRoutes: RouteObject = {
  lazy: admin('AdminRoot'),
  errorElement: <RouteErrorPage />,
  // Shown while the admin chunk loads on a first visit straight to an admin address.
  hydrateFallbackElement: <AdminChunkLoading />,
  children: [
    { path: 'admin-login', lazy: admin('AdminLoginPage') },
    // An invitation's link (docs/decisions/065-roles.md): before sign-in, so outside the admin frame.
    { path: 'admin/invite/:token', lazy: admin('AcceptInvitationPage') },
    // A post (draft or scheduled too) as visitors will see it: the public frame, for a signed-in admin only.
    {
      path: 'admin/blog/:id/preview',
      lazy: admin('AdminPreviewGate'),
      children: [{ element: <SiteLayout />, children: [{ index: true, lazy: admin('BlogPostPreviewPage') }] }],
    },
    {
      path: 'admin',
      lazy: admin('AdminLayout'),
      children: [
        { index: true, lazy: admin(homeScreen) },
        { path: 'dashboard', element: <Navigate to="/admin" replace /> },
        // Every section's screens, as pages/admin/admin-sections.ts declares them with their sidebar tabs.
        ...ADMIN_SECTIONS.flatMap(({ path, screens }) =>
          Object.entries(screens).map(([screenPath, screen]) => ({
            path: screenPath ? `${path}/${screenPath}` : path,
            lazy: admin(screen),
          })),
        ),
      ],
    },
  ],
};

/**
 * A public page's source module, as the browser build's manifest names it: the server adds a modulepreload
 * for that page's chunk (server/src/ssr/page-renderer.ts), so it downloads alongside the entry.
 */
const page = (file: string) => ({ chunk: `src/pages/public/${file}.tsx` });

/**
 * A public page whose browser start is its islands alone (shared/island.tsx, client/src/islands.tsx): the page is
 * not hydrated as a whole, so its chunk is not loaded in the browser at all.
 */
const islandsPage = (file: string) => ({ ...page(file), islands: true });

function AdminChunkLoading() {
  return (
    <p role="status" style={{ padding: '40vh 0', textAlign: 'center' }}>
      Loading…
    </p>
  );
}

/**
 * Every route of SPEC §2. Each public page is its own chunk (`lazy`), so a first load carries only the page
 * it shows: the server's static handler loads the matched page before rendering, and main.tsx loads the
 * matched pages before hydrating (no fallback, no mismatch). The admin area is one chunk of its own.
 */
export const routes: RouteObject[] = [
  adminRoutes,
  {
    path: '/',
    element: <SiteLayout />,
    errorElement: <RouteErrorPage />,
    children: [
      {
        index: true,
        handle: islandsPage('home-page'),
        lazy: async () => ({ Component: (await import('../pages/public/home-page')).HomePage }),
      },
      {
        path: 'about',
        handle: islandsPage('about-page'),
        lazy: async () => ({ Component: (await import('../pages/public/about-page')).AboutPage }),
      },
      {
        path: 'services',
        handle: islandsPage('services-page'),
        lazy: async () => ({ Component: (await import('../pages/public/services-page')).ServicesPage }),
      },
      {
        path: 'work',
        handle: islandsPage('work-page'),
        lazy: async () => ({ Component: (await import('../pages/public/work-page')).WorkPage }),
      },
      {
        path: 'products',
        handle: islandsPage('products-page'),
        lazy: async () => ({ Component: (await import('../pages/public/products-page')).ProductsPage }),
      },
      {
        path: 'products/:slug',
        handle: islandsPage('product-detail-page'),
        lazy: async () => ({ Component: (await import('../pages/public/product-detail-page')).ProductDetailPage }),
      },
      {
        path: 'blog',
        handle: islandsPage('blog-page'),
        lazy: async () => ({ Component: (await import('../pages/public/blog-page')).BlogPage }),
      },
      {
        path: 'blog/:slug',
        handle: islandsPage('blog-post-page'),
        lazy: async () => ({ Component: (await import('../pages/public/blog-post-page')).BlogPostPage }),
      },
      {
        path: 'search',
        handle: islandsPage('search-page'),
        lazy: async () => ({ Component: (await import('../pages/public/search-page')).SearchPage }),
      },
      {
        path: 'contact',
        handle: islandsPage('contact-page'),
        // The action answers the form posted before the page's scripts have loaded (or without them).
        lazy: async () => {
          const { ContactPage, contactAction } = await import('../pages/public/contact-page');
          return { Component: ContactPage, action: contactAction };
        },
      },
      {
        path: '*',
        handle: islandsPage('not-found-page'),
        lazy: async () => ({ Component: (await import('../pages/public/not-found-page')).NotFoundPage }),
      },
    ],
  },
];
