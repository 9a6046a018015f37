import type { Translation } from '../../translation.js'
import type en from '../en/ownerSettings.js'

// A value that may read left to right (an amount, a date) sits between \u2068 and \u2069 (first-strong
// isolate), so it keeps its own order inside an Arabic sentence.
export default {
  page: {
    title: 'الإعدادات',
    lead: 'ما يتقاضاه المتجر وما يعد به. يسري التغيير المحفوظ على عرض السعر التالي فورًا؛ وتحتفظ الطلبات القائمة بأرقامها.',
    version: 'الإصدار \u2068{{version}}\u2069، آخر حفظ \u2068{{at}}\u2069',
    neverSaved: 'القيم الافتراضية للمتجر: لم تُغيَّر بعد',
    loadFailed: 'تعذّر تحميل الإعدادات. أعد تحميل الصفحة وحاول مجددًا.',
  },
  groups: {
    charges: 'الرسوم',
    windows: 'مهل الدفع',
    shipping: 'الشحن',
    identity: 'التحقق من الهوية',
    limits: 'الحدود',
    returns: 'الإرجاع والتوصيل',
    refunds: 'المبالغ المُعادة',
    sellBack: 'الشراء منك',
  },
  refundKinds: {
    latePayment: 'دفعة بعد إغلاق الطلب',
    paidThenCancelled: 'دفعة على طلب ملغى',
    overpaid: 'دفع زائد',
    approvedReturn: 'إرجاع مقبول',
  },
  refundRules: {
    btc: 'البيتكوين المستلم',
    aed: 'قيمته بالدرهم بسعر اليوم',
  },
  fields: {
    serviceChargePercent: 'رسوم الخدمة (٪ من المجموع الفرعي)',
    paymentWindowMinutes: 'مهلة دفع الطلب الجديد (بالدقائق)',
    insufficientWindowMinutes: 'مهلة دفع الباقي بعد دفعة جزئية (بالدقائق)',
    minPartPaymentPercent: 'أصغر دفعة جزئية تمدّد المهلة (٪ من الطلب)',
    standardByEmirate: 'التوصيل العادي لكل إمارة (درهم)',
    freeAbove: 'توصيل عادي مجاني ابتداءً من مجموع فرعي قدره (درهم)',
    expressEnabled: 'تقديم التوصيل السريع',
    expressPrice: 'سعر التوصيل السريع (درهم)',
    expressDays: 'التوصيل السريع خلال (أيام عمل)',
    identityThreshold: 'التحقق من هوية المشتري ابتداءً من إجمالي طلب قدره (درهم)',
    identityValidDays: 'تبقى الهوية الموثّقة صالحة لمدة (أيام)',
    maxOpenOrders: 'الطلبات غير المدفوعة المسموح بها لكل حساب',
    maxOpenOrderValue: 'أقصى مجموع للطلبات غير المدفوعة لكل حساب (درهم)',
    maxOpenOrderValueVerified: 'الحد نفسه لحساب تحققت من هويته (درهم)',
    returnDays: 'مهلة الإرجاع (أيام)',
    deliveryByEmirate: 'مدة التوصيل المتوقعة لكل إمارة (أيام عمل بعد الدفع)',
    from: 'من',
    to: 'إلى',
    paidCancellationFeePercent: 'رسوم إلغاء المشتري لطلب مدفوع (٪)',
    sellBackSpreadGold: 'هامش إعادة شراء الذهب (٪)',
    sellBackSpreadSilver: 'هامش إعادة شراء الفضة (٪)',
    sellBackQuoteHoldMinutes: 'مدة حجز سعر عرض البيع لنا (بالدقائق)',
  },
  hints: {
    refundRules:
      'ما يعيده كل نوع من المبالغ المُعادة: البيتكوين الذي وصل، أو قيمته بالدرهم مُعادًا شراؤها بسعر اليوم. تُقسَم رسوم الشبكة بين طلبات معاملة الدفع الواحدة.',
    serviceChargePercent: 'من 0 إلى 50، بمنزلتين عشريتين على الأكثر. 0 يعني بلا رسوم.',
    window: 'من 15 إلى 1440 دقيقة (يوم واحد).',
    minPartPaymentPercent: 'من 0 إلى 100، بمنزلتين عشريتين على الأكثر.',
    standardByEmirate: 'اتركه فارغًا لاحتساب تكلفة شحن كل منتج.',
    freeAbove: 'اتركه فارغًا ليبقى الشحن مدفوعًا دائمًا. التوصيل السريع مدفوع دائمًا.',
    aed: 'مبلغ بالدرهم، بمنزلتين عشريتين على الأكثر.',
    days: 'عدد صحيح من الأيام.',
    count: 'من 1 إلى 100.',
    paidCancellationFeePercent:
      'من 0 إلى 50، بمنزلتين عشريتين على الأكثر. بعد الدفع يصبح السعر ملزمًا: يسترد المشتري الذي يلغي الأقل من قيمة الطلب عند الدفع وعند الإلغاء، مطروحًا منها هذه الرسوم.',
    sellBackSpread:
      'من 0 إلى 50، بمنزلتين عشريتين على الأكثر. يدفع المتجر السعر الفوري × الوزن الصافي ناقص هذه النسبة؛ وتعرض صفحة المنتج النتيجة.',
    sellBackHold: 'من 5 إلى 1440 دقيقة: اقبل العرض خلال هذه المدة وإلا انتهت صلاحيته.',
  },
  invalid: 'تحقّق من هذه القيمة. {{hint}}',
  save: 'حفظ الإعدادات',
  saving: 'جارٍ الحفظ…',
  saved: 'حُفظت الإعدادات: يسري الإصدار \u2068{{version}}\u2069 على عرض السعر التالي.',
  fixErrors: 'بعض القيم تحتاج إلى مراجعة: لم يُحفظ شيء.',
  saveFailed: 'لم تُحفظ الإعدادات: {{message}}',
} satisfies Translation<typeof en>
