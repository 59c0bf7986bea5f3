import { CONTENT_IMAGE_FOLDER, type ImageStore, type IncomingFile } from '../../shared/images';
import { ValidationError } from '../../shared/errors';
import { sanitizeRichText } from '../../shared/sanitize-html';
import { requireAdmin, type Viewer } from '../../shared/viewer';
import { accessibilityProblems, type AccessibilityProblem } from './accessibility-check';

export const ACCESSIBILITY_HTML_MESSAGE = 'html must be the rich text to check, as a string';

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

  /**
   * What the editor should see before saving this rich text (a post's content, a product's full description): the
   * accessibility problems of the HTML as saving would store it (docs/decisions/067-accessibility-checks.md). Any
   * signed-in account, as for the preview: an author writes posts too. `html` is checked here, so both doors refuse a
   * missing one alike.
   */
  accessibilityProblems(viewer: Viewer, html: unknown): AccessibilityProblem[] {
    requireAdmin(viewer);
    if (typeof html !== 'string') throw ValidationError.single('html', ACCESSIBILITY_HTML_MESSAGE);
    return accessibilityProblems(sanitizeRichText(html));
  }
}
