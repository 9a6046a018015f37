import { STOREFRONT_MESSAGES } from '@shop/contract'
import { currentI18n } from './i18n'

// The texts of a call that failed before any answer could be read. They come from the `errors` namespace, which
// loads with the first failed answer, with every page that has a form, and at the page's first idle moment
// (lib/error-answer.ts, docs/decisions/149); before that, the English text stands in.

/** Shown when the server gives no usable message (packages/contract/src/messages.ts wording). */
export const GENERIC_ERROR_MESSAGE = STOREFRONT_MESSAGES.unexpectedError
export const NETWORK_ERROR_MESSAGE = 'Could not reach the shop. Check your connection and try again.'
export const UNEXPECTED_ANSWER_MESSAGE = 'The shop sent an unexpected answer. Please try again.'

function errorsText(
  key: 'errors:client.network' | 'errors:client.unexpectedAnswer',
  english: string,
): string {
  const i18n = currentI18n()
  return i18n.hasLoadedNamespace('errors') ? i18n.t(key) : english
}

/** The call never reached the shop. */
export const networkErrorText = (): string => errorsText('errors:client.network', NETWORK_ERROR_MESSAGE)
/** The shop answered something the storefront cannot read. */
export const unexpectedAnswerText = (): string =>
  errorsText('errors:client.unexpectedAnswer', UNEXPECTED_ANSWER_MESSAGE)
