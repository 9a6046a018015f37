import { useTranslation } from '../../../lib/i18n'
import type { ChoiceGroup } from '../selection'

/** One-value attributes as a short list of facts (Weight 31.1035 g, Purity 999.9 ‰). */
export function ProductSpecifications({ groups }: { groups: ChoiceGroup[] }) {
  const { t } = useTranslation(['catalog'])
  if (groups.length === 0) return null
  return (
    <div>
      <h2 className="mb-2 text-sm font-semibold text-ink-900">{t('catalog:product.specifications')}</h2>
      <dl className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-1 text-sm">
        {groups.map((group) => (
          <div key={group.name} className="contents">
            <dt className="text-ink-600">{group.name}</dt>
            {/* Isolated, so "1000 g" and "256 GB" keep their order in Arabic. */}
            <dd className="text-ink-900">
              <bdi>{group.options[0]?.label}</bdi>
            </dd>
          </div>
        ))}
      </dl>
    </div>
  )
}
