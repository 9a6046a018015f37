import {
  AuthSessionResponseSchema,
  type ChangePasswordBody,
  ChangePasswordResponseSchema,
  ForgotPasswordResponseSchema,
  type LoginUserBody,
  LoginUserResponseSchema,
  LogoutResponseSchema,
  type RegisterUserBody,
  RegisterUserResponseSchema,
  ResendOtpResponseSchema,
  type ResetPasswordBody,
  ResetPasswordResponseSchema,
  type UpdateProfileBody,
  UpdateProfileResponseSchema,
  type User,
  USER_PATHS,
  type VerifyOtpBody,
  VerifyOtpResponseSchema,
  type VerifyUserOtpBody,
} from '@shop/contract'
import { useQueryClient } from '@tanstack/react-query'
import { useCallback } from 'react'
import { apiSend } from '../../lib/api-client'
import { USER_SCOPED_QUERY_ROOT } from '../../lib/user-scoped-query'
import { currentUserQueryKey } from './use-current-user'

// One function per /user/* call of packages/contract/src/endpoints.ts (docs/architecture.md#accounts-and-access additions: me, update-profile).

/** A session, or the challenge of an account with a second factor (docs/architecture.md#two-factor-sign-in-and-sessions). */
export const loginUser = (body: LoginUserBody) =>
  apiSend('POST', USER_PATHS.loginUser, body, LoginUserResponseSchema)

/** docs/product.md#rules-the-shop-keeps: registration sends role 'User' (the server ignores it, docs/architecture.md#accounts-and-access). */
export const registerUser = (body: Omit<RegisterUserBody, 'role'>) =>
  apiSend('POST', USER_PATHS.registerUser, { ...body, role: 'User' }, RegisterUserResponseSchema)

export const verifyUserOtp = (body: VerifyUserOtpBody) =>
  apiSend('POST', USER_PATHS.verifyUserOtp, body, AuthSessionResponseSchema)

export const resendOtp = (email: string) =>
  apiSend('POST', USER_PATHS.resendOtp, { email }, ResendOtpResponseSchema)

export const forgotPassword = (email: string) =>
  apiSend('POST', USER_PATHS.forgotPassword, { email }, ForgotPasswordResponseSchema)

export const verifyResetOtp = (body: VerifyOtpBody) =>
  apiSend('POST', USER_PATHS.verifyOtp, body, VerifyOtpResponseSchema)

export const resetPassword = (body: ResetPasswordBody) =>
  apiSend('POST', USER_PATHS.resetPassword, body, ResetPasswordResponseSchema)

export const changePassword = (body: ChangePasswordBody) =>
  apiSend('POST', USER_PATHS.changePassword, body, ChangePasswordResponseSchema)

/** packages/contract/src/endpoints.ts posts "a fixed token name"; the session itself comes from the cookie. */
export const logoutUser = () =>
  apiSend('POST', USER_PATHS.logout, { token: 'accessToken' }, LogoutResponseSchema)

export const updateProfile = (body: UpdateProfileBody) =>
  apiSend('PATCH', USER_PATHS.updateProfile, body, UpdateProfileResponseSchema)

/**
 * After login, verification or a profile edit: the signed-in user is known at once (no flash of the signed-out
 * header), then re-read from GET /user/session so both agree.
 */
export function useSetSignedInUser() {
  const queryClient = useQueryClient()
  return useCallback(
    async (user: User) => {
      queryClient.setQueryData(currentUserQueryKey, user)
      await queryClient.invalidateQueries({ queryKey: currentUserQueryKey })
    },
    [queryClient],
  )
}

/** After logout: nobody is signed in, and nothing of the previous user's data stays in memory. */
export function useClearSignedInUser() {
  const queryClient = useQueryClient()
  return useCallback(() => {
    queryClient.removeQueries({ queryKey: [USER_SCOPED_QUERY_ROOT] })
    queryClient.setQueryData(currentUserQueryKey, null)
  }, [queryClient])
}
