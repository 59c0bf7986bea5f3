import { CONTENT_IMAGE_FOLDER, type ImageStore, type IncomingFile } from '../../shared/images';
import { ValidationError } from '../../shared/errors';
import { sanitizeRichText } from '../../shared/sanitize-html';
import { requireAdmin, type Viewer } from '../../shared/viewer';

/**
 * What the admin's rich-text editor needs from the server (docs/decisions/034-rich-text-editor.md):
 * images stored through the same checks as every other upload, and the sanitised form of HTML not
 * saved yet, so its preview shows exactly what saving would store (no sanitiser ships in the browser).
 */
export class RichTextService {
  constructor(private readonly images: ImageStore) {}

  /** Stores an image for use inside content; answers its public URL. */
  async uploadContentImage(viewer: Viewer, file: IncomingFile | undefined): Promise<string> {
    requireAdmin(viewer);
    if (!file) throw ValidationError.single('file', 'Image file is required');
    return this.images.save(file, CONTENT_IMAGE_FOLDER);
  }

  /** The HTML as the blog and product services would store it. */
  preview(viewer: Viewer, html: string): string {
    requireAdmin(viewer);
    return sanitizeRichText(html);
  }
}
