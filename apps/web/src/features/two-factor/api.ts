import {
  apiPath,
  AuthSessionResponseSchema,
  EndSessionResponseSchema,
  PasskeyOptionsResponseSchema,
  PasskeyRegisterFinishResponseSchema,
  RecoveryCodesResponseSchema,
  ReverifyResponseSchema,
  SESSION_PATHS,
  SessionsResponseSchema,
  TotpStartResponseSchema,
  TWO_FACTOR_PATHS,
  TwoFactorStatusResponseSchema,
  type PasskeyResponse,
} from '@shop/contract'
import { useQuery } from '@tanstack/react-query'
import { apiGet, apiSend } from '../../lib/api-client'
import { USER_SCOPED_QUERY_ROOT } from '../../lib/user-scoped-query'

// One function per two-factor and sessions call (packages/contract/src/endpoints.ts, docs/architecture.md#two-factor-sign-in-and-sessions).

export const twoFactorStatusKey = [USER_SCOPED_QUERY_ROOT, 'two-factor'] as const
export const sessionsKey = [USER_SCOPED_QUERY_ROOT, 'sessions'] as const

export function useTwoFactorStatus(enabled = true) {
  return useQuery({
    queryKey: twoFactorStatusKey,
    queryFn: ({ signal }) =>
      apiGet(TWO_FACTOR_PATHS.status, TwoFactorStatusResponseSchema, { signal }).then(
        (answer) => answer.data,
      ),
    enabled,
  })
}

export function useSessions() {
  return useQuery({
    queryKey: sessionsKey,
    queryFn: ({ signal }) =>
      apiGet(SESSION_PATHS.list, SessionsResponseSchema, { signal }).then((answer) => answer.data),
  })
}

export const endSession = (sessionId: string) =>
  apiSend('DELETE', apiPath(SESSION_PATHS.end, { sessionId }), undefined, EndSessionResponseSchema)

export const totpStart = () =>
  apiSend('POST', TWO_FACTOR_PATHS.totpStart, undefined, TotpStartResponseSchema).then((a) => a.data)

export const totpConfirm = (code: string) =>
  apiSend('POST', TWO_FACTOR_PATHS.totpConfirm, { code }, RecoveryCodesResponseSchema).then((a) => a.data)

export const totpDisable = (code: string) =>
  apiSend('POST', TWO_FACTOR_PATHS.totpDisable, { code }, TwoFactorStatusResponseSchema).then((a) => a.data)

export const regenerateRecoveryCodes = (code: string) =>
  apiSend('POST', TWO_FACTOR_PATHS.recoveryCodes, { code }, RecoveryCodesResponseSchema).then((a) => a.data)

export const verifyWithCode = (challenge: string, code: string) =>
  apiSend('POST', TWO_FACTOR_PATHS.verify, { challenge, code }, AuthSessionResponseSchema)

export const verifyWithPasskey = (challenge: string, passkey: PasskeyResponse) =>
  apiSend('POST', TWO_FACTOR_PATHS.verify, { challenge, passkey }, AuthSessionResponseSchema)

export const reverifyWithCode = (code: string) =>
  apiSend('POST', TWO_FACTOR_PATHS.reverify, { code }, ReverifyResponseSchema)

export const reverifyWithPasskey = (passkey: PasskeyResponse) =>
  apiSend('POST', TWO_FACTOR_PATHS.reverify, { passkey }, ReverifyResponseSchema)

export const passkeyOptions = (challenge?: string) =>
  apiSend(
    'POST',
    TWO_FACTOR_PATHS.passkeyOptions,
    challenge ? { challenge } : {},
    PasskeyOptionsResponseSchema,
  ).then((a) => a.data)

export const passkeyRegisterStart = () =>
  apiSend('POST', TWO_FACTOR_PATHS.passkeyRegisterStart, undefined, PasskeyOptionsResponseSchema).then(
    (a) => a.data,
  )

export const passkeyRegisterFinish = (response: PasskeyResponse, name?: string) =>
  apiSend(
    'POST',
    TWO_FACTOR_PATHS.passkeyRegisterFinish,
    { response, ...(name ? { name } : {}) },
    PasskeyRegisterFinishResponseSchema,
  ).then((a) => a.data)

export const passkeyDelete = (passkeyId: string) =>
  apiSend(
    'DELETE',
    apiPath(TWO_FACTOR_PATHS.passkeyDelete, { passkeyId }),
    undefined,
    TwoFactorStatusResponseSchema,
  )
