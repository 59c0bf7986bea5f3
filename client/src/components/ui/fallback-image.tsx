import { useState, type ImgHTMLAttributes } from 'react';
import styled from 'styled-components';
import { theme } from '../../shared/theme';

/** SPEC §8: the text shown in place of a screenshot that fails to load. */
export const IMAGE_NOT_AVAILABLE = 'Image not available';

interface FallbackImageProps extends ImgHTMLAttributes<HTMLImageElement> {
  src: string;
  alt: string;
}

/**
 * An <img> that shows 'Image not available' when it fails to load. The fallback keeps the image's
 * box (same class, so the caller's size or aspect-ratio applies) and nothing jumps. The failure is
 * remembered per address, so a gallery that moves on to the next image tries that one afresh.
 */
export function FallbackImage({ src, alt, className, style, onError, ...rest }: FallbackImageProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  if (failedSrc === src) {
    return (
      <ImageUnavailable className={className} style={style} data-failed-image={src}>
        {IMAGE_NOT_AVAILABLE}
      </ImageUnavailable>
    );
  }
  return (
    <img
      src={src}
      alt={alt}
      className={className}
      style={style}
      onError={(event) => {
        setFailedSrc(src);
        onError?.(event);
      }}
      {...rest}
    />
  );
}

/** The box shown instead of an image that failed to load (ResponsiveImage shows the same one). */
export const ImageUnavailable = styled.span`
  display: flex;
  align-items: center;
  justify-content: center;
  min-height: 120px;
  padding: ${theme.space(4)};
  background: ${theme.colors.surface};
  border: 1px dashed ${theme.colors.border};
  color: ${theme.colors.muted};
  font-size: 0.9375rem;
  text-align: center;
`;
