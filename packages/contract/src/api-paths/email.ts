export const EMAIL_PATHS = {
  contact: '/email/contact',
} as const
