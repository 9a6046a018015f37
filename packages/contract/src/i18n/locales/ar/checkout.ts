import type { Translation } from '../../translation.js'
import type en from '../en/checkout.js'

// \u2066…\u2069 (or \u2068…\u2069 for a name in either script) keep an amount, id or address left to right
// inside the Arabic sentence, whatever follows it.
export default {
  loadingCart: 'جارٍ تحميل سلتك…',
  title: 'إتمام الشراء',
  breadcrumb: {
    home: 'الرئيسية',
    cart: 'سلة التسوق',
    checkout: 'إتمام الشراء',
  },
  loadProductsFailed: 'تعذّر تحميل المنتجات. يُرجى المحاولة لاحقاً.',
  summary: {
    heading: 'ملخص الطلب',
  },
  details: {
    heading: 'تفاصيل الطلب',
    totalToPay: 'المبلغ المطلوب دفعه',
    confirm:
      'أوافق على <terms>الشروط والأحكام</terms>، وأقرّ بأن عمري 18 عاماً أو أكثر، وأدرك أن مدفوعات البيتكوين لا يمكن استردادها.',
    placing: 'جارٍ تأكيد الطلب...',
  },
  method: {
    heading: 'طريقة الدفع',
    comingSoon: 'قريباً',
    BTC: 'بيتكوين (BTC)',
    ETH: 'إيثيريوم (ETH)',
    USDT: 'تيثر (USDT)',
  },
  shipping: {
    heading: 'التوصيل',
    standard: 'التوصيل العادي',
    standardHint: 'بسعر إمارة عنوانك، كما يظهر في الملخص.',
    express: 'التوصيل السريع',
    expressHint: '{{price}}، خلال {{days}} أيام عمل من الدفع.',
  },
  problems: {
    cartEmpty: 'لا توجد منتجات في السلة.',
    addressNotFound: 'لم يُعثر على العنوان المحدد.',
    selectShippingAddress: 'يُرجى اختيار عنوان التوصيل.',
    confirmRequired:
      'يُرجى تأكيد موافقتك على الشروط والأحكام، وأن عمرك 18 عاماً أو أكثر، وأنك تدرك أن مدفوعات البيتكوين لا يمكن استردادها.',
  },
  placeOrder: 'تأكيد الطلب',
  placed: 'تم تقديم الطلب بنجاح',
  placementFailed: 'تعذّر تقديم الطلب',
  failed: {
    title: 'فشل الطلب',
    text: 'فشل الطلب! حدث خطأ ما. يُرجى المحاولة مرة أخرى.',
    ok: 'حسناً',
  },
  outOfStock: {
    title: 'الكمية المتوفرة غير كافية',
    text: 'يُرجى تقليل الكمية أو إزالة هذه المنتجات من سلتك.',
    line: 'الكمية المتوفرة من \u2068{{product}}\u2069 غير كافية. المتوفر: {{available}}.',
  },
  priceChanged: {
    title: 'تغيّرت الأسعار',
    text: 'تغيّرت الأسعار. يُرجى مراجعة طلبك.',
    cancel: 'إلغاء',
    confirm: 'الموافقة وتأكيد الطلب',
  },
} satisfies Translation<typeof en>
