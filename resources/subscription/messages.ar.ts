import type { Messages } from '../../src/i18n/messages';

const messages: Messages = {
  resources: {
    subscription: { name: 'الاشتراك' },
  },
  subscription: {
    title: 'الاشتراك',
    state: {
      trialing: 'تجريبي',
      active: 'نشط',
      past_due: 'متأخر السداد',
      cancelled: 'ملغى',
      expired: 'منتهٍ',
    },
    cycle: { monthly: 'شهري', yearly: 'سنوي' },
    period: {
      trial_ends: 'تنتهي فترتك التجريبية في %{end}.',
      free_trial_ends: 'تنتهي فترتك التجريبية المجانية في %{end}. اشترك لمواصلة استخدام لوحة التحكم.',
      cancelled_until: 'ملغى. يبقى وصولك متاحاً حتى %{end}.',
      renews: 'يتجدد في %{end}.',
      moves_to: ' وينتقل حينها إلى %{plan}.',
      past_due: 'الدفعة متأخرة منذ %{since}. تنتهي الفترة في %{end}.',
      ended_by_platform: 'أنهته المنصة. توقفت إمكانية إضافة السجلات؛ وما زال بإمكانك قراءة بياناتك.',
      ended: 'انتهى في %{end}. اختر باقة للمتابعة.',
    },
    outcome: {
      paid: 'تم استلام الدفعة. شكراً لك — اشتراكك محدَّث.',
      failed: 'لم تتم عملية الدفع. لم يُخصم أي مبلغ؛ يمكنك المحاولة مرة أخرى.',
      pending: 'جارٍ تأكيد الدفعة. ستظهر في هذه الصفحة بمجرد رد بوابة الدفع.',
    },
    current: {
      none: 'ليس لديك اشتراك بعد. اختر باقة أدناه للبدء.',
      heading: 'باقة %{plan} · %{cycle}',
      cancels_at_period_end: 'يُلغى في نهاية الفترة',
      usage:
        'الوحدات %{units} من %{maxUnits} · المديرون %{managers} من %{maxManagers} · الفترة الحالية %{start} – %{end}',
      cancel: 'إلغاء الاشتراك',
      confirm_title: 'إلغاء اشتراكك؟',
      confirm_text:
        'سيتوقف تجديد اشتراكك. يبقى وصولك الكامل متاحاً حتى %{end}؛ وبعد ذلك يمكنك قراءة بياناتك دون الإضافة إليها.',
      keep: 'الإبقاء على الاشتراك',
      cancel_at_period_end: 'الإلغاء في نهاية الفترة',
    },
    plans: {
      title: 'الباقات',
      billing_cycle: 'دورة الفوترة',
      plan_label: 'باقة %{plan}',
      recommended: 'موصى بها',
      yours: 'باقتك',
      a_year: ' سنوياً',
      a_month: ' شهرياً',
      subscribe: 'اشترك وادفع',
      upgrade: 'الترقية الآن',
      downgrade: 'التبديل في نهاية الفترة',
      button_label: '%{action}: %{plan}، %{cycle}',
    },
    change: {
      title: 'التغيير إلى %{plan} (%{cycle})؟',
      loading: 'جارٍ حساب المبلغ',
      billed_now: 'يُفوتَر مبلغ %{amount} اليوم، في فاتورة ضمن فواتير الاشتراك.',
      nothing_now: 'لا يُفوتَر شيء اليوم.',
      nothing_until: 'لا يُفوتَر شيء اليوم. يسري التغيير في %{date}.',
      period_now: 'الفترة: %{cycle}، من %{start} إلى %{end}.',
      period_later: 'الفترة التالية: %{cycle}، من %{start} إلى %{end}.',
      credit: 'أي %{price} مخصوماً منه %{credit} عن الجزء غير المستخدم من فترتك الحالية.',
      then: 'ثم %{price}، وتُفوتَر الدفعة التالية في %{date}.',
      cancel: 'إلغاء',
      confirm_now: 'تأكيد الترقية',
      confirm_later: 'تأكيد التغيير',
    },
    invoices: {
      title: 'فواتير الاشتراك',
      empty: 'لا توجد فواتير اشتراك بعد.',
      invoice: 'الفاتورة',
      plan: 'الباقة',
      period: 'الفترة',
      amount: 'المبلغ',
      status: 'الحالة',
      actions: 'الإجراءات',
      kind: { subscribe: 'الفترة الأولى', renewal: 'تجديد', upgrade: 'ترقية' },
      paid_on: 'مدفوعة %{date}',
      unpaid: 'غير مدفوعة',
      pay_online: 'الدفع عبر الإنترنت',
    },
    banner: {
      pay_now: 'ادفع الآن',
      past_due_blocked:
        'اشتراكك متأخر السداد منذ أكثر من %{days} أيام، لذا يمكنك عرض بياناتك دون الإضافة إليها. ادفع الفاتورة المفتوحة في صفحة الاشتراك للمتابعة.',
      past_due:
        'دفعة اشتراكك متأخرة. ادفع الفاتورة المفتوحة في صفحة الاشتراك قبل %{date} لتواصل إضافة السجلات.',
    },
  },
};

export default messages;
