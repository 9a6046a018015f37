import type { Translation } from '../../translation.js'
import type en from '../en/account.js'

// \u2066…\u2069 (or \u2068…\u2069 for a name in either script) keep an amount, id or address left to right
// inside the Arabic sentence, whatever follows it.
export default {
  hello: 'مرحباً، \u2068{{name}}\u2069',
  menu: 'الحساب',
  tabs: {
    profile: 'الملف الشخصي',
    orders: 'الطلبات',
    'change-password': 'كلمة المرور',
    security: 'الأمان',
  },
  titles: {
    profile: 'ملفي الشخصي',
    orders: 'طلباتي',
    'change-password': 'تغيير كلمة المرور',
    security: 'الأمان',
  },
  shopOwner: 'إدارة المتجر',
} satisfies Translation<typeof en>
