import { Search } from 'lucide-react'
import { useDeferredValue, useId, useState } from 'react'
import { Link } from 'react-router'
import { INPUT_CLASS } from '../../../components/ui/text-field'
import { useProductSearch } from '../api'

/** Finds a product by name or SKU and links to its stock page. */
export function ProductPicker() {
  const id = useId()
  const [text, setText] = useState('')
  const search = useDeferredValue(text.trim())
  const results = useProductSearch(search)
  return (
    <div className="space-y-2">
      <label htmlFor={id} className="block text-sm font-medium text-ink-800">
        Find a product
      </label>
      <div className="relative">
        <Search
          aria-hidden="true"
          className="pointer-events-none absolute top-3.5 left-3.5 size-5 text-ink-400"
        />
        <input
          id={id}
          type="search"
          value={text}
          onChange={(event) => setText(event.target.value)}
          placeholder="Name or SKU"
          className={`${INPUT_CLASS} border-line pl-11`}
        />
      </div>
      {search.length >= 2 &&
        (results.isError ? (
          <p role="alert" className="text-sm text-red-700">
            {results.error.message}
          </p>
        ) : results.data ? (
          results.data.data.length === 0 ? (
            <p className="text-sm text-ink-600">No product matches “{search}”.</p>
          ) : (
            <ul
              aria-label="Matching products"
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
                    <span className="shrink-0 text-ink-500">{product.stock} in stock</span>
                  </Link>
                </li>
              ))}
            </ul>
          )
        ) : null)}
    </div>
  )
}
