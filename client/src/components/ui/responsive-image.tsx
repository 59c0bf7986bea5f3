import { useState, type CSSProperties } from 'react';
import { preload } from 'react-dom';
import styled from 'styled-components';
import type { ResponsivePictureFragment } from '../../gql/graphql';
import { IMAGE_NOT_AVAILABLE, ImageUnavailable } from './fallback-image';

/**
 * `sizes` for each slot a content image fills, from the layout's own numbers (Container: 1200 px
 * wide with 20 px sides; Grid: 24 px gaps, one column on phones, two from 640 px, three or four
 * from 1024 px). The browser picks the variant from these before any CSS has loaded, so they must
 * match the CSS: wrong sizes download the wrong variant.
 */
export const IMAGE_SIZES = {
  /** A card in the 3-column grid (projects, products, blog posts, screenshots). */
  card: '(min-width: 1200px) 371px, (min-width: 1024px) calc((100vw - 88px) / 3), (min-width: 640px) calc((100vw - 64px) / 2), calc(100vw - 40px)',
  /** A person's card in the 4-column grid (founders, team). */
  profile:
    '(min-width: 1200px) 272px, (min-width: 1024px) calc((100vw - 112px) / 4), (min-width: 640px) calc((100vw - 64px) / 2), calc(100vw - 40px)',
  /** The blog article's cover (820 px column). */
  article: '(min-width: 860px) 820px, calc(100vw - 40px)',
  /** The product page's banner (the full container). */
  banner: '(min-width: 1200px) 1160px, calc(100vw - 40px)',
  /** The project dialog's main image (1000 px dialog). */
  dialog: '(min-width: 1040px) 1000px, calc(100vw - 32px)',
  /** The gallery lightbox (up to 1200 px). */
  lightbox: '(min-width: 1240px) 1200px, calc(100vw - 32px)',
  /** A partner's logo in the strip (56 px high, a 2:1 logo is 112 px wide). */
  logo: '112px',
} as const;

export type ImageSlot = keyof typeof IMAGE_SIZES;

interface ResponsiveImageProps {
  picture: ResponsivePictureFragment;
  slot: ImageSlot;
  /** The page's largest paint: fetched first (preloaded ahead of the scripts), never lazily. */
  priority?: boolean;
  /** Above the fold but not the largest paint: loaded at once, normal priority. */
  eager?: boolean;
  /** The alt when the editor gave none (else the picture's: the record's name or title). */
  defaultAlt?: string;
  className?: string;
  style?: CSSProperties;
  /** Shows 'Image not available' in the image's box when it fails (SPEC §8, screenshots). */
  showFailure?: boolean;
  /** Called when the image fails to load (the caller shows its own stand-in). */
  onError?: () => void;
  /** Fallback size when the picture's own is not known yet (an image stored before ADR 022 not yet examined). */
  fallbackSize?: { width: number; height: number };
}

/**
 * Every content image of the site: a <picture> with AVIF and WebP sources and a JPEG/PNG fallback,
 * each a srcset the browser picks from with `sizes`; width and height so the box is reserved before
 * the bytes arrive (no layout shift); lazy below the fold, high priority for the page's largest paint;
 * the tiny blurred placeholder shown behind it while it loads. The <picture> is `display: contents`,
 * so the caller styles the <img> (className) as if it stood alone.
 */
export function ResponsiveImage({
  picture,
  slot,
  priority = false,
  eager = false,
  defaultAlt,
  className,
  style,
  showFailure = false,
  fallbackSize,
  onError,
}: ResponsiveImageProps) {
  const [failed, setFailed] = useState<string | null>(null);
  const sizes = IMAGE_SIZES[slot];
  const width = picture.width ?? fallbackSize?.width;
  const height = picture.height ?? fallbackSize?.height;
  if (priority) {
    // The preload the server puts ahead of the scripts (page-renderer.ts). It names the best source the
    // <picture> offers with the same srcset and sizes, so the browser's pick is the file already on its way.
    const best = picture.avifSrcset
      ? { imageSrcSet: picture.avifSrcset, type: 'image/avif' }
      : picture.webpSrcset
        ? { imageSrcSet: picture.webpSrcset, type: 'image/webp' }
        : picture.srcset
          ? { imageSrcSet: picture.srcset, type: picture.type ?? undefined }
          : null;
    if (best) preload(picture.src, { as: 'image', fetchPriority: 'high', imageSizes: sizes, ...best });
    else preload(picture.src, { as: 'image', fetchPriority: 'high' });
  }
  if (showFailure && failed === picture.src) {
    return (
      <ImageUnavailable className={className} style={style} data-failed-image={picture.url}>
        {IMAGE_NOT_AVAILABLE}
      </ImageUnavailable>
    );
  }
  // Not behind a PNG: its transparent parts would show the blur for good.
  const placeholder: CSSProperties | undefined =
    picture.placeholder && picture.type !== 'image/png'
      ? { backgroundImage: `url("${picture.placeholder}")`, backgroundSize: 'cover', backgroundPosition: 'center' }
      : undefined;
  return (
    <Frame>
      {picture.avifSrcset && <source type="image/avif" srcSet={picture.avifSrcset} sizes={sizes} />}
      {picture.webpSrcset && <source type="image/webp" srcSet={picture.webpSrcset} sizes={sizes} />}
      <img
        src={picture.src}
        srcSet={picture.srcset ?? undefined}
        sizes={picture.srcset ? sizes : undefined}
        width={width ?? undefined}
        height={height ?? undefined}
        alt={picture.altText ?? defaultAlt ?? picture.alt}
        className={className}
        style={placeholder ? { ...placeholder, ...style } : style}
        loading={priority || eager ? undefined : 'lazy'}
        fetchPriority={priority ? 'high' : undefined}
        {...(priority ? MAIN_IMAGE_TIMING : undefined)}
        decoding={priority ? undefined : 'async'}
        onError={
          showFailure || onError
            ? () => {
                if (showFailure) setFailed(picture.src);
                onError?.();
              }
            : undefined
        }
      />
    </Frame>
  );
}

/**
 * Element Timing names the page's largest picture, so the browser reports when it is on screen: the
 * server's script starter (server/src/ssr/deferred-scripts.ts) waits for that before loading the scripts.
 */
const MAIN_IMAGE_TIMING = { elementtiming: 'main-image' } as Record<string, string>;

const Frame = styled.picture`
  display: contents;
`;
