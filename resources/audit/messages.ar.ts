import type { Messages } from '../../src/i18n/messages';

/** The audit log (issue 36 item 4) in Arabic. */
const messages: Messages = {
  resources: {
    audit: { name: 'سجل التدقيق' },
  },
  auditLog: {
    title: 'سجل التدقيق',
    empty: 'لا توجد تغييرات مسجلة.',
    by: '%{who} (%{role}) · %{when} · %{ip}',
    record: '%{entity} %{id}',
    change: '%{field}: %{before} → %{after}',
    entity: 'نوع السجل',
    entityId: 'رقم السجل',
    action: 'التغيير',
    actorId: 'رقم المستخدم',
    from: 'من',
    to: 'إلى',
  },
};

export default messages;
