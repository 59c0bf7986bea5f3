/**
 * The record types deleting moves to the trash (docs/decisions/064-trash.md), as the Trash screen names them and the
 * root lists that show them (dropped when one comes back, so they are asked again).
 */
export const TRASHED_TYPES: Readonly<Record<string, { label: string; lists: readonly string[] }>> = {
  BlogPost: { label: 'Blog post', lists: ['blogPosts'] },
  Product: { label: 'Product', lists: ['products'] },
  Project: { label: 'Project', lists: ['projects'] },
  ServiceCategory: { label: 'Service', lists: ['serviceCategories'] },
  Founder: { label: 'Founder', lists: ['founders'] },
  TeamMember: { label: 'Team member', lists: ['teamMembers'] },
  Partner: { label: 'Partner', lists: ['partners'] },
};
