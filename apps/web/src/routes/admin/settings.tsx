import { Loading } from '../../features/owner/components/owner-ui'
import { ShopSettingsForm } from '../../features/owner/components/shop-settings-form'
import { useOwnerSettings } from '../../features/owner/settings-api'
import { FormAlert } from '../../components/ui/text-field'
import { useTranslation } from '../../lib/i18n'
import { usePageTitle } from '../../lib/use-page-title'

/** docs/architecture.md#shop-settings: /admin/settings, the settings the owner controls. */
export function Component() {
  const { t } = useTranslation(['ownerSettings'])
  usePageTitle(t('ownerSettings:page.title'))
  const settings = useOwnerSettings()
  if (settings.isError) return <FormAlert>{t('ownerSettings:page.loadFailed')}</FormAlert>
  if (!settings.data) return <Loading label={t('ownerSettings:page.title')} />
  return <ShopSettingsForm stored={settings.data} />
}
