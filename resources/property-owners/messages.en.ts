import type { Messages } from '../../src/i18n/messages';

/** Owners, their shares and payouts (issue 36 item 3): the panel's own labels. */
const messages: Messages = {
  resources: { 'property-owners': { name: 'Owner |||| Owners' } },
  menu: { owners: 'Owners' },
  ownersPanel: {
    title: 'Owners',
    error: 'Something went wrong. Please try again.',
    owners: 'Owners',
    shares: 'Shares per property',
    payouts: 'Payouts',
    add_owner: 'Add owner',
    add_payout: 'Record payout',
    add_share: 'Add an owner',
    remove_owner: 'Remove this owner',
    delete_payout: 'Delete payout',
    set_shares: 'Set owners and shares',
    edit_shares: 'Owners of %{name}',
    no_owners: 'No owners yet: add one, then set its share of a property.',
    no_shares: 'No owners set.',
    no_payouts: 'No payouts recorded.',
    save: 'Save',
    cancel: 'Cancel',
    fee_percent_of: 'Management fee: %{value}% of collected rent',
    fee_fixed_of: 'Management fee: %{value} a month',
    fee: {
      none: 'No management fee',
      percent: 'Percent of collected rent',
      fixed: 'Fixed amount a month',
    },
    status: { pending: 'Invited', active: 'Active', disabled: 'Disabled' },
    fields: {
      first_name: 'First name',
      last_name: 'Last name',
      email: 'Email',
      owner: 'Owner',
      share: 'Share (%)',
      fee_kind: 'Management fee',
      fee_percent: 'Percent of collected rent',
      fee_fixed: 'Amount a month (KWD)',
      date: 'Date',
      amount: 'Amount (KWD)',
      method: 'Method',
      note: 'Note',
    },
  },
};

export default messages;
