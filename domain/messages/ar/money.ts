import type { Translation } from '../catalogue';
import type * as en from '../en/money';

/* Invoices, payments, online payments, bank settlements, write-offs and contracts in Arabic, by the same ids as en/money.ts. */

export const bankSettlements: Translation<typeof en.bankSettlements> = {
  accountLoaded: 'تم تحميل الحساب البنكي بنجاح',
  accountSaved: 'تم حفظ الحساب البنكي بنجاح',
  bankLength: 'يجب ألا يزيد اسم البنك عن 100 حرف.',
  bankRequired: 'أدخل اسم البنك.',
  batchNotFound: 'دفعة التسوية غير موجودة.',
  day: 'اختر اليوم المطلوب جلبه بالصيغة YYYY-MM-DD.',
  dayInFuture: 'لا يمكن أن يكون اليوم المطلوب جلبه في المستقبل.',
  fetched: 'تم جلب التسويات: %{created} دفعات جديدة، و%{updated} محدّثة.',
  fetchedOne: 'تم جلب التسويات: %{created} دفعة جديدة، و%{updated} محدّثة.',
  holderLength: 'يجب ألا يزيد اسم صاحب الحساب عن 100 حرف.',
  holderRequired: 'أدخل اسم صاحب الحساب.',
  ibanChecksum: 'أدخل رقم آيبان كويتيًا صحيحًا: رقما التحقق غير متطابقين. تحقّق من وجود خطأ في الكتابة.',
  ibanCountry: 'أدخل رقم آيبان كويتيًا صحيحًا: يبدأ بـ KW.',
  ibanFormat: 'أدخل رقم آيبان كويتيًا صحيحًا: KW ثم رقما تحقق ثم رمز البنك من 4 أحرف ثم 22 حرفًا أو رقمًا.',
  ibanLength: 'أدخل رقم آيبان كويتيًا صحيحًا: يتكون من 30 خانة (KW ورقما تحقق ورمز البنك من 4 أحرف و22 خانة).',
  ibanRequired: 'أدخل رقم الآيبان لحسابك البنكي.',
  landlordOnly: 'يمكن للمالك وحده تغيير حسابه البنكي.',
  noPermission: 'ليست لديك صلاحية لعرض الحساب البنكي والتسويات.',
  providerUnsupported: 'تقارير التسوية غير متاحة من بوابة %{provider} في هذا الإصدار.',
  status: 'اختر حالة: مطابَقة أو مُعلَّمة للمراجعة.',
  subMerchantFormat:
    'يمكن أن يحتوي مرجع التاجر الفرعي لدى البوابة على أحرف وأرقام ونقاط وشرطات وشرطات سفلية فقط (64 خانة كحد أقصى).',
  upToDate: 'التسويات محدّثة؛ لم يُعثر على جديد.',
};

export const contracts: Translation<typeof en.contracts> = {
  alreadyRenewed: 'تم تجديد هذا العقد بالفعل.',
  approved: 'تمت الموافقة على العقد.',
  created: 'تم إنشاء العقد.',
  deleted: 'تم حذف العقد.',
  dueDay: 'يجب أن يكون يوم استحقاق الدفع رقمًا صحيحًا من 1 إلى 28.',
  endBeforeStart: 'يجب أن يكون تاريخ الانتهاء في يوم البدء أو بعده.',
  endDate: 'أدخل تاريخ الانتهاء بالصيغة YYYY-MM-DD.',
  monthlyRent: 'يجب أن يكون الإيجار الشهري رقمًا بثلاث خانات عشرية كحد أقصى (مثل 350.000).',
  monthlyRentNotPositive: 'يجب أن يكون الإيجار الشهري أكثر من 0 د.ك.',
  noPermission: 'ليست لديك صلاحية لإدارة عقود المستأجرين.',
  notApproved: 'لا يمكن تجديد أو إنهاء إلا عقد معتمد.',
  notDeletable: 'لا يمكن حذف إلا عقد مطلوب أو مرفوض.',
  notEditable: 'لا يمكن تعديل إلا عقد مطلوب.',
  notFound: 'العقد غير موجود.',
  notRequested: 'لا يمكن قبول أو رفض إلا عقد مطلوب.',
  overlap: 'لهذه الوحدة عقد معتمد في هذه التواريخ.',
  rejected: 'تم رفض العقد.',
  renewed: 'تم تجديد العقد.',
  requested: 'تم إرسال طلب العقد إلى المالك.',
  securityDeposit: 'يجب أن يكون مبلغ التأمين رقمًا بثلاث خانات عشرية كحد أقصى (مثل 350.000).',
  securityDepositNegative: 'لا يمكن أن يكون مبلغ التأمين أقل من 0 د.ك.',
  startDate: 'أدخل تاريخ البدء بالصيغة YYYY-MM-DD.',
  tenant: 'اختر المستأجر.',
  terminated: 'تم إنهاء العقد.',
  unit: 'اختر الوحدة.',
  unitNotVacant: 'هذه الوحدة غير شاغرة. اختر وحدة شاغرة.',
  updated: 'تم تحديث العقد.',
};

export const invoices: Translation<typeof en.invoices> = {
  alreadyCancelled: 'هذه الفاتورة ملغاة بالفعل.',
  alreadyPaid: 'هذه الفاتورة مدفوعة بالفعل.',
  amount: 'يجب أن يكون المبلغ رقمًا أكبر من 0 بحد أقصى 3 منازل عشرية (مثال: 15.500).',
  belowPaid: 'لا يمكن أن يقل إجمالي الفاتورة عن المبلغ المدفوع.',
  cancelled: 'تم إلغاء الفاتورة.',
  cancelledCharges: 'هذه الفاتورة ملغاة؛ لا يمكن تغيير بنودها.',
  chargeAdded: 'تمت إضافة الرسم.',
  chargeNotFound: 'الرسم غير موجود.',
  chargeRemoved: 'تمت إزالة الرسم.',
  description: 'أدخل وصفًا لا يتجاوز 200 حرف.',
  generated: 'تم إنشاء %{count} فاتورة.',
  hasPayments: 'لا يمكن إلغاء فاتورة عليها دفعات.',
  invoiceId: 'اختر الفاتورة.',
  noPermission: 'ليست لديك صلاحية لعرض الفواتير.',
  notFound: 'الفاتورة غير موجودة.',
  period: 'أدخل الفترة بالصيغة YYYY-MM.',
  rentItemFixed: 'لا يمكن إزالة بند الإيجار.',
};

export const manualPayments: Translation<typeof en.manualPayments> = {
  amountPositive: 'يجب أن يكون المبلغ رقمًا موجبًا',
  amountRequired: 'المبلغ مطلوب',
  amountTooLarge: 'يجب أن يكون المبلغ أقل من 1,000,000,000.',
  created: 'تمت إضافة الدفعة بنجاح',
  currencyOnlyKwd: 'العملة الوحيدة المقبولة هي الدينار الكويتي (KWD).',
  currencyRequired: 'العملة مطلوبة',
  date: 'استخدم تاريخًا بالصيغة YYYY-MM-DD.',
  depositDate: 'يجب أن يكون تاريخ الإيداع تاريخًا ووقتًا صحيحين.',
  invoiceRequired: 'الفاتورة مطلوبة',
  invoicesFailed: 'تعذّر تحميل الفواتير.',
  invoicesListed: 'تم تحميل الفواتير بنجاح',
  listed: 'تم تحميل الدفعات بنجاح',
  markAsPaid: 'يجب أن تكون قيمة «تعليم كمدفوع» صحيحة أو خاطئة.',
  methodChoice: 'يجب أن تكون طريقة الدفع إحدى: %{methods}.',
  missingActor: 'الحقل actor_id مفقود',
  missingLandlord: 'الحقل landlord_id مفقود',
  notesTooLong: 'يجب ألا تزيد الملاحظات عن 2000 حرف.',
  referenceTooLong: 'يجب ألا يزيد مرجع الإيداع عن 200 حرف.',
  unsupportedFile: 'تم اختيار نوع ملف غير مدعوم.',
  updated: 'تم تحديث الدفعة بنجاح',
};

export const money: Translation<typeof en.money> = {
  decimals: 'استخدم 3 منازل عشرية كحد أقصى (مثل 100.000)',
};

export const onlinePayments: Translation<typeof en.onlinePayments> = {
  amountMismatch: 'المبلغ المحصّل لا يطابق الفاتورة؛ لم تُقيَّد الدفعة.',
  attemptLoaded: 'تم تحميل الدفعة بنجاح',
  autoRefunded: 'خُصم المبلغ لكن الفاتورة لم تستطع قبوله؛ فرُدّ بالكامل.',
  checkoutStarted: 'بدأت عملية الدفع',
  creditRefused: 'تم تحصيل الدفعة لكن الفاتورة لم تستطع قبولها؛ يجب استرداد المبلغ.',
  gatewayDown: 'تعذّر الوصول إلى بوابة الدفع. يرجى المحاولة لاحقًا.',
  invoiceLoaded: 'تم تحميل خيارات الدفع بنجاح',
  linkCreated: 'تم إنشاء رابط الدفع',
  linkExpired: 'انتهت صلاحية رابط الدفع هذا. اطلب رابطًا جديدًا من المالك.',
  linkInvalid: 'رابط الدفع هذا غير صالح.',
  linkLoaded: 'تم تحميل رابط الدفع بنجاح',
  linkMailed: 'تم إرسال رابط الدفع إلى %{email}',
  noPermission: 'يمكن للمستأجر وحده دفع فواتيره إلكترونيًا.',
  notRefundable: 'لا يمكن استرداد إلا دفعة إلكترونية مُحصَّلة.',
  notStarted: 'تعذّر بدء الدفع لدى البوابة.',
  paymentsOff: 'الدفع الإلكتروني متوقف: لم تُعدّ أي بوابة دفع على هذا الخادم.',
  reasonRequired: 'سبب الاسترداد مطلوب.',
  refunded: 'تم استرداد الدفعة بنجاح',
  refundFailed: 'خُصم المبلغ لكن الفاتورة لم تستطع قبوله، ورفضت بوابة الدفع ردّه. على المالك ردّه.',
  refundRefused: 'رفضت بوابة الدفع الاسترداد. لم يتغير شيء.',
  refundsDueLoaded: 'تم تحميل الدفعات الإلكترونية الواجب ردّها بنجاح',
  refundTooLarge: 'يمكن أن يكون الاسترداد %{remaining} د.ك كحد أقصى، وهو المتبقي من هذه الدفعة.',
  refundUnconfirmed:
    'خُصم المبلغ لكن الفاتورة لم تستطع قبوله، ولم تؤكد بوابة الدفع ردّه. على المالك التحقق منه وردّه.',
  replaced: 'حلّت محلّ هذه الدفعة عملية دفع جديدة لهذه الفاتورة.',
  starting: 'يجري بدء دفعة لهذه الفاتورة. يرجى المحاولة بعد لحظات.',
  stillOpen:
    'ما زالت دفعة بمبلغ %{amount} د.ك لهذه الفاتورة مفتوحة في صفحة الدفع. أكملها هناك، أو حاول مجددًا بعد إغلاقها.',
  tenantNoEmail: 'ليس لمستأجر هذه الفاتورة بريد إلكتروني لإرسال الرابط إليه.',
  webhookAccepted: 'تم استلام الحدث',
  webhookSignature: 'توقيع الإشعار (webhook) غير صالح.',
};

export const partialPayments: Translation<typeof en.partialPayments> = {
  amountFormat: 'أدخل المبلغ بالدينار الكويتي بثلاث خانات عشرية كحد أقصى (مثل 100.000).',
  amountPositive: 'أدخل مبلغًا أكبر من 0.000 د.ك.',
  fullOnly: 'لا يمكن دفع إلا الرصيد كاملًا إلكترونيًا.',
  loaded: 'تم تحميل إعداد الدفع الإلكتروني بنجاح',
  minimumFormat: 'أدخل الحد الأدنى للمبلغ بالدينار الكويتي بثلاث خانات عشرية كحد أقصى (مثل 5.000).',
  minimumPositive: 'يجب أن يكون الحد الأدنى للمبلغ أكبر من 0.000 د.ك.',
  overBalance: 'يمكن أن يكون المبلغ %{balance} كحد أقصى، وهو رصيد هذه الفاتورة.',
  underMinimum: 'يجب ألا يقل المبلغ عن %{minimum} (أو الرصيد كاملًا، %{balance}).',
  updated: 'تم تحديث إعداد الدفع الإلكتروني بنجاح',
};

export const paymentMethods: Translation<typeof en.paymentMethods> = {
  bank_transfer: 'تحويل بنكي',
  cash: 'نقدًا',
  cheque: 'شيك',
  pos: 'نقاط البيع',
  knet: 'كي نت',
  card: 'بطاقة',
};

export const payments: Translation<typeof en.payments> = {
  invoiceCancelled: 'هذه الفاتورة ملغاة؛ ولا يمكن الدفع لها.',
  notFound: 'لم يتم العثور على الدفعة.',
  onlinePaymentLocked: 'تمت هذه الدفعة عبر الإنترنت ولا يمكن تعديلها؛ استردّها بدلًا من ذلك.',
  overBalance: 'المبلغ يتجاوز رصيد الفاتورة البالغ %{balance}.',
};

export const writeOff: Translation<typeof en.writeOff> = {
  defaultReason: 'عُلّمت مدفوعة مع عدم تحصيل %{shortfall}',
  label: 'المشطوب',
  reasonHelp: 'لماذا لن يُحصَّل باقي الفاتورة (يُحفظ مع الشطب).',
  reasonLabel: 'سبب الشطب',
  reasonTooLong: 'يجب ألا يتجاوز سبب الشطب 500 حرف.',
  statementDescription: 'مشطوب — %{reason}',
};
