import type { Messages } from '../../src/i18n/messages';

/** The audit log (issue 36 item 4) in English. */
const messages: Messages = {
  resources: {
    audit: { name: 'Audit log' },
  },
  auditLog: {
    title: 'Audit log',
    empty: 'No changes recorded.',
    by: '%{who} (%{role}) · %{when} · %{ip}',
    record: '%{entity} %{id}',
    change: '%{field}: %{before} → %{after}',
    entity: 'Record type',
    entityId: 'Record id',
    action: 'Change',
    actorId: 'User id',
    from: 'From',
    to: 'To',
  },
};

export default messages;
