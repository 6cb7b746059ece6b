/** The tabs of Posts & Drafts: spec 000 §2's two, then the history (ADR 0055). */
export const POSTS_TABS = ['scheduled', 'drafts', 'published', 'failed'] as const;
export type PostsTab = (typeof POSTS_TABS)[number];

export function isPostsTab(value: string | null): value is PostsTab {
  return (POSTS_TABS as readonly (string | null)[]).includes(value);
}

export const POSTS_TAB_LABELS: Record<PostsTab, string> = {
  scheduled: 'Scheduled',
  drafts: 'Drafts',
  published: 'Published',
  failed: 'Failed',
};
