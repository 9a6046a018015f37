import { House } from 'lucide-react'
import { ButtonLink } from '../components/ui/button-link'
import { usePageTitle } from '../lib/use-page-title'

export function Component() {
  usePageTitle('Page not found')
  return (
    <div className="page-container py-20 text-center sm:py-28">
      {/* React hoists this into <head>: search engines should not index a missing page. */}
      <meta name="robots" content="noindex" />
      <p className="font-display text-sm font-semibold tracking-[0.3em] text-gold-700 uppercase">Error 404</p>
      <h1 className="mt-4 font-display text-5xl font-semibold text-ink-900 sm:text-6xl">Hey Buddy</h1>
      <p className="mx-auto mt-4 max-w-md text-ink-600">
        We can&apos;t seem to find the page you are looking for. It may have moved, or the link may be
        mistyped.
      </p>
      <ButtonLink to="/" className="mt-8">
        <House aria-hidden="true" className="size-4" />
        Go Home
      </ButtonLink>
    </div>
  )
}
