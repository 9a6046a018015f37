import type { Translation } from '../../translation.js'
import type en from '../en/cart.js'

export default {
  title: 'سلة التسوق',
  breadcrumb: {
    home: 'الرئيسية',
    cart: 'السلة',
  },
  empty: {
    title: 'سلتك فارغة',
    text: 'تصفّح الذهب والفضة والهواتف الذكية لدينا وأضف ما يعجبك.',
  },
  continueShopping: 'متابعة التسوق',
  items: 'المنتجات',
  checking: 'جارٍ التحقق من الأسعار والمخزون…',
  checkFailed: 'تعذّر التحقق من أحدث الأسعار والمخزون. سنتحقق منها مجددًا عند تقديم طلبك.',
  columns: {
    product: 'المنتج',
    quantity: 'الكمية',
    unitPrice: 'سعر الوحدة',
    total: 'الإجمالي',
  },
  line: {
    unitPrice: 'سعر الوحدة: ',
    total: 'الإجمالي: ',
    remove: 'إزالة {{name}}',
    removed: 'تمت إزالة المنتج من السلة',
    vat: 'ضريبة القيمة المضافة {{percent}}%',
    freeShipping: ' · شحن مجاني',
  },
  summary: {
    title: 'ملخص الطلب',
    totalToPay: 'المبلغ المستحق',
    deliverTo: 'التوصيل إلى',
    serviceCharge:
      'يشمل رسوم خدمة بنسبة {{percent}}% على المجموع الفرعي. ستطلب صفحة الدفع <0>{{total}}</0> بالضبط، تُدفع بالبيتكوين.',
    proceed: 'المتابعة إلى الدفع',
    paidInBitcoin: 'الدفع بالبيتكوين عند إتمام الطلب · توصيل مؤمَّن',
  },
  notices: {
    noLongerAvailable: 'أحد المنتجات في سلتك لم يعد متاحًا وقد أُزيل منها.',
    outOfStockRemoved: 'نفد مخزون {{name}} وقد أُزيل من سلتك.',
    quantityLowered_zero: 'لم يتبقَّ شيء من {{name}}: خُفّضت الكمية في سلتك.',
    quantityLowered_one: 'تبقّت قطعة واحدة فقط من {{name}}: خُفّضت الكمية في سلتك.',
    quantityLowered_two: 'تبقّت قطعتان فقط من {{name}}: خُفّضت الكمية في سلتك.',
    quantityLowered_few: 'تبقّت {{count}} قطع فقط من {{name}}: خُفّضت الكمية في سلتك.',
    quantityLowered_many: 'تبقّت {{count}} قطعة فقط من {{name}}: خُفّضت الكمية في سلتك.',
    quantityLowered_other: 'تبقّت {{count}} قطعة فقط من {{name}}: خُفّضت الكمية في سلتك.',
  },
  limits: {
    identityNeeded:
      'الطلب بقيمة {{threshold}} أو أكثر (مع طلباتك خلال آخر {{days}} يوماً) يحتاج إلى التحقق من الهوية: بعد إتمامه نطلب بطاقة الهوية الإماراتية (الوجهين) أو جواز السفر، ويُفتح الدفع بعد موافقتنا، مع مهلة {{hours}} ساعة للدفع.',
    overCapUntilVerified:
      'لا يتجاوز مجموع الطلبات غير المدفوعة {{limit}} حتى نتحقق من هويتك. بعد التحقق من بطاقة الهوية الإماراتية أو جواز السفر يمكنك الطلب حتى {{verifiedLimit}}: ابدأ بطلب أصغر ونطلب وثيقتك حينها، أو تواصل معنا.',
    overCap:
      'لا يتجاوز مجموع الطلبات غير المدفوعة {{limit}}؛ وهذا الطلب يرفع مجموعك إلى {{total}}. ادفع طلباً أو ألغه أولاً، أو تواصل معنا.',
    tooManyOpenOrders_zero: 'لا يمكن لحسابك أن يحمل طلبات غير مدفوعة الآن.',
    tooManyOpenOrders_one: 'لديك طلب واحد غير مدفوع، وهو أقصى ما يمكن لحساب واحد. ادفعه أو ألغه قبل طلب آخر.',
    tooManyOpenOrders_two:
      'لديك طلبان غير مدفوعين، وهو أقصى ما يمكن لحساب واحد. ادفع أحدهما أو ألغه قبل طلب آخر.',
    tooManyOpenOrders_few:
      'لديك {{count}} طلبات غير مدفوعة، وهو أقصى ما يمكن لحساب واحد. ادفع أحدها أو ألغه قبل طلب آخر.',
    tooManyOpenOrders_many:
      'لديك {{count}} طلباً غير مدفوع، وهو أقصى ما يمكن لحساب واحد. ادفع أحدها أو ألغه قبل طلب آخر.',
    tooManyOpenOrders_other:
      'لديك {{count}} طلب غير مدفوع، وهو أقصى ما يمكن لحساب واحد. ادفع أحدها أو ألغه قبل طلب آخر.',
    contact: 'تواصل معنا',
    yourOrders: 'طلباتك',
  },
} satisfies Translation<typeof en>
