import type { Messages } from '../../src/i18n/messages';

/** The super admin's Jobs screen in English. */
const messages: Messages = {
  resources: {
    jobs: { name: 'Jobs' },
    'job-runs': { name: 'Job runs', fields: { result: 'Result', name: 'Job' } },
  },
  jobs: {
    title: 'Jobs',
    every: {
      off: 'Off',
      day: 'Every day',
      days: 'Every %{n} days',
      hour: 'Every hour',
      hours: 'Every %{n} hours',
      minute: 'Every minute',
      minutes: 'Every %{n} minutes',
    },
    run_now: 'Run now',
    run_now_label: 'Run now: %{title}',
    next_run: 'Next run: %{time}',
    last_run: 'Last run: %{time}',
    none_yet: 'none yet',
    failures: '%{smart_count} failure in 24 hours |||| %{smart_count} failures in 24 hours',
    run_label: 'Run of %{name}',
    attempt: 'attempt %{n}',
    by_hand: 'asked for by hand',
    error: 'Something went wrong',
    result: { ok: 'OK', failed: 'Failed', running: 'Running' },
    // The server's job titles (server/jobs/*.ts), by job name; an unknown job shows the server's.
    titles: {
      'file-sweep': 'Stored files no record names deleted',
      'invoice-issuance': 'Rent invoices issued and overdue ones marked',
      'job-runs-prune': 'Old job runs deleted',
      'maintenance-sweep': 'Completed requests closed, deferred ones reopened',
      'payment-reconciler': 'Online payments asked about again at the gateway',
      'settlement-import': "Yesterday's gateway settlements imported",
      'subscription-renewal': 'Subscription periods renewed, invoices issued, unpaid ones past due',
    },
  },
};

export default messages;
