import type { ReactNode } from 'react'

/** The frame of the sign-in pages: a centred card with a heading and a line under it. */
export function AuthCard({
  title,
  subtitle,
  children,
  footer,
}: {
  title: string
  subtitle?: ReactNode
  children: ReactNode
  footer?: ReactNode
}) {
  return (
    <div className="page-container py-10 sm:py-16">
      <div className="mx-auto w-full max-w-md rounded-3xl border border-line bg-white px-5 py-8 shadow-sm sm:px-8 sm:py-10">
        <h1 className="font-display text-3xl font-semibold text-ink-900">{title}</h1>
        {/* A long email address in the subtitle wraps anywhere rather than widen the card past a phone screen. */}
        {subtitle && <p className="mt-2 text-ink-600 [overflow-wrap:anywhere]">{subtitle}</p>}
        <div className="mt-8">{children}</div>
        {footer && (
          <div className="mt-8 border-t border-line pt-6 text-center text-sm text-ink-600">{footer}</div>
        )}
      </div>
    </div>
  )
}
