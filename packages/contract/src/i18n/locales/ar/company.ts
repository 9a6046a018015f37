import type { Translation } from '../../translation.js'
import type en from '../en/company.js'

export default {
  phone: 'الهاتف',
  email: 'البريد الإلكتروني',
  address: 'العنوان',
  legalName: 'الاسم القانوني',
  tradeLicence: 'الرخصة التجارية',
  trn: 'رقم التسجيل الضريبي (TRN)',
  seller: 'البائع',
  soldBy: 'البائع: <name>{{legalName}}</name>',
  soldByTrn: '، الرقم الضريبي {{trn}}',
  soldByLicence: '، الرخصة التجارية {{licence}}',
} satisfies Translation<typeof en>
