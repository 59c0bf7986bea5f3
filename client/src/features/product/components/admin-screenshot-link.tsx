import { VisuallyHidden } from '../../../components/ui/layout-primitives';

/** A screenshot's thumbnail (lazy, 3:2) linking to the full image, which opens in a new tab. */
export function AdminScreenshotLink({ url, alt }: { url: string; alt: string }) {
  return (
    <a href={url} target="_blank" rel="noopener noreferrer">
      <img src={url} alt={alt} width={300} height={200} loading="lazy" decoding="async" />
      <VisuallyHidden> (opens in a new tab)</VisuallyHidden>
    </a>
  );
}
