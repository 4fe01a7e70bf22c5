import type { Messages } from '../../src/i18n/messages';

/** Plan flexibility: the plan requests between a landlord and the platform (in part; see the report). */
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
    },
  },
};

export default messages;
