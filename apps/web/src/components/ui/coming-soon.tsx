import { Clock } from 'lucide-react'

/** Placeholder body of a page that is still being built: its heading and one line. */
export function ComingSoon({ title }: { title: string }) {
  return (
    <div className="page-container py-16 sm:py-24">
      <div className="mx-auto max-w-xl rounded-3xl border border-line bg-white px-6 py-14 text-center shadow-sm">
        <Clock aria-hidden="true" className="mx-auto size-10 text-gold-500" strokeWidth={1.5} />
        <h1 className="mt-5 font-display text-3xl font-semibold text-ink-900 sm:text-4xl">{title}</h1>
        <p className="mt-3 text-ink-600">Coming soon</p>
      </div>
    </div>
  )
}
