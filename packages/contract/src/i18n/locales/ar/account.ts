import type { Translation } from '../../translation.js'
import type en from '../en/account.js'

export default {
  hello: 'مرحباً، {{name}}',
  menu: 'الحساب',
  tabs: {
    profile: 'الملف الشخصي',
    orders: 'الطلبات',
    'change-password': 'كلمة المرور',
  },
  titles: {
    profile: 'ملفي الشخصي',
    orders: 'طلباتي',
    'change-password': 'تغيير كلمة المرور',
  },
  shopOwner: 'إدارة المتجر',
} satisfies Translation<typeof en>
