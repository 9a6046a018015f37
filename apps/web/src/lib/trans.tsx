import type { TFunction, TranslationKey } from '@shop/contract/i18n'
import { cloneElement, Fragment, type ReactElement, type ReactNode } from 'react'
import { useTranslation } from './i18n'

type Components = readonly ReactElement[] | Readonly<Record<string, ReactElement>>

// `<0>…</0>` or `<strong>…</strong>`: a span of a text that a component shows. Tags may nest, never overlap.
const TAG = /<(\w+)>([\s\S]*?)<\/\1>/g

/** The text as nodes: each tagged span inside (a copy of) its component; a tag with no component stays text. */
function withComponents(text: string, components: Components): ReactNode[] {
  const nodes: ReactNode[] = []
  let from = 0
  for (const match of text.matchAll(TAG)) {
    const [whole, name = '', inner = ''] = match
    if (match.index > from) nodes.push(text.slice(from, match.index))
    const component = (components as Readonly<Record<string, ReactElement | undefined>>)[name]
    const children = withComponents(inner, components)
    nodes.push(
      component ? (
        cloneElement(component, { key: nodes.length }, ...children)
      ) : (
        <Fragment key={nodes.length}>{whole}</Fragment>
      ),
    )
    from = match.index + whole.length
  }
  if (from < text.length) nodes.push(text.slice(from))
  return nodes
}

export interface TransProps {
  i18nKey: TranslationKey
  /** The translator to use (the caller's); the page's when absent. */
  t?: TFunction
  values?: Readonly<Record<string, unknown>>
  count?: number
  /** What shows each tagged span: by position (`<0>`) or by name (`<strong>`). */
  components: Components
}

/**
 * A text with parts shown by components: a bold amount, a link. The translation says where each goes, so the
 * Arabic sentence can put them in its own order. Written like react-i18next's Trans, the format the texts use.
 */
export function Trans({ i18nKey, t, values, count, components }: TransProps) {
  const page = useTranslation()
  const text = (t ?? page.t)(i18nKey, count === undefined ? { ...values } : { ...values, count })
  return <>{withComponents(text, components)}</>
}
