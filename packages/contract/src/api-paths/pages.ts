/** The pages the owner writes (About, FAQ, Terms, the home hero, testimonials, the mails' footer). */
export const PAGE_PATHS = {
  /** Public: a page as published, rendered to safe HTML in one language. */
  get: '/pages/:slug',
  ownerList: '/owner/pages',
  ownerGet: '/owner/pages/:slug',
  saveDraft: '/owner/pages/:slug/versions',
  publish: '/owner/pages/:slug/publish',
  restore: '/owner/pages/:slug/restore',
} as const
