/** A section's small gold overline, its heading (h2) and an optional line under it. */
export function SectionHeading({
  id,
  eyebrow,
  title,
  description,
}: {
  id: string
  eyebrow: string
  title: string
  description?: string
}) {
  return (
    <div className="mb-8 max-w-2xl sm:mb-10">
      <p className="text-xs font-semibold tracking-[0.22em] text-gold-700 uppercase">{eyebrow}</p>
      <h2 id={id} className="mt-2 font-display text-3xl font-semibold text-ink-900 sm:text-4xl">
        {title}
      </h2>
      {description && <p className="mt-3 text-ink-600">{description}</p>}
    </div>
  )
}
