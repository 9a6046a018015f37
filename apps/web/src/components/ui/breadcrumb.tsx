import { ChevronRight } from 'lucide-react'
import { useTranslation } from '../../lib/i18n'
import { Link } from '../../lib/router'

export interface BreadcrumbItem {
  label: string
  /** Omitted for the current page, the last item. */
  to?: string
}

/** A trail of links to the current page; the item without `to` is marked as the current page. */
export function Breadcrumb({ items }: { items: BreadcrumbItem[] }) {
  const { t } = useTranslation(['common'])
  return (
    <nav aria-label={t('common:ui.breadcrumb')} className="text-sm text-ink-600">
      <ol className="flex flex-wrap items-center gap-1.5">
        {items.map((item, index) => (
          <li key={`${index}-${item.label}`} className="flex items-center gap-1.5">
            {index > 0 && (
              <ChevronRight aria-hidden="true" className="size-3.5 text-ink-400 rtl:-scale-x-100" />
            )}
            {item.to ? (
              <Link to={item.to} className="rounded hover:text-gold-700 hover:underline">
                {item.label}
              </Link>
            ) : (
              <span aria-current="page" className="font-medium text-ink-900">
                {item.label}
              </span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  )
}
