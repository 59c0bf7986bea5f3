/**
 * What other features use of the rich-text feature (the editor field for admin forms, the public pages'
 * own renderers for its preview); its other files are its own (ESLint refuses imports of them from outside).
 */
export { RichTextField } from './components/rich-text-field';
export { BlogContentPreview, ProductDescriptionPreview } from './public-previews';
export { useAccessibilityCheck, type AccessibilityCheck } from './hooks/use-accessibility-check';
