import { ENDPOINTS } from '@shop/contract'
import type { Language } from '@shop/contract/i18n'
import { call } from './api-client'

/** How long the language switch waits for the account to store the choice before the page changes anyway. */
export const STORE_LANGUAGE_WAIT_MS = 1_500

/**
 * Stores the language the signed-in shopper reads (PATCH /user/update-language), so the shop's mail to them
 * is written in it (docs/architecture.md#languages). Never fails: the switch goes on, and the next switch
 * stores it again; resolves after at most STORE_LANGUAGE_WAIT_MS.
 */
export function storeAccountLanguage(language: Language): Promise<void> {
  const stored = call(ENDPOINTS.updateLanguage, { body: { language } }).then(
    () => undefined,
    () => undefined,
  )
  const waited = new Promise<void>((resolve) => setTimeout(resolve, STORE_LANGUAGE_WAIT_MS))
  return Promise.race([stored, waited])
}
