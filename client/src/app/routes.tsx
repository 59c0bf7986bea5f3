import type { RouteObject } from 'react-router-dom';
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

/** Every route of SPEC §2. Public pages load with the site; the admin area is its own chunk. */
export const routes: RouteObject[] = [
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
