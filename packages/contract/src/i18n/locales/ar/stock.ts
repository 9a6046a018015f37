import type { Translation } from '../../translation.js'
import type en from '../en/stock.js'

// A value that may read left to right (an amount, id, email, address or date) sits between \u2068 and \u2069
// (first-strong isolate), so it keeps its own order inside an Arabic sentence.
export default {
  page: {
    title: 'المخزون',
    lead: 'يُحفظ كل تغيير في السجل مع من أجراه وسببه.',
    pick: 'اختر منتجًا من قائمة المخزون المنخفض أو ابحث عنه بالاسم أو رمز المنتج لترى سجله وتعدّل مخزونه.',
  },
  picker: {
    label: 'ابحث عن منتج',
    placeholder: 'الاسم أو رمز المنتج',
    none: 'لا يوجد منتج يطابق «\u2068{{search}}\u2069».',
    results: 'المنتجات المطابقة',
    inStock: '{{stock}} في المخزون',
  },
  low: {
    title: 'مخزون منخفض',
    loading: 'جارٍ تحميل المخزون المنخفض',
    none: 'كل المنتجات فوق حدّ المخزون المنخفض.',
    sku: 'رمز المنتج \u2068{{sku}}\u2069',
    out: 'نفد من المخزون',
    left: 'تبقّى {{stock}}',
    level: 'الحدّ {{level}}',
  },
  product: {
    loading: 'جارٍ تحميل المخزون',
    notFound: 'لا يوجد منتج بهذا المعرّف.',
    sku: 'رمز المنتج \u2068{{sku}}\u2069',
    inStock: 'في المخزون · منخفض عند {{level}}',
    ledger: 'السجل',
  },
  ledger: {
    label: 'سجل المخزون',
    none: 'لم تُسجَّل أي تغييرات على المخزون بعد.',
    order: ' · الطلب \u2068{{id}}\u2069',
    theShop: 'المتجر',
    after: 'بعد التغيير',
    reasons: {
      initial: 'المخزون الافتتاحي',
      order: 'طُلب',
      cancel: 'أُلغي',
      timeout: 'انتهت مهلة الطلب',
      failed: 'فشل الدفع',
      returned: 'أرجعه مشترٍ',
      received: 'استُلم',
      damaged: 'تالف أو مفقود',
      count: 'تصحيح الجرد',
      other: 'أخرى',
    },
  },
  adjust: {
    label: 'تعديل المخزون',
    delta: 'التغيير بالوحدات',
    deltaPlaceholder: 'مثلًا 5 أو ‎-2',
    hintNow: 'في المخزون الآن {{stock}}. استخدم علامة الناقص لإخراج وحدات.',
    hintBelowShown: 'في المخزون الآن {{stock}}.',
    hintBelow: 'في المخزون الآن {{stock}}: هذا أكثر مما هو موجود.',
    hintAfter: 'في المخزون الآن {{stock}}؛ ويصبح {{after}} بعد هذا التغيير.',
    reason: 'السبب',
    note: 'ملاحظة',
    noteRequired: 'مطلوبة: اذكر السبب.',
    noteOptional: 'اختيارية: إشعار تسليم، أو من أجرى الجرد.',
    saving: 'جارٍ الحفظ...',
    submit: 'تعديل المخزون',
    done: '\u2068{{name}}\u2069: المخزون الآن {{stock}}.',
    reasons: {
      received: 'استلام',
      damaged: 'تالف أو مفقود',
      count: 'تصحيح الجرد',
      other: 'أخرى',
    },
  },
} satisfies Translation<typeof en>
