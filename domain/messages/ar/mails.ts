import type { Translation } from '../catalogue';
import type * as en from '../en/mails';

/* The product's mails in Arabic (issue 22 item 6), by the same ids as en/mails.ts. */

export const mail: Translation<typeof en.mail> = {
  hello: 'مرحبًا %{firstName}،',
  helloNoName: 'مرحبًا،',
  reason: 'السبب: %{reason}',
  openIt: 'افتحه: %{link}',
  readAndAnswer: 'اقرأها وأجب عنها: %{link}',
  readTicket: 'اقرأ التذكرة: %{link}',
  readRequest: 'اقرأ الطلب: %{link}',
  labels: {
    maintenanceOpen: 'مفتوح',
    maintenanceInProgress: 'قيد التنفيذ',
    maintenanceCompleted: 'مكتمل',
    maintenanceClosed: 'مغلق',
    maintenanceDeferred: 'مؤجل',
    maintenanceDeclined: 'مرفوض',
    low: 'منخفضة',
    normal: 'عادية',
    high: 'عالية',
    emergency: 'طارئة',
    ticketOpen: 'مفتوحة',
    ticketInProgress: 'قيد المعالجة',
    ticketResolved: 'تم حلها',
    ticketClosed: 'مغلقة',
    billing: 'الفوترة',
    account: 'الحساب',
    technical: 'مسألة تقنية',
    featureRequest: 'طلب ميزة',
    propertyManager: 'مدير عقار',
    owner: 'مالكاً',
    tenant: 'مستأجر',
    manager: 'مدير عقار',
    landlord: 'مالك',
    yourLandlord: 'المالك',
  },
  passwordCode: {
    subject: 'رمز إعادة تعيين كلمة المرور في %{product}',
    intro: 'استخدم هذا الرمز لإعادة تعيين كلمة المرور في %{product}:',
    validity: 'الرمز صالح لمدة %{duration} ويُستخدم مرة واحدة.',
    notAsked: 'إذا لم تطلب إعادة تعيين كلمة المرور، فتجاهل هذه الرسالة: تبقى كلمة المرور كما هي.',
  },
  signupEmailTaken: {
    subject: 'حاول أحدهم التسجيل في %{product} ببريدك الإلكتروني',
    what: 'حاول أحدهم، وربما أنت، إنشاء حساب جديد في %{product} بعنوان البريد الإلكتروني هذا. هذا العنوان مرتبط بحسابك بالفعل، لذلك لم يُنشأ حساب جديد ولم يتغير حسابك.',
    ifYou:
      'إذا كنت أنت، فسجّل الدخول بهذا البريد الإلكتروني؛ وإذا نسيت كلمة المرور، فأعد تعيينها من صفحة تسجيل الدخول: %{loginUrl}',
    ifNotYou: 'إذا لم تكن أنت، فيمكنك تجاهل هذه الرسالة.',
  },
  landlordApproved: {
    subject: 'تمت الموافقة على حسابك في %{product}',
    body: 'تمت الموافقة على حساب المالك الخاص بك. يمكنك الآن تسجيل الدخول إلى %{product}.',
    signIn: 'تسجيل الدخول: %{loginUrl}',
  },
  landlordRejected: {
    subject: 'لم تتم الموافقة على تسجيلك في %{product}',
    body: 'لم تتم الموافقة على تسجيلك كمالك في %{product}.',
    mistake: 'إذا كنت تعتقد أن هذا خطأ، فيرجى التواصل مع الدعم.',
  },
  passwordChanged: {
    subject: 'تم تغيير كلمة المرور لحسابك في %{product}',
    fromProfile:
      'تم للتو تغيير كلمة المرور لحسابك في %{product} من ملفك الشخصي، وتم تسجيل الخروج من كل جهاز آخر كان مسجلًا الدخول إليه.',
    body: 'تم للتو تغيير كلمة المرور لحسابك في %{product}، وتم تسجيل الخروج من كل جهاز كان مسجلًا الدخول إليه.',
    notYou: 'إذا لم تكن أنت من قام بذلك، فأعد تعيين كلمة المرور فورًا وتواصل مع الدعم.',
  },
  emailChanged: {
    subject: 'تم تغيير البريد الإلكتروني لحسابك في %{product}',
    body: 'تم تغيير عنوان البريد الإلكتروني الذي يُستخدم لتسجيل الدخول إلى حسابك في %{product} إلى %{newEmail}. تُرسل رسائل هذا الحساب، ومنها الدعوة، إلى العنوان الجديد من الآن.',
    notAsked: 'إذا لم تطلب ذلك، فتواصل مع المالك أو مع الدعم فورًا.',
  },
  invitation: {
    subject: 'أنت مدعو إلى %{product}',
    body: 'دعاك %{invitedBy} إلى %{product} بصفة %{role}.',
    link: 'اختر كلمة المرور من هنا (يعمل الرابط مرة واحدة، لمدة %{duration}): %{link}',
  },
  maintenanceStatus: {
    subject: '%{number}: أصبح طلب الصيانة الخاص بك %{to}',
    body: 'انتقل طلب الصيانة %{number} "%{title}" من %{from} إلى %{to}.',
  },
  maintenanceComment: {
    subject: '%{number}: تعليق جديد على طلب الصيانة الخاص بك',
    body: 'علّق %{author} على طلب الصيانة %{number} "%{title}":',
  },
  maintenanceAssigned: {
    subject: 'تم إسناد %{number} إليك',
    body: 'تم إسناد طلب الصيانة %{number} "%{title}" (أولوية %{priority}، %{place}) إليك.',
  },
  maintenanceEmergency: {
    subject: 'طلب صيانة طارئ %{number}',
    body: 'أبلغ مستأجر عن حالة طارئة في %{place}: %{number} "%{title}".',
  },
  supportTicketNew: {
    subject: 'تذكرة دعم جديدة %{number}: %{subject}',
    body: 'فتح %{from} تذكرة دعم (%{category}): %{subject}',
  },
  supportTicketReply: {
    subject: 'رد على تذكرة الدعم %{number}: %{subject}',
    body: 'رد %{from} على تذكرة الدعم %{number}:',
  },
  supportTicketAnswer: {
    subject: 'إجابة على تذكرة الدعم %{number}: %{subject}',
    body: 'أجابت المنصة على تذكرة الدعم %{number}:',
    readAndReply: 'اقرأ التذكرة ورد عليها: %{link}',
  },
  supportTicketStatus: {
    subject: 'تذكرة الدعم %{number}: %{status}',
    body: 'أصبحت حالة تذكرة الدعم %{number} (%{subject}) الآن: %{status}.',
  },
  paymentLink: {
    subject: 'ادفع الفاتورة %{invoiceNo} عبر الإنترنت',
    body: 'يطلب منك %{sentBy} دفع الفاتورة %{invoiceNo}؛ رصيدها المستحق %{balance}.',
    pay: 'ادفعها عبر الإنترنت بكي نت أو بالبطاقة (سجّل الدخول بحساب المستأجر إذا طُلب منك): %{link}',
    expires: 'الرابط لك وحدك ويعمل حتى %{expires} (بتوقيت الكويت).',
  },
  onlineRefundDue: {
    subject: 'مطلوب استرداد: دفعة إلكترونية للفاتورة %{invoiceNo}',
    body: 'دفع %{tenantName} مبلغ %{amount} إلكترونيًا للفاتورة %{invoiceNo}، لكن الفاتورة لم تستطع قبول الدفعة (كانت مدفوعة أو ملغاة)، فلم تُقيَّد.',
    refused: 'رفضت بوابة الدفع استردادها تلقائيًا. يرجى ردّها إلى المستأجر بنفسك.',
    marked: 'هي معلَّمة في مدفوعات المستأجرين: %{link}',
  },
  onlineRefundDelayed: {
    subject: 'ستُردّ دفعتك الإلكترونية للفاتورة %{invoiceNo}',
    body: 'دفعت %{amount} إلكترونيًا للفاتورة %{invoiceNo}، لكن الفاتورة لم تستطع قبول الدفعة (كانت مدفوعة أو ملغاة)، فلم تُقيَّد.',
    landlordTold: 'لم تستطع بوابة الدفع ردّها تلقائيًا. أُبلغ المالك وسيردّها إليك.',
  },
  tenantMessage: {
    subject: 'رسالة بشأن إيجارك',
    onBehalf: 'أرسلها %{product} نيابة عن المؤجر.',
  },
  contactMessage: {
    subject: 'نموذج التواصل: %{subject}',
    body: 'كتب %{name} عبر نموذج التواصل في الموقع العام.',
    reach: 'البريد الإلكتروني: %{email} · الهاتف: +965 %{phone}',
    subjectLine: 'الموضوع: %{subject}',
    readIt: 'اقرأها وعلّمها كمعالجة: %{link}',
  },
  planRequestNew: {
    subject: 'طلب خطة من %{from}: %{summary}',
    body: 'يطلب %{from}: %{summary}.',
    readAndAnswer: 'اقرأه وأجب عنه: %{link}',
  },
  planRequestAnswer: {
    subject: 'إجابة على طلب الخطة الخاص بك',
    subjectAccepted: 'تم قبول طلب الخطة الخاص بك',
    subjectDeclined: 'تم رفض طلب الخطة الخاص بك',
    body: 'أجابت المنصة على طلبك بشأن %{summary}:',
    bodyAccepted: 'قبلت المنصة طلبك بشأن %{summary}:',
    bodyDeclined: 'رفضت المنصة طلبك بشأن %{summary}:',
  },
  planRequestMoved: {
    subject: 'أصبحت خطتك %{plan}',
    now: 'نقلت المنصة اشتراكك إلى %{plan}. يسري ذلك فورًا.',
    later: 'تنقل المنصة اشتراكك إلى %{plan} في %{when}، في نهاية فترتك الحالية.',
  },
  chequeBounced: {
    fee: 'أُضيفت رسوم شيك مرتجع قدرها %{fee} إلى الفاتورة %{invoiceNo}.',
    feeNextInvoice: 'أُضيفت رسوم شيك مرتجع قدرها %{fee} إلى الفاتورة التالية.',
    tenantSubject: 'ارتدّ شيكك رقم %{chequeNo}',
    tenantBody: 'أعاد البنك شيكك رقم %{chequeNo} (%{bank}) بمبلغ %{amount} والمؤرخ %{dueDate} دون صرفه.',
    tenantReplace: 'يرجى التواصل مع المالك لاستبداله.',
    tenantLink: 'شيكاتك: %{link}',
    landlordSubject: 'ارتدّ الشيك رقم %{chequeNo} من %{tenantName}',
    landlordBody: 'ارتدّ الشيك رقم %{chequeNo} (%{bank}) بمبلغ %{amount} من %{tenantName} والمؤرخ %{dueDate}.',
    landlordLink: 'سجّل استبداله أو إعادته في سجل الشيكات: %{link}',
  },
};
