import type { Messages } from './en.js';

/**
 * Arabic, written right to left. Plurals use all six CLDR categories Arabic has
 * (zero, one, two, few, many, other), because Intl.PluralRules('ar') selects every one of them.
 */
export const ar: Messages = {
  'common.copy': 'نسخ',
  'common.copied': 'تم النسخ',
  'common.copy.label': 'نسخ {label}',
  'common.copy.announce': 'تم نسخ {label} إلى الحافظة',
  'common.copy.failed': 'تعذّر النسخ. حدّد النص وانسخه بنفسك.',
  'common.loading': 'جارٍ التحميل…',

  'otp.label': 'رمز التحقق',
  'otp.hint':
    '{length, plural, zero {أدخل الرمز.} one {أدخل الرمز المكوّن من رقم واحد.} two {أدخل الرمز المكوّن من رقمين.} few {أدخل الرمز المكوّن من # أرقام.} many {أدخل الرمز المكوّن من # رقمًا.} other {أدخل الرمز المكوّن من # رقم.}}',
  'otp.error.wrong': 'هذا الرمز غير صحيح. تحقّق منه وحاول مرة أخرى.',
  'otp.error.expired': 'انتهت صلاحية هذا الرمز. اطلب رمزًا جديدًا.',

  'quote.title': 'راجِع التحويل',
  'quote.send': 'أنت ترسل',
  'quote.receive': 'يستلم المستفيد',
  'quote.converted': 'المبلغ المحوَّل',
  'quote.rate': 'سعر الصرف',
  'quote.rate.value': '1 {from} = {rate} {to}',
  'quote.fees.total': 'الرسوم المشمولة',
  'quote.fees.platform': 'رسوم المنصة',
  'quote.fees.breakdown': 'تفاصيل الرسوم',
  'quote.fees.serviceFixed': 'رسوم خدمة ثابتة',
  'quote.fees.serviceVariable': 'رسوم الخدمة ({percent})',
  'quote.fees.counterparty': 'رسوم بنك المستفيد',
  'quote.fees.none': 'بلا رسوم',
  'quote.destination': 'إلى',
  'quote.destination.account': 'الحساب {account}',
  'quote.destination.accountRail': 'الحساب {account} عبر {rail}',

  'countdown.label': 'ينتهي العرض خلال',
  'countdown.expired': 'انتهت صلاحية هذا العرض.',
  'countdown.announce.minutes':
    '{minutes, plural, zero {لم يتبقَّ وقت للتأكيد.} one {تبقّت دقيقة واحدة للتأكيد.} two {تبقّت دقيقتان للتأكيد.} few {تبقّت # دقائق للتأكيد.} many {تبقّت # دقيقة للتأكيد.} other {تبقّت # دقيقة للتأكيد.}}',
  'countdown.announce.seconds':
    '{seconds, plural, zero {لم يتبقَّ وقت للتأكيد.} one {تبقّت ثانية واحدة للتأكيد.} two {تبقّت ثانيتان للتأكيد.} few {تبقّت # ثوانٍ للتأكيد.} many {تبقّت # ثانية للتأكيد.} other {تبقّت # ثانية للتأكيد.}}',

  'rateChange.title': 'تغيّرت الشروط',
  'rateChange.reason.expired': 'انتهت صلاحية العرض السابق. راجِع الشروط الجديدة قبل المتابعة.',
  'rateChange.reason.unavailable': 'لم يعد السعر المعروض متاحًا. راجِع الشروط الجديدة قبل المتابعة.',
  'rateChange.item': 'البند',
  'rateChange.before': 'قبل',
  'rateChange.after': 'الآن',
  'rateChange.unchanged': 'دون تغيير',

  'payment.title': 'طريقة الدفع',
  'payment.intro': 'أرسِل {amount} بالضبط باستخدام هذه البيانات.',
  'payment.reference': 'المرجع',
  'payment.reference.hint': 'أضِف هذا المرجع إلى دفعتك، وإلا فلن يمكن ربطها بتحويلك.',
  'payment.accountNumber': 'رقم الحساب',
  'payment.routingNumber': 'رقم التوجيه',
  'payment.iban': 'رقم الآيبان (IBAN)',
  'payment.swiftCode': 'رمز السويفت (SWIFT/BIC)',
  'payment.clabeNumber': 'رقم CLABE',
  'payment.sortCode': 'رمز الفرع',
  'payment.ifsc': 'رمز IFSC',
  'payment.vpa': 'عنوان UPI',
  'payment.bankName': 'البنك',
  'payment.bankAddress': 'عنوان البنك',
  'payment.bankAccountType': 'نوع الحساب',
  'payment.bankAccountType.CHECKING': 'حساب جارٍ',
  'payment.bankAccountType.SAVINGS': 'حساب توفير',
  'payment.paymentRails': 'طرق الدفع',
  'payment.address': 'عنوان المحفظة',
  'payment.assetType': 'الأصل',
  'payment.invoice': 'الفاتورة',
  'payment.network': 'الشبكة',
  'payment.pix.qr': 'رمز QR لنظام PIX. امسحه بتطبيق البنك.',
  'payment.pix.code': 'رمز PIX للنسخ واللصق',
  'payment.notes': 'ملاحظات',
  'payment.option': 'الخيار {index}',
  'payment.withheld.title': 'بانتظار موافقتك',
  'payment.withheld.body': 'تظهر بيانات الدفع بعد موافقتك على هذه الدفعة.',
  'payment.none': 'لا حاجة إلى بيانات دفع لهذا التحويل.',

  'sca.error.wrongCode': 'هذا الرمز غير صحيح. تحقّق منه وحاول مرة أخرى.',
  'sca.error.locked': 'محاولات كثيرة جدًا. حسابك مقفل حاليًا؛ تواصل مع الدعم لفتحه.',
  'sca.error.rateLimited':
    '{seconds, plural, zero {محاولات كثيرة جدًا. حاول مرة أخرى الآن.} one {محاولات كثيرة جدًا. حاول مرة أخرى بعد ثانية واحدة.} two {محاولات كثيرة جدًا. حاول مرة أخرى بعد ثانيتين.} few {محاولات كثيرة جدًا. حاول مرة أخرى بعد # ثوانٍ.} many {محاولات كثيرة جدًا. حاول مرة أخرى بعد # ثانية.} other {محاولات كثيرة جدًا. حاول مرة أخرى بعد # ثانية.}}',
  'sca.error.expired': 'انتهت صلاحية طلب الموافقة هذا. ابدأ من جديد.',
};
