import type { ProductFilterOptions } from '@shop/contract'
import { useId, useState, type FormEvent, type ReactNode } from 'react'
import { useTranslation } from '../../../lib/i18n'
import { Button } from '../../../components/ui/button'
import { cx } from '../../../lib/cx'
import type { CatalogQuery } from '../catalog-query'

/**
 * The filter panel of a product list: category (on /products), metal, brand, price and weight ranges and
 * stock. A tick applies at once; a range applies with its button (or Enter), not at every keystroke.
 */
export function CatalogFilters({
  query,
  options,
  categories,
  onChange,
}: {
  query: CatalogQuery
  options: ProductFilterOptions | undefined
  /** The categories to choose from; absent on a category's own page. */
  categories?: { id: number; name: string }[] | undefined
  onChange: (next: CatalogQuery) => void
}) {
  const { t } = useTranslation(['catalog'])
  const toggle = <T,>(list: readonly T[], value: T) =>
    list.includes(value) ? list.filter((item) => item !== value) : [...list, value]
  // Chosen values stay listed even when the options do not carry them (an old link's brand).
  const brands = [
    ...(options?.brands ?? []),
    ...query.brands
      .filter((b) => !options?.brands.some((o) => o.name.toLowerCase() === b.toLowerCase()))
      .map((name) => ({ name, count: 0 })),
  ]
  const isBrandChosen = (name: string) => query.brands.some((b) => b.toLowerCase() === name.toLowerCase())

  return (
    <div className="space-y-7">
      {categories && categories.length > 0 && (
        <FilterGroup title={t('catalog:filters.category')}>
          <ChoiceRow
            type="radio"
            name="category"
            label={t('catalog:filters.allCategories')}
            checked={query.categoryId === null}
            onChange={() => onChange({ ...query, categoryId: null })}
          />
          {categories.map((category) => (
            <ChoiceRow
              key={category.id}
              type="radio"
              name="category"
              label={category.name}
              checked={query.categoryId === category.id}
              onChange={() => onChange({ ...query, categoryId: category.id })}
            />
          ))}
        </FilterGroup>
      )}

      {(options?.metals.length ?? 0) > 0 && (
        <FilterGroup title={t('catalog:filters.metal')}>
          {options?.metals.map(({ metal, count }) => (
            <ChoiceRow
              key={metal}
              type="checkbox"
              label={t(`catalog:metal.${metal}`)}
              count={count}
              checked={query.metals.includes(metal)}
              onChange={() => onChange({ ...query, metals: toggle(query.metals, metal) })}
            />
          ))}
        </FilterGroup>
      )}

      {brands.length > 0 && (
        <FilterGroup title={t('catalog:filters.brand')}>
          {brands.map(({ name, count }) => (
            <ChoiceRow
              key={name}
              type="checkbox"
              label={name}
              count={count}
              checked={isBrandChosen(name)}
              onChange={() =>
                onChange({
                  ...query,
                  brands: isBrandChosen(name)
                    ? query.brands.filter((b) => b.toLowerCase() !== name.toLowerCase())
                    : [...query.brands, name],
                })
              }
            />
          ))}
        </FilterGroup>
      )}

      <RangeFilter
        title={t('catalog:filters.price')}
        hint={t('catalog:filters.priceHint')}
        min={query.minPrice}
        max={query.maxPrice}
        bounds={options?.price ?? null}
        onApply={(minPrice, maxPrice) => onChange({ ...query, minPrice, maxPrice })}
      />

      {options?.weight && (
        <RangeFilter
          title={t('catalog:filters.weight')}
          min={query.minWeight}
          max={query.maxWeight}
          bounds={options.weight}
          onApply={(minWeight, maxWeight) => onChange({ ...query, minWeight, maxWeight })}
        />
      )}

      <FilterGroup title={t('catalog:filters.availability')}>
        <ChoiceRow
          type="checkbox"
          label={t('catalog:filters.inStockOnly')}
          checked={query.inStock}
          onChange={() => onChange({ ...query, inStock: !query.inStock })}
        />
      </FilterGroup>
    </div>
  )
}

function FilterGroup({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset>
      <legend className="mb-2.5 text-xs font-semibold tracking-[0.16em] text-ink-500 uppercase">
        {title}
      </legend>
      <div className="space-y-1">{children}</div>
    </fieldset>
  )
}

function ChoiceRow({
  type,
  name,
  label,
  count,
  checked,
  onChange,
}: {
  type: 'checkbox' | 'radio'
  name?: string
  label: string
  count?: number
  checked: boolean
  onChange: () => void
}) {
  return (
    <label className="flex min-h-10 cursor-pointer items-center gap-3 rounded-lg px-1 text-sm text-ink-800 hover:bg-cream-100">
      <input
        type={type}
        name={name}
        checked={checked}
        onChange={onChange}
        className="size-4.5 shrink-0 accent-gold-600"
      />
      <span className="flex-1">{label}</span>
      {count !== undefined && count > 0 && (
        <span className="text-xs text-ink-500 tabular-nums" aria-hidden="true">
          {count}
        </span>
      )}
    </label>
  )
}

const RANGE_INPUT =
  'w-full min-w-0 rounded-xl border border-line bg-white px-2.5 py-2 text-sm text-ink-900 tabular-nums outline-none placeholder:text-ink-400 focus:border-gold-500 focus:ring-2 focus:ring-gold-200'

function RangeFilter({
  title,
  hint,
  min,
  max,
  bounds,
  onApply,
}: {
  title: string
  hint?: string
  min: string
  max: string
  bounds: { min: number; max: number } | null
  onApply: (min: string, max: string) => void
}) {
  const { t } = useTranslation(['catalog'])
  const id = useId()
  // Keyed by the applied values, so the back button refills the fields with what the URL says.
  const [draft, setDraft] = useState({ min, max, from: `${min}|${max}` })
  const current = draft.from === `${min}|${max}` ? draft : { min, max, from: `${min}|${max}` }
  const reversed = current.min !== '' && current.max !== '' && Number(current.min) > Number(current.max)

  function apply() {
    if (reversed) return
    const next = { min: clean(current.min), max: clean(current.max) }
    if (next.min !== min || next.max !== max) onApply(next.min, next.max)
  }

  function submit(event: FormEvent) {
    event.preventDefault()
    apply()
  }

  return (
    // Leaving the two fields applies them: the phone's filter sheet has one button, Show products, and no
    // Apply per range; the sidebar keeps its Apply buttons.
    <form
      onSubmit={submit}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) apply()
      }}
      aria-labelledby={`${id}-title`}
    >
      <p id={`${id}-title`} className="mb-2.5 text-xs font-semibold tracking-[0.16em] text-ink-500 uppercase">
        {title}
      </p>
      <div className="grid grid-cols-[minmax(0,1fr)_auto_minmax(0,1fr)] items-center gap-2">
        <input
          aria-label={t('catalog:filters.from', { title })}
          inputMode="decimal"
          type="number"
          min={0}
          step="any"
          placeholder={bounds ? `${Math.floor(bounds.min)}` : t('catalog:filters.min')}
          value={current.min}
          onChange={(event) => setDraft({ ...current, min: event.target.value })}
          className={RANGE_INPUT}
        />
        <span aria-hidden="true" className="text-ink-400">
          –
        </span>
        <input
          aria-label={t('catalog:filters.to', { title })}
          inputMode="decimal"
          type="number"
          min={0}
          step="any"
          placeholder={bounds ? `${Math.ceil(bounds.max)}` : t('catalog:filters.max')}
          value={current.max}
          onChange={(event) => setDraft({ ...current, max: event.target.value })}
          className={RANGE_INPUT}
        />
      </div>
      <Button
        type="submit"
        variant="secondary"
        size="sm"
        className="mt-2 w-full max-lg:hidden"
        disabled={reversed}
      >
        {t('catalog:filters.apply')}
      </Button>
      {reversed ? (
        <p role="alert" className="mt-1.5 text-xs text-red-700">
          {t('catalog:filters.reversed')}
        </p>
      ) : (
        hint && <p className={cx('mt-1.5 text-xs text-ink-500')}>{hint}</p>
      )}
    </form>
  )
}

/** A typed number as the URL keeps it: plain decimals, no sign or exponent; anything else is dropped. */
function clean(value: string): string {
  const trimmed = value.trim()
  return /^\d{1,12}(\.\d{1,4})?$/.test(trimmed) ? trimmed : ''
}
