import { ENDPOINTS, type PageSlug, type PublicPage } from '@shop/contract'
import { useQuery } from '@tanstack/react-query'
import { call } from './api-client'
import { cx } from './cx'
import { currentLanguage } from './i18n'

// The pages the owner writes (docs/architecture.md#pages), as published, in the page's language. The API
// renders their Markdown to HTML with raw HTML switched off, so the storefront carries no Markdown code and
// sets that HTML as it comes; server-rendered pages get it with their first paint.

export const publishedPageKey = (slug: PageSlug, language: string) => ['pages', slug, language] as const

/** GET /pages/:slug?lang=: the page as shoppers see it. */
export function usePublishedPage(slug: PageSlug) {
  const language = currentLanguage()
  return useQuery({
    queryKey: publishedPageKey(slug, language),
    queryFn: async ({ signal }): Promise<PublicPage> =>
      (await call(ENDPOINTS.getPage, { params: { slug }, query: { lang: language } }, { signal })).data,
  })
}

/** Type for Markdown's headings, paragraphs, lists and links inside a page of the storefront or a preview. */
export const RICH_TEXT_CLASS = cx(
  'leading-relaxed text-ink-700',
  '[&_p]:my-3 [&_h1]:mt-8 [&_h1]:mb-3 [&_h1]:font-display [&_h1]:text-3xl [&_h1]:font-semibold [&_h1]:text-ink-900',
  '[&_h2]:mt-8 [&_h2]:mb-3 [&_h2]:font-display [&_h2]:text-2xl [&_h2]:font-semibold [&_h2]:text-ink-900',
  '[&_h3]:mt-6 [&_h3]:mb-2 [&_h3]:text-lg [&_h3]:font-semibold [&_h3]:text-ink-900',
  '[&_ul]:my-3 [&_ul]:list-disc [&_ul]:ps-6 [&_ol]:my-3 [&_ol]:list-decimal [&_ol]:ps-6 [&_li]:my-1',
  '[&_a]:font-semibold [&_a]:text-gold-700 [&_a]:underline-offset-2 hover:[&_a]:underline',
  '[&_strong]:font-semibold [&_strong]:text-ink-900 [&_blockquote]:border-s-4 [&_blockquote]:border-gold-300 [&_blockquote]:ps-4',
  '[&>:first-child]:mt-0 [&>:last-child]:mb-0',
)

/** HTML the API rendered from the owner's Markdown (and only that: see above). */
export function RichText({ html, className }: { html: string; className?: string }) {
  return <div className={cx(RICH_TEXT_CLASS, className)} dangerouslySetInnerHTML={{ __html: html }} />
}
