import {
  type ChangePasswordBody,
  ENDPOINTS,
  type LoginUserBody,
  type RegisterUserBody,
  type ResetPasswordBody,
  type UpdateProfileBody,
  type User,
  type VerifyOtpBody,
  type VerifyUserOtpBody,
} from '@shop/contract'
import { useQueryClient } from '@tanstack/react-query'
import { useCallback } from 'react'
import { call } from '../../lib/api-client'
import { USER_SCOPED_QUERY_ROOT } from '../../lib/user-scoped-query'
import { currentUserQueryKey } from './use-current-user'

// One function per /user/* call of packages/contract/src/endpoints.ts (docs/architecture.md#accounts-and-access additions: me, update-profile).

/** A session, or the challenge of an account with a second factor (docs/architecture.md#two-factor-sign-in-and-sessions). */
export const loginUser = (body: LoginUserBody) => call(ENDPOINTS.loginUser, { body })

/** docs/product.md#rules-the-shop-keeps: registration sends role 'User' (the server ignores it, docs/architecture.md#accounts-and-access). */
export const registerUser = (body: Omit<RegisterUserBody, 'role'>) =>
  call(ENDPOINTS.registerUser, { body: { ...body, role: 'User' } })

export const verifyUserOtp = (body: VerifyUserOtpBody) => call(ENDPOINTS.verifyUserOtp, { body })

export const resendOtp = (email: string) => call(ENDPOINTS.resendOtp, { body: { email } })

export const forgotPassword = (email: string) => call(ENDPOINTS.forgotPassword, { body: { email } })

export const verifyResetOtp = (body: VerifyOtpBody) => call(ENDPOINTS.verifyOtp, { body })

export const resetPassword = (body: ResetPasswordBody) => call(ENDPOINTS.resetPassword, { body })

export const changePassword = (body: ChangePasswordBody) => call(ENDPOINTS.changePassword, { body })

/** packages/contract/src/endpoints.ts posts "a fixed token name"; the session itself comes from the cookie. */
export const logoutUser = () => call(ENDPOINTS.logout, { body: { token: 'accessToken' } })

export const updateProfile = (body: UpdateProfileBody) => call(ENDPOINTS.updateProfile, { body })

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
