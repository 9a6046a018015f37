import { ENDPOINTS, type PasskeyResponse } from '@shop/contract'
import { useQuery } from '@tanstack/react-query'
import { call } from '../../lib/api-client'
import { USER_SCOPED_QUERY_ROOT } from '../../lib/user-scoped-query'

// One function per two-factor and sessions call (packages/contract/src/endpoints.ts, docs/architecture.md#two-factor-sign-in-and-sessions).

export const twoFactorStatusKey = [USER_SCOPED_QUERY_ROOT, 'two-factor'] as const
export const sessionsKey = [USER_SCOPED_QUERY_ROOT, 'sessions'] as const

export function useTwoFactorStatus(enabled = true) {
  return useQuery({
    queryKey: twoFactorStatusKey,
    queryFn: ({ signal }) => call(ENDPOINTS.twoFactorStatus, {}, { signal }).then((answer) => answer.data),
    enabled,
  })
}

export function useSessions() {
  return useQuery({
    queryKey: sessionsKey,
    queryFn: ({ signal }) => call(ENDPOINTS.listSessions, {}, { signal }).then((answer) => answer.data),
  })
}

export const endSession = (sessionId: string) => call(ENDPOINTS.endSession, { params: { sessionId } })

export const totpStart = () => call(ENDPOINTS.totpStart).then((a) => a.data)

export const totpConfirm = (code: string) =>
  call(ENDPOINTS.totpConfirm, { body: { code } }).then((a) => a.data)

export const totpDisable = (code: string) =>
  call(ENDPOINTS.totpDisable, { body: { code } }).then((a) => a.data)

export const regenerateRecoveryCodes = (code: string) =>
  call(ENDPOINTS.regenerateRecoveryCodes, { body: { code } }).then((a) => a.data)

export const verifyWithCode = (challenge: string, code: string) =>
  call(ENDPOINTS.verifyTwoFactor, { body: { challenge, code } })

export const verifyWithPasskey = (challenge: string, passkey: PasskeyResponse) =>
  call(ENDPOINTS.verifyTwoFactor, { body: { challenge, passkey } })

export const reverifyWithCode = (code: string) => call(ENDPOINTS.reverifyTwoFactor, { body: { code } })

export const reverifyWithPasskey = (passkey: PasskeyResponse) =>
  call(ENDPOINTS.reverifyTwoFactor, { body: { passkey } })

export const passkeyOptions = (challenge?: string) =>
  call(ENDPOINTS.passkeyOptions, { body: challenge ? { challenge } : {} }).then((a) => a.data)

export const passkeyRegisterStart = () => call(ENDPOINTS.passkeyRegisterStart).then((a) => a.data)

export const passkeyRegisterFinish = (response: PasskeyResponse, name?: string) =>
  call(ENDPOINTS.passkeyRegisterFinish, { body: { response, ...(name ? { name } : {}) } }).then((a) => a.data)

export const passkeyDelete = (passkeyId: string) => call(ENDPOINTS.passkeyDelete, { params: { passkeyId } })
