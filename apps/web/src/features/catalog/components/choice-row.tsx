import { aedToFils } from '@shop/contract'
import { useId } from 'react'
import { useTranslation } from '../../../lib/i18n'
import { cx } from '../../../lib/cx'
import { formatFils } from '../../../lib/format'
import { chosenOption, type ChoiceGroup, type ProductSelection } from '../selection'

/**
 * A row the shopper chooses in: a variant or attribute type offering more than one value. One with a single
 * value is a fact (Brand, Purity, a bar's only weight), listed as a specification; it is still the chosen
 * option, so its price adjustment counts.
 */
export const isChoice = (group: ChoiceGroup) => group.options.length > 1

/** One variant or attribute type as a row of radio pills, each with its price adjustment. */
export function ChoiceRow({
  group,
  selection,
  onSelect,
}: {
  group: ChoiceGroup
  selection: ProductSelection
  onSelect: (selection: ProductSelection) => void
}) {
  const { t } = useTranslation(['catalog'])
  const name = useId()
  const chosen = chosenOption(group, selection)
  const choose = (id: number) =>
    onSelect(
      group.kind === 'variant'
        ? { ...selection, variants: { ...selection.variants, [group.name]: id } }
        : { ...selection, attributes: { ...selection.attributes, [group.name]: id } },
    )
  if (group.options.length === 0) return null
  return (
    <fieldset>
      <legend className="mb-2 text-sm font-semibold text-ink-900">
        {t('catalog:product.select', { name: group.name })}
      </legend>
      <div className="flex flex-wrap gap-2">
        {group.options.map((option) => (
          <label
            key={option.id}
            className={cx(
              'cursor-pointer rounded-full border px-4 py-2 text-sm transition has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-gold-700',
              chosen?.id === option.id
                ? 'border-ink-900 bg-ink-900 text-cream-50'
                : 'border-line bg-white text-ink-800 hover:border-gold-500',
            )}
          >
            <input
              type="radio"
              name={name}
              value={option.id}
              checked={chosen?.id === option.id}
              onChange={() => choose(option.id)}
              className="sr-only"
            />
            <bdi>{option.label}</bdi>
            {option.priceAdjustment ? (
              <span
                className={cx('ms-1.5 text-xs', chosen?.id === option.id ? 'text-gold-200' : 'text-ink-500')}
              >
                <bdi dir="ltr">
                  {option.priceAdjustment > 0 ? '+' : '−'}
                  {formatFils(Math.abs(aedToFils(option.priceAdjustment)))}
                </bdi>
              </span>
            ) : null}
          </label>
        ))}
      </div>
    </fieldset>
  )
}
