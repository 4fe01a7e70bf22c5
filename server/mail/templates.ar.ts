import { localDigits, type DisplayLocale } from '../../domain/displayLocale';
import { displayDateTime } from '../../domain/displayDates';
import { formatKwd } from '../../domain/money';
import { compose, PRODUCT } from './layout';
import type { MailRenderers } from './templates';
import { chequeArabicRenderers } from './chequeTemplates';

/*
 * Every mail in Arabic (issue 22 item 6), for a recipient whose users.locale is 'ar': the same
 * templates, the same data, the same layout (HTML with lang="ar" dir="rtl"). The callers pass the
 * English labels of statuses, priorities and roles (the English mails show them as they are);
 * here they are translated, and an unknown one is shown as given. Amounts and dates come through
 * formatKwd / displayDateTime (or localDigits) with the recipient's digits. Free text (titles,
 * comments, reasons, names) stays as its author wrote it.
 */

const hello = (firstName: string | undefined) =>
  firstName?.trim() ? `مرحبًا ${firstName.trim()}،` : 'مرحبًا،';

/** The English label or code a caller passes, in Arabic. */
const LABELS: Record<string, string> = {
  // Maintenance request statuses (codes) and priorities.
  OPEN: 'مفتوح',
  IN_PROGRESS: 'قيد التنفيذ',
  COMPLETED: 'مكتمل',
  CLOSED: 'مغلق',
  DEFERRED: 'مؤجل',
  DECLINED: 'مرفوض',
  low: 'منخفضة',
  normal: 'عادية',
  high: 'عالية',
  emergency: 'طارئة',
  // Support ticket statuses and categories (labels).
  Open: 'مفتوحة',
  'In progress': 'قيد المعالجة',
  Resolved: 'تم حلها',
  Closed: 'مغلقة',
  Billing: 'الفوترة',
  Account: 'الحساب',
  Technical: 'مسألة تقنية',
  'Feature request': 'طلب ميزة',
  // Roles an invitation names.
  'a property manager': 'مدير عقار',
  Tenant: 'مستأجر',
  Manager: 'مدير عقار',
  Landlord: 'مالك',
  'Your landlord': 'المالك',
};
const label = (value: string) => LABELS[value] ?? value;

/** The plan request decisions ('Accepted', 'Declined'). */
const DECISIONS: Record<string, { subject: string; verb: string }> = {
  Accepted: { subject: 'تم قبول طلب الخطة الخاص بك', verb: 'قبلت' },
  Declined: { subject: 'تم رفض طلب الخطة الخاص بك', verb: 'رفضت' },
};

export function arabicRenderers(display: DisplayLocale): MailRenderers {
  const mail = (subject: string, paragraphs: Parameters<typeof compose>[1]) =>
    compose(subject, paragraphs, display);
  const digits = (text: string) => localDigits(text, display);
  return {
    'password-code': (d) => ({
      ...mail(`رمز إعادة تعيين كلمة المرور في ${PRODUCT}`, [
        hello(d.firstName),
        `استخدم هذا الرمز لإعادة تعيين كلمة المرور في ${PRODUCT}:`,
        { strong: d.code },
        `الرمز صالح لمدة ${digits(String(d.minutes))} دقيقة ويُستخدم مرة واحدة.`,
        'إذا لم تطلب إعادة تعيين كلمة المرور، فتجاهل هذه الرسالة: تبقى كلمة المرور كما هي.',
      ]),
      secret: d.code,
    }),
    'signup-email-taken': (d) =>
      mail(`حاول أحدهم التسجيل في ${PRODUCT} ببريدك الإلكتروني`, [
        hello(d.firstName),
        `حاول أحدهم، وربما أنت، إنشاء حساب جديد في ${PRODUCT} بعنوان البريد الإلكتروني هذا. هذا العنوان مرتبط بحسابك بالفعل، لذلك لم يُنشأ حساب جديد ولم يتغير حسابك.`,
        `إذا كنت أنت، فسجّل الدخول بهذا البريد الإلكتروني؛ وإذا نسيت كلمة المرور، فأعد تعيينها من صفحة تسجيل الدخول: ${d.loginUrl}`,
        'إذا لم تكن أنت، فيمكنك تجاهل هذه الرسالة.',
      ]),
    'landlord-approved': (d) =>
      mail(`تمت الموافقة على حسابك في ${PRODUCT}`, [
        hello(d.firstName),
        `تمت الموافقة على حساب المالك الخاص بك. يمكنك الآن تسجيل الدخول إلى ${PRODUCT}.`,
        ...(d.loginUrl ? [`تسجيل الدخول: ${d.loginUrl}`] : []),
      ]),
    'landlord-rejected': (d) =>
      mail(`لم تتم الموافقة على تسجيلك في ${PRODUCT}`, [
        hello(d.firstName),
        `لم تتم الموافقة على تسجيلك كمالك في ${PRODUCT}.`,
        ...(d.reason?.trim() ? [`السبب: ${d.reason.trim()}`] : []),
        'إذا كنت تعتقد أن هذا خطأ، فيرجى التواصل مع الدعم.',
      ]),
    'password-changed': (d) =>
      mail(`تم تغيير كلمة المرور لحسابك في ${PRODUCT}`, [
        hello(d.firstName),
        d.via === 'profile'
          ? `تم للتو تغيير كلمة المرور لحسابك في ${PRODUCT} من ملفك الشخصي، وتم تسجيل الخروج من كل جهاز آخر كان مسجلًا الدخول إليه.`
          : `تم للتو تغيير كلمة المرور لحسابك في ${PRODUCT}، وتم تسجيل الخروج من كل جهاز كان مسجلًا الدخول إليه.`,
        'إذا لم تكن أنت من قام بذلك، فأعد تعيين كلمة المرور فورًا وتواصل مع الدعم.',
      ]),
    'email-changed': (d) =>
      mail(`تم تغيير البريد الإلكتروني لحسابك في ${PRODUCT}`, [
        hello(d.firstName),
        `تم تغيير عنوان البريد الإلكتروني الذي يُستخدم لتسجيل الدخول إلى حسابك في ${PRODUCT} إلى ${d.newEmail}. تُرسل رسائل هذا الحساب، ومنها الدعوة، إلى العنوان الجديد من الآن.`,
        'إذا لم تطلب ذلك، فتواصل مع المالك أو مع الدعم فورًا.',
      ]),
    invitation: (d) => ({
      ...mail(`أنت مدعو إلى ${PRODUCT}`, [
        hello(d.firstName),
        `دعاك ${d.invitedBy} إلى ${PRODUCT} بصفة ${label(d.role)}.`,
        `اختر كلمة المرور من هنا (يعمل الرابط مرة واحدة، لمدة ${digits(String(d.days))} أيام): ${d.link}`,
      ]),
      secret: d.link,
    }),
    'maintenance-status': (d) =>
      mail(`${d.number}: أصبح طلب الصيانة الخاص بك ${label(d.to)}`, [
        hello(d.firstName),
        `انتقل طلب الصيانة ${d.number} "${d.title}" من ${label(d.from)} إلى ${label(d.to)}.`,
        ...(d.reason?.trim() ? [`السبب: ${d.reason.trim()}`] : []),
        `افتحه: ${d.link}`,
      ]),
    'maintenance-comment': (d) =>
      mail(`${d.number}: تعليق جديد على طلب الصيانة الخاص بك`, [
        hello(d.firstName),
        `علّق ${label(d.author)} على طلب الصيانة ${d.number} "${d.title}":`,
        d.body,
        `افتحه: ${d.link}`,
      ]),
    'maintenance-assigned': (d) =>
      mail(`تم إسناد ${d.number} إليك`, [
        hello(d.firstName),
        `تم إسناد طلب الصيانة ${d.number} "${d.title}" (أولوية ${label(d.priority)}، ${d.place}) إليك.`,
        `افتحه: ${d.link}`,
      ]),
    'maintenance-emergency': (d) =>
      mail(`طلب صيانة طارئ ${d.number}`, [
        hello(d.firstName),
        `أبلغ مستأجر عن حالة طارئة في ${d.place}: ${d.number} "${d.title}".`,
        `افتحه: ${d.link}`,
      ]),
    'support-ticket-new': (d) =>
      mail(`تذكرة دعم جديدة ${d.number}: ${d.subject}`, [
        'مرحبًا،',
        `فتح ${d.from} تذكرة دعم (${label(d.category)}): ${d.subject}`,
        `اقرأها وأجب عنها: ${d.link}`,
      ]),
    'support-ticket-reply': (d) =>
      mail(`رد على تذكرة الدعم ${d.number}: ${d.subject}`, [
        'مرحبًا،',
        `رد ${d.from} على تذكرة الدعم ${d.number}:`,
        d.body,
        `اقرأها وأجب عنها: ${d.link}`,
      ]),
    'support-ticket-answer': (d) =>
      mail(`إجابة على تذكرة الدعم ${d.number}: ${d.subject}`, [
        hello(d.firstName),
        `أجابت المنصة على تذكرة الدعم ${d.number}:`,
        d.body,
        `اقرأ التذكرة ورد عليها: ${d.link}`,
      ]),
    'support-ticket-status': (d) =>
      mail(`تذكرة الدعم ${d.number}: ${label(d.status)}`, [
        hello(d.firstName),
        `أصبحت حالة تذكرة الدعم ${d.number} (${d.subject}) الآن: ${label(d.status)}.`,
        `اقرأ التذكرة: ${d.link}`,
      ]),
    'payment-link': (d) =>
      mail(`ادفع الفاتورة ${d.invoiceNo} عبر الإنترنت`, [
        hello(d.firstName),
        `يطلب منك ${d.sentBy} دفع الفاتورة ${d.invoiceNo}؛ رصيدها المستحق ${formatKwd(d.balanceAmount, display)}.`,
        `ادفعها عبر الإنترنت بكي نت أو بالبطاقة (سجّل الدخول بحساب المستأجر إذا طُلب منك): ${d.link}`,
        `الرابط لك وحدك ويعمل حتى ${displayDateTime(d.expiresAt, display)} (بتوقيت الكويت).`,
      ]),
    'online-refund-due': (d) =>
      mail(`مطلوب استرداد: دفعة إلكترونية للفاتورة ${d.invoiceNo}`, [
        hello(d.firstName),
        `دفع ${d.tenantName} مبلغ ${formatKwd(d.amountValue, display)} إلكترونيًا للفاتورة ${d.invoiceNo}، لكن الفاتورة لم تستطع قبول الدفعة (كانت مدفوعة أو ملغاة)، فلم تُقيَّد.`,
        'رفضت بوابة الدفع استردادها تلقائيًا. يرجى ردّها إلى المستأجر بنفسك.',
        `هي معلَّمة في مدفوعات المستأجرين: ${d.link}`,
      ]),
    'online-refund-delayed': (d) =>
      mail(`ستُردّ دفعتك الإلكترونية للفاتورة ${d.invoiceNo}`, [
        hello(d.firstName),
        `دفعت ${formatKwd(d.amountValue, display)} إلكترونيًا للفاتورة ${d.invoiceNo}، لكن الفاتورة لم تستطع قبول الدفعة (كانت مدفوعة أو ملغاة)، فلم تُقيَّد.`,
        'لم تستطع بوابة الدفع ردّها تلقائيًا. أُبلغ المالك وسيردّها إليك.',
      ]),
    'contact-message': (d) =>
      mail(`نموذج التواصل: ${d.subject}`, [
        'مرحبًا،',
        `كتب ${d.name} عبر نموذج التواصل في الموقع العام.`,
        `البريد الإلكتروني: ${d.email} · الهاتف: +965 ${d.phone}`,
        `الموضوع: ${d.subject}`,
        d.message,
        `اقرأها وعلّمها كمعالجة: ${d.link}`,
      ]),
    'plan-request-new': (d) =>
      mail(`طلب خطة من ${d.from}: ${d.summary}`, [
        'مرحبًا،',
        `يطلب ${d.from}: ${d.summary}.`,
        ...(d.message ? [d.message] : []),
        `اقرأه وأجب عنه: ${d.link}`,
      ]),
    'plan-request-answer': (d) => {
      const decision = d.decision ? DECISIONS[d.decision] : undefined;
      return mail(decision?.subject ?? 'إجابة على طلب الخطة الخاص بك', [
        hello(d.firstName),
        decision
          ? `${decision.verb} المنصة طلبك بشأن ${d.summary}:`
          : `أجابت المنصة على طلبك بشأن ${d.summary}:`,
        d.body,
        `اقرأ الطلب: ${d.link}`,
      ]);
    },
    'plan-request-moved': (d) =>
      mail(`أصبحت خطتك ${d.plan}`, [
        hello(d.firstName),
        d.when === 'now'
          ? `نقلت المنصة اشتراكك إلى ${d.plan}. يسري ذلك فورًا.`
          : `تنقل المنصة اشتراكك إلى ${d.plan} في ${digits(d.when)}، في نهاية فترتك الحالية.`,
        `اقرأ الطلب: ${d.link}`,
      ]),
    ...chequeArabicRenderers(mail, hello, display),
  };
}
