import * as Tabs from '@radix-ui/react-tabs'
import { useTranslation } from '../../../lib/i18n'
import { chosenOption, type ChoiceGroup, type ProductSelection } from '../selection'

const TAB_TRIGGER =
  'rounded-full px-5 py-2 text-sm font-semibold text-ink-600 transition hover:text-ink-900 data-[state=active]:bg-ink-900 data-[state=active]:text-cream-50'

/** docs/product.md#for-shoppers tabs: Description (the paragraphs) and Attributes (each selected option, or N/A). */
export function ProductTabs({
  groups,
  selection,
  paragraphs,
}: {
  groups: ChoiceGroup[]
  selection: ProductSelection
  paragraphs: string[]
}) {
  const { t } = useTranslation(['catalog'])
  return (
    <Tabs.Root defaultValue="description" className="mt-14">
      <Tabs.List
        aria-label={t('catalog:product.information')}
        className="inline-flex gap-1 rounded-full border border-line bg-white p-1 shadow-sm"
      >
        <Tabs.Trigger value="description" className={TAB_TRIGGER}>
          {t('catalog:product.description')}
        </Tabs.Trigger>
        <Tabs.Trigger value="attributes" className={TAB_TRIGGER}>
          {t('catalog:product.attributes')}
        </Tabs.Trigger>
      </Tabs.List>
      <Tabs.Content value="description" className="mt-6 max-w-3xl space-y-4 leading-relaxed text-ink-700">
        {paragraphs.map((text, index) => (
          <p key={index}>{text}</p>
        ))}
      </Tabs.Content>
      <Tabs.Content value="attributes" className="mt-6 max-w-3xl">
        {groups.length === 0 ? (
          <p className="text-ink-600">{t('catalog:product.notApplicable')}</p>
        ) : (
          <dl className="divide-y divide-line overflow-hidden rounded-2xl border border-line bg-white">
            {groups.map((group) => (
              <div
                key={`${group.kind}-${group.name}`}
                className="grid grid-cols-[10rem_1fr] gap-4 px-5 py-3 text-sm"
              >
                <dt className="font-medium text-ink-600">{group.name}</dt>
                <dd className="text-ink-900">
                  <bdi>{chosenOption(group, selection)?.label ?? t('catalog:product.notApplicable')}</bdi>
                </dd>
              </div>
            ))}
          </dl>
        )}
      </Tabs.Content>
    </Tabs.Root>
  )
}
