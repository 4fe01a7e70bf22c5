import type { Messages } from '../../src/i18n/messages';

/** App Setting (the vendor profile), online payments and the system configuration placeholder. */
const messages: Messages = {
  settings: {
    title: 'App Setting',
    intro:
      "Your vendor profile: the logo in the panel's header and on the sign-in page, your banner, and the details of your business.",
    loading: 'Loading...',
    retry: 'Retry',
    add_details: 'Add details',
    name_first: 'Add your vendor name to save the chosen images.',
    images: {
      logo: 'Logo',
      banner: 'Banner',
      suggested_size: 'Suggested size %{width} × %{height} px',
      none_logo: 'No logo yet',
      none_banner: 'No banner yet',
      not_saved: 'Not saved yet',
      saving_image: 'Saving the %{name}',
      preview: '%{label} preview',
      change: 'Change %{name}',
      upload: 'Upload %{name}',
      file: '%{label} file',
      formats: 'JPG, JPEG, PNG or WEBP, up to 5 MB',
    },
    late_fees: {
      title: 'Late fees',
      intro:
        'Off by default. When on, the invoice job adds one late fee to an invoice still owed once its grace days after the due date have passed.',
      enabled: 'Charge late fees',
      off: 'No late fees are charged.',
      summary_fixed: 'A late fee of %{amount} after %{days} days of grace.',
      summary_percent: 'A late fee of %{amount}% of the overdue balance after %{days} days of grace.',
      grace_days: 'Grace days after the due date',
      mode: 'Fee',
      modes: { fixed: 'Fixed amount', percent: 'Percent of the overdue balance' },
      amount: 'Fee amount (KWD)',
      percent: 'Percent of the overdue balance',
      cap: 'Cap per invoice (KWD)',
      cap_help: 'Leave empty for no cap.',
      save: 'Save late fees',
      failed: 'The late fee setting could not be saved.',
    },
    online: {
      title: 'Online payments',
      intro:
        "By default a tenant pays an invoice's whole balance online. You may let tenants pay part of it.",
      allowed_from: 'Partial online payments are allowed, from %{amount}.',
      not_allowed: 'Partial online payments are not allowed.',
      allow: 'Allow partial online payments',
      minimum: 'Minimum amount (KWD)',
      minimum_help: 'Tenants pay at least this much, or the whole balance when it is less (e.g. 5.000).',
      saving: 'Saving…',
      save: 'Save online payments',
      failed: 'Something went wrong',
    },
    vendor: {
      details: 'Vendor details',
      no_name: 'No vendor name yet',
      edit: 'Edit details',
      empty: 'Add your vendor name, address and a short description.',
      empty_editable: 'Add your vendor name, address and a short description with Edit details.',
      social_links: 'Social links',
      no_links: 'No social links yet.',
      dialog_title: 'Edit vendor details',
      name: 'Vendor name',
      address: 'Address',
      description: 'Description',
      cancel: 'Cancel',
      saving: 'Saving…',
      save: 'Save',
    },
    system: {
      title: 'System Configuration',
      coming_soon: 'System configuration is coming soon',
      body: 'Settings for the whole panel will live here. There is nothing to set up yet: your logo, banner and vendor details are in App Setting.',
      go: 'Go to App Setting',
    },
  },
};

export default messages;
