import type { ReactNode } from 'react'

/** One block of the Security tab: a heading, a line of what it is, and its controls. */
export function SecurityCard({
  id,
  title,
  intro,
  children,
}: {
  id: string
  title: string
  intro?: ReactNode
  children: ReactNode
}) {
  return (
    <section aria-labelledby={id} className="rounded-2xl border border-line bg-white p-5 shadow-sm sm:p-6">
      <h2 id={id} className="font-display text-2xl font-semibold text-ink-900">
        {title}
      </h2>
      {intro && <p className="mt-1.5 text-sm text-ink-600">{intro}</p>}
      <div className="mt-4">{children}</div>
    </section>
  )
}
