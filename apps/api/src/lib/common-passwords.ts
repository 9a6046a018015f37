import { MESSAGES } from '@shop/contract'
import { dictionary } from '@zxcvbn-ts/language-common'
import { badRequest, type AppError } from './errors.js'

/**
 * The ~49,000 most common passwords of zxcvbn-ts's list (all lower-case), as a set. Built on first use: the
 * list takes a moment to unpack and only the calls that set a password need it. Decision 046.
 */
let common: Set<string> | undefined

/** Whether `password`, ignoring case and surrounding spaces, is in the list of common passwords. */
export function isCommonPassword(password: string): boolean {
  common ??= new Set(dictionary['passwords-common'])
  return common.has(password.trim().toLowerCase())
}

/** The 400 a common new password gets, with the field it names, like a validation error of that field. */
export function commonPasswordError(field: string): AppError {
  return badRequest(
    MESSAGES.passwordTooCommon,
    { body: [{ path: [field], message: MESSAGES.passwordTooCommon }] },
    'PASSWORD_TOO_COMMON',
  )
}

/** Throws the 400 when the new password in `field` is a common one. */
export function refuseCommonPassword(password: string, field: string): void {
  if (isCommonPassword(password)) throw commonPasswordError(field)
}
