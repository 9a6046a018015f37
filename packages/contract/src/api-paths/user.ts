export const USER_PATHS = {
  loginUser: '/user/login-user',
  registerUser: '/user/register-user',
  verifyUserOtp: '/user/verify-user-otp',
  resendOtp: '/user/resend-otp',
  getUsersAll: '/user/get-users-all',
  forgotPassword: '/user/forgot-password',
  verifyOtp: '/user/verify-otp',
  resetPassword: '/user/reset-password',
  changePassword: '/user/change-password',
  logout: '/user/logout',
  /** Addition (docs/architecture.md#accounts-and-access): the signed-in user. */
  me: '/user/me',
  /** Addition: who is signed in, or nobody (200 with data null, so a visitor's page load logs no 401). */
  session: '/user/session',
  /** Addition: the profile's name edit. */
  updateProfile: '/user/update-profile',
  /** Addition: the language the account reads; its mail is written in it (docs/architecture.md#languages). */
  updateLanguage: '/user/update-language',
} as const
