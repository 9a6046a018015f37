import { Search } from 'lucide-react'
import { useDeferredValue, useId, useState } from 'react'
import { useTranslation } from '../../../lib/i18n'
import { Link } from '../../../lib/router'
import { INPUT_CLASS } from '../../../components/ui/text-field'
import { useProductSearch } from '../api'

/** Finds a product by name or SKU and links to its stock page. */
export function ProductPicker() {
  const { t } = useTranslation(['stock'])
  const id = useId()
  const [text, setText] = useState('')
  const search = useDeferredValue(text.trim())
  const results = useProductSearch(search)
  return (
    <div className="space-y-2">
      <label htmlFor={id} className="block text-sm font-medium text-ink-800">
        {t('stock:picker.label')}
      </label>
      <div className="relative">
        <Search
          aria-hidden="true"
          className="pointer-events-none absolute start-3.5 top-3.5 size-5 text-ink-400"
        />
        <input
          id={id}
          type="search"
          value={text}
          onChange={(event) => setText(event.target.value)}
          placeholder={t('stock:picker.placeholder')}
          className={`${INPUT_CLASS} border-line ps-11`}
        />
      </div>
      {search.length >= 2 &&
        (results.isError ? (
          <p role="alert" className="text-sm text-red-700">
            {results.error.message}
          </p>
        ) : results.data ? (
          results.data.data.length === 0 ? (
            <p className="text-sm text-ink-600">{t('stock:picker.none', { search })}</p>
          ) : (
            <ul
              aria-label={t('stock:picker.results')}
              className="divide-y divide-line rounded-xl border border-line bg-white"
            >
              {results.data.data.map((product) => (
                <li key={product.id}>
                  <Link
                    to={`/admin/stock?product=${product.id}`}
                    onClick={() => setText('')}
                    className="flex justify-between gap-3 px-4 py-2.5 text-sm hover:bg-cream-100"
                  >
                    <span className="min-w-0 font-medium break-words text-ink-900">
                      {product.product_name}
                    </span>
                    <span className="shrink-0 text-ink-500">
                      {t('stock:picker.inStock', { stock: product.stock })}
                    </span>
                  </Link>
                </li>
              ))}
            </ul>
          )
        ) : null)}
    </div>
  )
}
