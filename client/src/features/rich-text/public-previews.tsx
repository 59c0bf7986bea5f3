import { lazy } from 'react';

/**
 * The public pages' own rich-text components, for the editor's 'Preview' (and the draft preview): the
 * same styles, so the preview is exactly what visitors will see. They are loaded from the public page
 * modules themselves, whose chunks exist anyway; importing the components' files directly would make
 * the build split them out of those pages' chunks.
 */
export const BlogContentPreview = lazy(async () => ({
  default: (await import('../../pages/public/blog-post-page')).BlogPostContent,
}));

export const ProductDescriptionPreview = lazy(async () => ({
  default: (await import('../../pages/public/product-detail-page')).ProductDescription,
}));
