/*
 * Plans, subscriptions, plan requests, support tickets and the server’s own refusals (domain/planSchemas.ts, subscriptionFlow.ts, planFlexibility.ts, supportTickets.ts, server/routes): the spec's English, by id
 * (namespace.key). One export per namespace, so a bundle takes only the namespaces it uses.
 */

export const collections = {
  loaded: 'Collections loaded successfully',
};

export const health = {
  notReady: 'Not ready',
};

export const idempotency = {
  keyInvalid: 'Idempotency-Key must be 1 to 200 visible characters.',
  keyReused: 'This Idempotency-Key was already used with a different request.',
};

export const permissionNames = {
  viewMaintenanceRequest: 'View Maintenance Request',
};

export const planMoveTimes = {
  period_end: 'At the end of the current period',
};

export const planRequestKinds = {
  custom_plan: 'Custom plan',
  plan_change: 'Change of plan',
};

export const planRequests = {
  alreadyAccepted: 'This request is already accepted: answer without a decision.',
  alreadyDeclined: 'This request is already declined: answer without a decision.',
  alreadyOpen: 'This request is already open: answer without a decision.',
  answered: 'Your answer was sent to the landlord.',
  answerRequired: 'Write an answer to the landlord.',
  created: 'Your request was sent to the platform. You will get an answer by mail.',
  decisionRequired: 'Choose an answer: reply only, accept or decline.',
  declinedNoMove: 'A declined request cannot move the landlord to a plan.',
  kindRequired: 'Choose what you ask for: a change of plan or a custom plan.',
  managers: 'Managers must be a whole number from 1 to %{max}.',
  messageLong: 'The message must be at most %{max} characters.',
  messageShort: 'Tell us what you need in at least %{min} characters.',
  movedNow: 'The landlord is now on %{plan}.',
  movesOn: 'The landlord moves to %{plan} on %{date}.',
  moveTimeRequired: 'Choose when the move applies: now or at the end of the current period.',
  notFound: 'Plan request not found.',
  planNotOnSale: 'This plan is not on sale. Choose another plan.',
  planRequired: 'Choose the plan you want to move to.',
  samePlan: 'You are already on this plan. Choose another plan, or ask for a custom plan.',
  stateChoice: 'Choose a state: open, accepted or declined.',
  units: 'Units must be a whole number from 1 to %{max}.',
};

export const plans = {
  created: 'Plan created successfully',
  deleted: 'Plan deleted',
  features: 'Each feature is a line of at most 120 characters',
  inUse: 'This plan has subscribers or invoices, so it cannot be deleted. Retire it instead.',
  maxManagers: 'Managers allowed must be a whole number, 0 or more',
  maxUnits: 'Units allowed must be a whole number of at least 1',
  nameRequired: 'Name is required',
  nameTaken: 'A plan with this name already exists.',
  notFound: 'Plan not found.',
  priceNegative: 'Price must be 0 or more',
  priceRequired: 'Price is required',
  recommendedRequired: 'Exactly one plan must be recommended. Recommend another plan instead.',
  retired: 'Plan retired: it is no longer on sale; current subscribers keep it.',
  retiredRecommended: 'The recommended plan cannot be retired. Recommend another plan first.',
  unretired: 'Plan back on sale',
  updated: 'Plan updated successfully',
};

export const recovery = {
  codeSent:
    'If an account exists for this email, we have sent it a 4-digit code. The code is valid for %{minutes} minutes.',
  codeVerified: 'Code verified. Please choose a new password.',
  passwordChanged: 'Your password has been changed. Please sign in with your new password.',
};

export const signup = {
  roleRefused: 'Only landlords can sign up here.',
};

export const subscription = {
  alreadyCancelled: 'This subscription is already set to end at the end of its period.',
  cancelled: 'Your subscription is cancelled. You keep access until %{endDate}.',
  cycleChoice: 'Choose monthly or yearly billing',
  downgradeScheduled: 'Your plan moves to %{planName} on %{endDate}.',
  ended: 'The subscription was ended.',
  expiredBlocked:
    'Your subscription has ended, so you can view your data but not add to it. Choose a plan under Subscription to continue.',
  invoicePaid: 'The invoice is paid.',
  noRecommendedPlan: 'No recommended plan is on sale.',
  notFound: 'Subscription not found.',
  pastDueBlocked:
    'Your subscription has been past due for more than %{days} days, so you can view your data but not add to it. Pay the open subscription invoice under Subscription to continue.',
  paymentServiceDown: 'The payment service is not answering. Please try again in a few minutes.',
  planChoice: 'Choose a plan',
  samePlan: 'You are already on this plan and billing cycle.',
  subscribed: 'Subscribed. Pay the invoice to start your plan.',
  upgraded: 'Your plan was upgraded.',
};

export const subscriptionTransitions = {
  when: 'the unpaid invoice was paid (online or marked by the super admin)',
};

export const support = {
  bodyLong: 'A reply must be at most 5000 characters.',
  bodyRequired: 'Write a reply.',
  categoryRequired: 'Choose a category: billing, account, technical or feature request.',
  closed: 'This ticket is closed: raise a new ticket for a new question.',
  commented: 'Your reply was added.',
  created: 'Your support ticket was sent to the platform.',
  descriptionLong: 'The description must be at most 5000 characters.',
  descriptionRequired: 'Describe what you need.',
  empty: 'No support tickets yet.',
  notFound: 'Support ticket not found.',
  payloadMalformed: 'The form was not sent correctly: reload the page and try again.',
  statusChanged: 'The ticket is now %{status}.',
  statusRequired: 'Choose a status: open, in progress, resolved or closed.',
  subjectLong: 'The subject must be at most 150 characters.',
  subjectRequired: 'Enter a subject.',
  tooManyFiles: 'Attach at most 5 files.',
  transitionRefused: 'A support ticket cannot move from %{from} to %{to}.',
};

export const supportCategories = {
  feature_request: 'Feature request',
};
