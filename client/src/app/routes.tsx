import { Navigate, type RouteObject } from 'react-router-dom';
import { SiteLayout } from '../components/layout/site-layout';
import { AboutPage } from '../pages/public/about-page';
import { BlogPage } from '../pages/public/blog-page';
import { BlogPostPage } from '../pages/public/blog-post-page';
import { ContactPage } from '../pages/public/contact-page';
import { HomePage } from '../pages/public/home-page';
import { NotFoundPage } from '../pages/public/not-found-page';
import { ProductDetailPage } from '../pages/public/product-detail-page';
import { ProductsPage } from '../pages/public/products-page';
import { RouteErrorPage } from '../pages/public/route-error-page';
import { ServicesPage } from '../pages/public/services-page';
import { WorkPage } from '../pages/public/work-page';

/**
 * The admin area is one lazily loaded chunk (pages/admin/index.ts): a visitor's first load carries
 * no admin code. Each admin route picks its component from that chunk.
 */
const adminChunk = () => import('../pages/admin');
type AdminChunk = Awaited<ReturnType<typeof adminChunk>>;
const admin = (name: keyof AdminChunk) => async () => ({ Component: (await adminChunk())[name] });

const adminRoutes: RouteObject = {
  lazy: admin('AdminRoot'),
  errorElement: <RouteErrorPage />,
  // Shown while the admin chunk loads on a first visit straight to an admin address.
  hydrateFallbackElement: <AdminChunkLoading />,
  children: [
    { path: 'admin-login', lazy: admin('AdminLoginPage') },
    {
      path: 'admin',
      lazy: admin('AdminLayout'),
      children: [
        { index: true, lazy: admin('FoundersAdminPage') },
        { path: 'dashboard', element: <Navigate to="/admin" replace /> },
        { path: 'founders', lazy: admin('FoundersAdminPage') },
        { path: 'team', lazy: admin('TeamAdminPage') },
        { path: 'services', lazy: admin('ServicesAdminPage') },
        { path: 'projects', lazy: admin('ProjectsAdminPage') },
        { path: 'products', lazy: admin('ProductsAdminPage') },
        { path: 'products/add', lazy: admin('ProductAddPage') },
        { path: 'products/:id', lazy: admin('ProductDetailsPage') },
        { path: 'products/:id/edit', lazy: admin('ProductEditPage') },
        { path: 'blog', lazy: admin('BlogAdminPage') },
        { path: 'contacts', lazy: admin('ContactsAdminPage') },
        { path: 'partners', lazy: admin('PartnersAdminPage') },
        { path: 'activity', lazy: admin('ActivityPage') },
        { path: 'security', lazy: admin('SecurityPage') },
      ],
    },
  ],
};

function AdminChunkLoading() {
  return (
    <p role="status" style={{ padding: '40vh 0', textAlign: 'center' }}>
      Loading…
    </p>
  );
}

/** Every route of SPEC §2. Public pages load with the site; the admin area is its own chunk. */
export const routes: RouteObject[] = [
  adminRoutes,
  {
    path: '/',
    element: <SiteLayout />,
    errorElement: <RouteErrorPage />,
    children: [
      { index: true, element: <HomePage /> },
      { path: 'about', element: <AboutPage /> },
      { path: 'services', element: <ServicesPage /> },
      { path: 'work', element: <WorkPage /> },
      { path: 'products', element: <ProductsPage /> },
      { path: 'products/:slug', element: <ProductDetailPage /> },
      { path: 'blog', element: <BlogPage /> },
      { path: 'blog/:slug', element: <BlogPostPage /> },
      { path: 'contact', element: <ContactPage /> },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];
