import type { Messages } from '../../src/i18n/messages';

/** Plan flexibility: the plan requests between a landlord and the platform. */
const messages: Messages = {
  planFlexibility: {
    title: 'Plan flexibility',
    your_plan: 'Your plan: ',
    loading: 'Loading...',
    state: 'State',
    all_states: 'All states',
    ask: 'Ask for a change',
    none: 'No plan requests yet.',
    table: {
      label: 'Plan requests',
      landlord: 'Landlord',
      request: 'Request',
      asked_on: 'Asked on',
      last_activity: 'Last activity',
      answers: 'Answers',
      state: 'State',
    },
    answer: {
      form: 'Answer the landlord',
      answer: 'Answer',
      decision: 'Decision',
      send: 'Send answer',
    },
    move: {
      form: 'Move the landlord',
      title: 'Move the landlord to a plan',
      plan: 'Plan',
      when: 'When',
      submit: 'Move landlord',
    },
    thread: {
      history: 'History',
      no_answer: 'No answer yet.',
      no_message: 'No message.',
      asked: '%{name} asked · %{date}',
      caption: '%{name} · %{date}',
      caption_platform: '%{name} · Platform · %{date}',
      event_state: '%{name} moved the request from %{from} to %{to}',
      event_move_now: '%{name} moved the landlord to %{plan}, at once',
      event_move_at: '%{name} moved the landlord to %{plan} from %{date}',
      joiner: '; ',
    },
    states: { open: 'Open', accepted: 'Accepted', declined: 'Declined' },
    decisions: { reply: 'Reply only', accept: 'Accept', decline: 'Decline' },
    move_times: { now: 'Now', period_end: 'At the end of the current period' },
    request_title: {
      plan_change: 'Move to %{plan}',
      custom_plan: 'Custom plan: %{units} units, %{managers} managers',
      another_plan: 'another plan',
    },
    card: {
      asked: 'Asked %{date}',
      answers: '%{n} answer |||| %{n} answers',
    },
    subscription: {
      none: 'No subscription yet.',
      line: '%{plan} (%{state}, %{cycle}), %{units} units and %{managers} managers, %{until} ',
      until: 'until',
      ends: 'ends',
      moves_to: '; moves to %{plan} then',
      end: '.',
      states: {
        trialing: 'trial',
        active: 'active',
        past_due: 'past due',
        cancelled: 'cancelled',
        expired: 'expired',
      },
      cycles: { monthly: 'monthly', yearly: 'yearly' },
    },
    detail: {
      back: 'All requests',
      asked_by: 'Asked by %{name} on %{date}',
      landlord_line: '%{landlord} · Asked by %{name} on %{date}',
      landlord_plan: 'Landlord’s plan: ',
    },
    ask_form: {
      title: 'Ask for a change of plan',
      what: 'What do you ask for?',
      plan: 'Plan',
      plan_option: '%{name}: %{units} units, %{managers} managers, %{price} a month',
      units: 'Units',
      managers: 'Managers',
      message: 'Message',
      cancel: 'Cancel',
      send: 'Send request',
    },
    notify: {
      not_saved: 'The request could not be saved.',
    },
  },
};

export default messages;
