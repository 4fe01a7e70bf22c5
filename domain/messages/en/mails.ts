/*
 * The product's mails (server/mail/), in the spec's English exactly as they were always sent, by
 * id: each mail's subject and paragraphs; %{product} is the product's name (server/mail/layout.ts).
 * Read by id only, in the recipient's language (READ_BY_ID_ONLY in ../en.ts). A line several
 * mails say has one id (mail.hello, mail.reason, mail.openIt …).
 */

export const mail = {
  hello: 'Hello %{firstName},',
  helloNoName: 'Hello,',
  reason: 'Reason: %{reason}',
  openIt: 'Open it: %{link}',
  readAndAnswer: 'Read and answer it: %{link}',
  readTicket: 'Read the ticket: %{link}',
  readRequest: 'Read the request: %{link}',
  /** The labels and codes callers pass (statuses, priorities, categories, roles), in the reader's words. */
  labels: {
    maintenanceOpen: 'Open',
    maintenanceInProgress: 'In progress',
    maintenanceCompleted: 'Completed',
    maintenanceClosed: 'Closed',
    maintenanceDeferred: 'Deferred',
    maintenanceDeclined: 'Declined',
    low: 'low',
    normal: 'normal',
    high: 'high',
    emergency: 'emergency',
    ticketOpen: 'Open',
    ticketInProgress: 'In progress',
    ticketResolved: 'Resolved',
    ticketClosed: 'Closed',
    billing: 'Billing',
    account: 'Account',
    technical: 'Technical',
    featureRequest: 'Feature request',
    propertyManager: 'a property manager',
    owner: 'an owner',
    tenant: 'Tenant',
    manager: 'Manager',
    landlord: 'Landlord',
    yourLandlord: 'Your landlord',
  },
  passwordCode: {
    subject: 'Your %{product} password reset code',
    intro: 'Use this code to reset your %{product} password:',
    /** `duration`: '10 minutes' (durations.ts, in the reader's number agreement). */
    validity: 'The code is valid for %{duration} and can be used once.',
    notAsked: 'If you did not ask to reset your password, ignore this mail: your password stays as it is.',
  },
  signupEmailTaken: {
    subject: 'Someone tried to sign up to %{product} with your email',
    what: 'Someone, perhaps you, just tried to create a new %{product} account with this email address. It already belongs to your account, so no new account was created and your account has not changed.',
    ifYou:
      'If it was you, sign in with this email; if you have forgotten your password, reset it from the sign-in page: %{loginUrl}',
    ifNotYou: 'If it was not you, you can ignore this mail.',
  },
  landlordApproved: {
    subject: 'Your %{product} account has been approved',
    body: 'Your landlord account has been approved. You can now sign in to %{product}.',
    signIn: 'Sign in: %{loginUrl}',
  },
  landlordRejected: {
    subject: 'Your %{product} registration was not approved',
    body: 'Your landlord registration on %{product} was not approved.',
    mistake: 'If you think this is a mistake, please contact support.',
  },
  passwordChanged: {
    subject: 'Your %{product} password was changed',
    fromProfile:
      'The password of your %{product} account was just changed from your profile, and every other device signed in to it was signed out.',
    body: 'The password of your %{product} account was just changed, and every device signed in to it was signed out.',
    notYou: 'If this was not you, reset your password at once and contact support.',
  },
  emailChanged: {
    subject: 'The email of your %{product} account was changed',
    body: 'The email address your %{product} account signs in with was changed to %{newEmail}. Mail for this account, its invitation included, now goes there.',
    notAsked: 'If you did not ask for this, contact your landlord or support at once.',
  },
  invitation: {
    subject: 'You are invited to %{product}',
    body: '%{invitedBy} invited you to %{product} as %{role}.',
    link: 'Choose your password here (the link works once, for %{duration}): %{link}',
  },
  maintenanceStatus: {
    subject: '%{number}: your maintenance request is now %{to}',
    body: 'Your maintenance request %{number} "%{title}" moved from %{from} to %{to}.',
  },
  maintenanceComment: {
    subject: '%{number}: a new comment on your maintenance request',
    body: '%{author} commented on your maintenance request %{number} "%{title}":',
  },
  maintenanceAssigned: {
    subject: '%{number} is assigned to you',
    body: 'The maintenance request %{number} "%{title}" (%{priority} priority, %{place}) is assigned to you.',
  },
  maintenanceEmergency: {
    subject: 'Emergency maintenance request %{number}',
    body: 'A tenant reported an emergency at %{place}: %{number} "%{title}".',
  },
  supportTicketNew: {
    subject: 'New support ticket %{number}: %{subject}',
    body: '%{from} raised a support ticket (%{category}): %{subject}',
  },
  supportTicketReply: {
    subject: 'Reply on support ticket %{number}: %{subject}',
    body: '%{from} replied on support ticket %{number}:',
  },
  supportTicketAnswer: {
    subject: 'Answer to your support ticket %{number}: %{subject}',
    body: 'The platform answered your support ticket %{number}:',
    readAndReply: 'Read the ticket and reply: %{link}',
  },
  supportTicketStatus: {
    subject: 'Your support ticket %{number} is %{status}',
    body: 'Your support ticket %{number} (%{subject}) is now %{status}.',
  },
  paymentLink: {
    subject: 'Pay invoice %{invoiceNo} online',
    body: '%{sentBy} asks you to pay invoice %{invoiceNo}; its balance is %{balance}.',
    pay: 'Pay it online by KNET or card (sign in with your tenant account if asked): %{link}',
    expires: 'The link is for you alone and works until %{expires} (Kuwait time).',
  },
  onlineRefundDue: {
    subject: 'Refund needed: online payment for invoice %{invoiceNo}',
    body: '%{tenantName} paid %{amount} online for invoice %{invoiceNo}, but the invoice could not take the payment (it was already paid or cancelled), so it was not credited.',
    refused:
      'The payment gateway refused to refund it automatically. Please refund it to the tenant yourself.',
    marked: 'It is marked on TENANT PAYMENTS: %{link}',
  },
  onlineRefundDelayed: {
    subject: 'Your online payment for invoice %{invoiceNo} will be refunded',
    body: 'You paid %{amount} online for invoice %{invoiceNo}, but the invoice could not take the payment (it was already paid or cancelled), so it was not credited.',
    landlordTold:
      'The payment gateway could not refund it automatically. Your landlord has been told and will refund it to you.',
  },
  tenantMessage: {
    subject: 'A message about your rental',
    onBehalf: 'Sent by %{product} on behalf of your landlord.',
  },
  contactMessage: {
    subject: 'Contact form: %{subject}',
    body: '%{name} wrote through the contact form of the public site.',
    reach: 'Email: %{email} · Phone: +965 %{phone}',
    subjectLine: 'Subject: %{subject}',
    readIt: 'Read it and mark it handled: %{link}',
  },
  planRequestNew: {
    subject: 'Plan request from %{from}: %{summary}',
    body: '%{from} asks for %{summary}.',
    /** The ticket's line in English; a request is masculine in Arabic, a ticket feminine. */
    readAndAnswer: 'Read and answer it: %{link}',
  },
  planRequestAnswer: {
    subject: 'An answer to your plan request',
    subjectAccepted: 'Your plan request was accepted',
    subjectDeclined: 'Your plan request was declined',
    body: 'The platform answered your request for %{summary}:',
    bodyAccepted: 'The platform accepted your request for %{summary}:',
    bodyDeclined: 'The platform declined your request for %{summary}:',
  },
  planRequestMoved: {
    subject: 'Your plan is now %{plan}',
    now: 'The platform moved your subscription to %{plan}. It applies at once.',
    later: 'The platform moves your subscription to %{plan} on %{when}, at the end of your current period.',
  },
  chequeBounced: {
    fee: 'A bounced-cheque fee of %{fee} is added to invoice %{invoiceNo}.',
    feeNextInvoice: 'A bounced-cheque fee of %{fee} is added to the next invoice.',
    tenantSubject: 'Your cheque %{chequeNo} bounced',
    tenantBody:
      'Your cheque %{chequeNo} (%{bank}) of %{amount}, dated %{dueDate}, was returned unpaid by the bank.',
    tenantReplace: 'Please contact your landlord to replace it.',
    tenantLink: 'Your cheques: %{link}',
    landlordSubject: 'Cheque %{chequeNo} from %{tenantName} bounced',
    landlordBody:
      'The cheque %{chequeNo} (%{bank}) of %{amount} from %{tenantName}, dated %{dueDate}, bounced.',
    landlordLink: 'Record its replacement or its return in the cheque register: %{link}',
  },
};
