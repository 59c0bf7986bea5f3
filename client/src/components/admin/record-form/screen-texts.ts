const titleCase = (text: string) => text.replace(/\b\w/g, (letter) => letter.toUpperCase());
const sentenceCase = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/**
 * A list screen's SPEC texts from its noun. For founders: 'Founders', 'Add Founder', 'Loading founders...',
 * 'Founder order', 'No founders yet.', 'Add Your First Founder', 'Founder added successfully!',
 * 'Founder updated successfully!', 'Error saving founder. Please try again.', 'Are you sure you want to
 * delete this founder?', 'Founder deleted successfully!', 'Error deleting founder. Please try again.',
 * 'Error loading founders. Please refresh the page.'
 */
export function screenTexts({ one, many, label = one }: { one: string; many: string; label?: string }) {
  return {
    title: titleCase(many),
    label: titleCase(label),
    loading: `Loading ${many}...`,
    orderLabel: `${sentenceCase(label)} order`,
    empty: `No ${many} yet.`,
    added: `${sentenceCase(one)} added successfully!`,
    updated: `${sentenceCase(one)} updated successfully!`,
    saveError: `Error saving ${one}. Please try again.`,
    confirmDelete: `Are you sure you want to delete this ${one}?`,
    deleted: `${sentenceCase(one)} deleted successfully!`,
    deleteError: `Error deleting ${one}. Please try again.`,
    loadError: `Error loading ${many}. Please refresh the page.`,
  };
}

export type ScreenTexts = ReturnType<typeof screenTexts>;
