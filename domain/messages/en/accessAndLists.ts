/*
 * Lists, files, forms, invitations, jobs, the mail outbox, contact and the dashboard (domain/auth.ts, listQuery.ts, documents.ts, dashboardSchemas.ts …): the spec's English, by id
 * (namespace.key). One export per namespace, so a bundle takes only the namespaces it uses.
 */

export const contact = {
  controlCharacters: 'Please remove the unusual characters from this field.',
  failed: 'Your message could not be sent. Please check your connection and try again.',
  invalid: 'Please correct the fields marked below.',
  message: 'Please write your message (%{min} to %{max} characters).',
  name: 'Please enter your name (%{min} to %{max} characters).',
  sending: 'Sending…',
  sent: 'Thank you, your message has been sent. We will answer you by email or phone.',
  subject: 'Please enter a subject (%{min} to %{max} characters).',
  tooMany:
    'You have sent several messages in the last hour. Please try again in %{wait}, or write to us by email.',
};

export const contactList = {
  handled: 'handled must be true or false.',
  markedHandled: 'The message is marked handled.',
  markedNew: 'The message is marked new again.',
  notFound: 'This contact message does not exist.',
  status: 'Status must be new or handled.',
  title: 'Contact messages',
};

export const dashboard = {
  badMonth: 'month must be a month written YYYY-MM, e.g. 2027-03.',
  futureMonth: 'month may not be later than this month (%{current}).',
  landlordNotFound: 'Landlord not found.',
  notYourManager: 'You may only see the figures of your own managers.',
  notYourTenant: 'You may only see the figures of your own tenants.',
  ok: 'Dashboard figures.',
  ownFiguresOnly: 'You may only see your own figures.',
  userIdRequired: 'user_id is required: say whose figures to show.',
};

export const dateRange = {
  from: 'Enter the from date as YYYY-MM-DD.',
  order: 'The to date must be on or after the from date.',
  to: 'Enter the to date as YYYY-MM-DD.',
};

export const documents = {
  fileNotFound: 'File not found.',
  imagesOnly: 'Only image files (JPG, JPEG, PNG, WEBP) are allowed',
  imageTooManyPixels: 'An image may have at most 40 megapixels (e.g. 8000 × 5000 px).',
  linkExpired: 'This download link has expired or is not valid. Open the record again for a fresh link.',
  tooLarge: 'Files must be 10 MB or smaller.',
  tooManyFiles: 'Attach at most 10 files at a time.',
  typeRefused: 'Only image, PDF, Word, and Excel files are allowed',
};

export const errors = {
  internal: 'Something went wrong on our side. Please try again.',
  notFound: 'Not found.',
};

export const forms = {
  payloadMalformed: 'The form data could not be read. Please try again.',
};

export const invitation = {
  accepted: 'Your password is set. Sign in with your email and new password.',
  invalid: 'This invitation link is no longer valid. Ask for a new one.',
  valid: 'This invitation is valid.',
};

export const jobs = {
  empty: 'No runs yet.',
  notScheduled: 'This job is off in this server’s configuration.',
  queued: 'The run is asked for; it appears below when it starts.',
  runsTitle: 'Recent runs',
  unknownJob: 'No such job.',
};

export const landlords = {
  noneSelected: 'Select at least one landlord.',
};

export const listQuery = {
  date: 'Use a real calendar date as YYYY-MM-DD.',
  noSearch: 'This list has no search; use its filters.',
  noSort: 'This list has a fixed order and cannot be sorted.',
  searchControl: 'Search text cannot contain control characters.',
  searchTooLong: 'Search text must be at most 100 characters.',
  sortField: 'Sort by one of: %{fields}.',
};

export const lookups = {
  actorId: 'actor_id must be a landlord id.',
  landlordChoice: 'Choose a landlord from the list.',
  landlordId: 'landlord_id must be a landlord id.',
};

export const mailOutbox = {
  empty: 'No mails yet.',
  outboxMode:
    'No mail server is configured (SMTP_URL), so mails are not sent: they are kept here. Pass recovery codes and invitation links on to the people they are for.',
  smtpMode: 'Mails are delivered through the mail server (SMTP_URL). Their texts are not shown here.',
  title: 'Mail outbox',
};

export const multipart = {
  malformed: 'The form was not sent correctly: its data is broken or incomplete. Please try again.',
};

export const oneLine = {
  oneLine: 'Please keep this field on one line, without line breaks, tabs or other control characters.',
};

export const scope = {
  approvedLandlord: 'Choose an approved landlord from the list.',
  landlordRequired: 'Choose the landlord this record belongs to.',
  noLandlord: 'Your account is not attached to a landlord.',
};
