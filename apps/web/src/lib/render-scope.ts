import type { I18n } from '@shop/contract/i18n'

/**
 * What a server render of a page reads instead of the browser's globals (docs/architecture.md#server-rendered-pages):
 * the request's texts and formatting language, and the API's answers read in the same process. In the browser
 * no scope is ever set, and every caller falls back to the page's one i18next instance and `fetch`.
 */
export interface RenderScope {
  i18n: I18n
  /** A GET of the API (`path` as an endpoint row fills it, with its query), answered without leaving the process. */
  readApi: (path: string, headers: Record<string, string>) => Promise<{ status: number; body: string }>
}

let scopeSource: (() => RenderScope | undefined) | undefined

/** Set once by the server's entry: where each concurrent render finds its own scope. */
export function setRenderScopeSource(source: () => RenderScope | undefined): void {
  scopeSource = source
}

/** The scope of the server render running now; always undefined in the browser. */
export function renderScope(): RenderScope | undefined {
  return scopeSource?.()
}
