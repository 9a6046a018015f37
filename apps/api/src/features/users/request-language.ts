import { DEFAULT_LANGUAGE, isLanguage, LANGUAGE_COOKIE, type Language } from '@shop/contract/i18n'
import type { FastifyRequest } from 'fastify'

/**
 * The language a request is made in (docs/architecture.md#languages): the storefront's `lang` cookie (the
 * shopper's choice), else the first language of Accept-Language the shop speaks, else English.
 */
export function requestLanguage(request: Pick<FastifyRequest, 'cookies' | 'headers'>): Language {
  const chosen = request.cookies?.[LANGUAGE_COOKIE]
  if (isLanguage(chosen)) return chosen
  const header = request.headers['accept-language']
  const ranges = (Array.isArray(header) ? header.join(',') : (header ?? ''))
    .split(',')
    .map((part) => {
      const [range = '', ...params] = part.trim().split(';')
      const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find(Boolean)
      return { language: range.trim().toLowerCase().split('-')[0] ?? '', q: q === undefined ? 1 : Number(q) }
    })
    .filter((range) => range.q > 0)
    .sort((a, b) => b.q - a.q)
  return ranges.map((range) => range.language).find(isLanguage) ?? DEFAULT_LANGUAGE
}
