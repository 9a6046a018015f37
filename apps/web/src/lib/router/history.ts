/** Where the shopper is: the path under the language's basename, and the entry's state and key. */
export interface Location {
  pathname: string
  search: string
  hash: string
  /** What the page that navigated here left for this one (`navigate(to, { state })`). */
  state: unknown
  /** One per history entry ("default" for the entry the shop was opened at): scroll positions are kept by it. */
  key: string
}

export type Path = Pick<Location, 'pathname' | 'search' | 'hash'>

/** How the current entry was reached: back/forward (or the first load), a new entry, or one replaced. */
export type HistoryAction = 'POP' | 'PUSH' | 'REPLACE'

/** The browser's history, or a memory of one (tests, the server render). Paths are under the basename. */
export interface History {
  readonly location: Location
  readonly action: HistoryAction
  push(path: Path, state: unknown): void
  replace(path: Path, state: unknown): void
  go(delta: number): void
  /** Called after back or forward moved to another entry. */
  listen(listener: () => void): () => void
  /** The URL of a path, basename included. */
  createHref(path: Path): string
}

const randomKey = () => Math.random().toString(36).slice(2, 10)

/** `?a=1`, `#x`, `/cart?x#y` split in three; missing parts empty. */
export function parsePath(text: string): Partial<Path> {
  const path: Partial<Path> = {}
  let rest = text
  const hashAt = rest.indexOf('#')
  if (hashAt >= 0) {
    path.hash = rest.slice(hashAt)
    rest = rest.slice(0, hashAt)
  }
  const searchAt = rest.indexOf('?')
  if (searchAt >= 0) {
    path.search = rest.slice(searchAt)
    rest = rest.slice(0, searchAt)
  }
  if (rest) path.pathname = rest
  return path
}

export const createPath = ({ pathname, search, hash }: Path): string =>
  `${pathname}${search === '?' ? '' : search}${hash === '#' ? '' : hash}`

/** `/ar/cart` under `/ar` is `/cart`; `/ar` is `/`. A path outside the basename stays as it is. */
export function stripBasename(pathname: string, basename: string): string {
  if (!basename) return pathname
  if (pathname.toLowerCase() === basename.toLowerCase()) return '/'
  return pathname.toLowerCase().startsWith(`${basename.toLowerCase()}/`)
    ? pathname.slice(basename.length)
    : pathname
}

function hrefUnder(basename: string) {
  return (path: Path) =>
    createPath({ ...path, pathname: basename && path.pathname === '/' ? basename : basename + path.pathname })
}

interface EntryState {
  usr?: unknown
  key?: string
}

/** The browser's history under `basename` (`/ar` for Arabic pages, empty for English). */
export function createBrowserHistory(basename: string): History {
  const read = (): Location => {
    const { pathname, search, hash } = window.location
    const entry = window.history.state as EntryState | null
    return {
      pathname: stripBasename(pathname, basename),
      search,
      hash,
      state: entry?.usr ?? null,
      key: entry?.key ?? 'default',
    }
  }
  let location = read()
  let action: HistoryAction = 'POP'
  const listeners = new Set<() => void>()
  const createHref = hrefUnder(basename)
  window.addEventListener('popstate', () => {
    location = read()
    action = 'POP'
    listeners.forEach((listener) => listener())
  })
  const write = (kind: 'push' | 'replace') => (path: Path, state: unknown) => {
    const key = randomKey()
    const entry: EntryState = { usr: state ?? null, key }
    if (kind === 'push') window.history.pushState(entry, '', createHref(path))
    else window.history.replaceState(entry, '', createHref(path))
    location = { ...path, state: state ?? null, key }
    action = kind === 'push' ? 'PUSH' : 'REPLACE'
  }
  return {
    get location() {
      return location
    },
    get action() {
      return action
    },
    push: write('push'),
    replace: write('replace'),
    go: (delta) => window.history.go(delta),
    listen(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    createHref,
  }
}

/** A history kept in memory, starting at `entries[index]` (each a URL with the basename, as the browser shows it). */
export function createMemoryHistory(
  entries: readonly (string | Partial<Location>)[],
  basename: string,
  index = entries.length - 1,
): History {
  const stack: Location[] = entries.map((entry, at) => {
    const path = typeof entry === 'string' ? parsePath(entry) : entry
    return {
      pathname: stripBasename(path.pathname ?? '/', basename),
      search: path.search ?? '',
      hash: path.hash ?? '',
      state: (typeof entry === 'string' ? null : entry.state) ?? null,
      key: (typeof entry === 'string' ? undefined : entry.key) ?? (at === 0 ? 'default' : randomKey()),
    }
  })
  if (stack.length === 0) stack.push({ pathname: '/', search: '', hash: '', state: null, key: 'default' })
  let at = Math.min(Math.max(index, 0), stack.length - 1)
  let action: HistoryAction = 'POP'
  const listeners = new Set<() => void>()
  return {
    get location() {
      return stack[at] as Location
    },
    get action() {
      return action
    },
    push(path, state) {
      stack.splice(at + 1, stack.length, { ...path, state: state ?? null, key: randomKey() })
      at += 1
      action = 'PUSH'
    },
    replace(path, state) {
      stack[at] = { ...path, state: state ?? null, key: randomKey() }
      action = 'REPLACE'
    },
    go(delta) {
      const next = Math.min(Math.max(at + delta, 0), stack.length - 1)
      if (next === at) return
      at = next
      action = 'POP'
      listeners.forEach((listener) => listener())
    },
    listen(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    createHref: hrefUnder(basename),
  }
}
