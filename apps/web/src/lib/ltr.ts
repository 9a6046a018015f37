import { currentLanguage } from './i18n'

/**
 * An amount set into a sentence (`+ 25.00 AED للشحن`): on an Arabic page it is wrapped in Unicode's
 * left-to-right isolate, so its number and currency keep their order inside the right-to-left line. English
 * text is returned as it is (nothing invisible in its copy or its tests).
 */
export function ltr(text: string): string {
  return currentLanguage() === 'ar' ? `\u2066${text}\u2069` : text
}
