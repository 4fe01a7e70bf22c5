/*
 * Maintenance requests and the statuses they share with support tickets (domain/maintenanceSchemas.ts, maintenanceFlow.ts): the spec's English, by id
 * (namespace.key). One export per namespace, so a bundle takes only the namespaces it uses.
 */

export const maintenance = {
  alreadyCharged: 'This cost has already been charged to the tenant.',
  assignee: 'Assign the request to the landlord or a manager of its property.',
  badMove: 'A request cannot move from %{from} to %{to}.',
  category: 'Choose a category.',
  chargeDeclined: 'A declined request cannot be charged.',
  chooseUnit: 'Choose the unit the problem is in.',
  comment: 'Write a comment of 1 to 2000 characters.',
  commented: 'Comment added.',
  comments: 'Comments listed.',
  cost: 'Cost must be a number of at least 0 with up to 3 decimal places (e.g., 15.500).',
  created: 'Maintenance request reported.',
  dailyLimit:
    'You can report at most %{limit} maintenance requests a day. Try again tomorrow, or add a comment to an open request.',
  deadline: 'Give the deadline as a date and time (e.g., 2026-05-01T10:00:00+03:00).',
  deadlines: 'Maintenance deadlines saved.',
  deadlinesRead: 'Maintenance deadlines.',
  deleted: 'Maintenance request deleted.',
  description: 'Describe the problem in at most 2000 characters.',
  files: 'Attach at most %{max} photos or PDF files.',
  fileType: 'Attach photos (JPEG, PNG, GIF, WebP) or PDF files only.',
  found: 'Maintenance request found.',
  hours: 'Each deadline is a whole number of hours from 1 to 2160.',
  listed: 'Maintenance requests listed.',
  counted: 'Maintenance requests counted by status.',
  noContract:
    'You can report a problem once you have an approved contract for a unit; you have none in force today.',
  noCost: 'Record the cost before charging it to the tenant.',
  noNextInvoice: 'The cost will be added to the tenant’s next invoice when it is issued.',
  notCompleted: 'A request can be rated once it is COMPLETED.',
  noTenant: 'This request has no tenant to charge.',
  notFound: 'Maintenance request not found.',
  payloadMalformed: 'The payload field must be valid JSON.',
  rated: 'Thank you for your feedback.',
  ratingComment: 'The comment can be at most 1000 characters.',
  reasonLong: 'The reason can be at most 1000 characters.',
  reasonRequired: 'Give the reason for declining the request.',
  resolvedRequired: 'Say whether the problem is resolved.',
  sameTitle: 'You already reported a request with this title today. Add a comment to it instead.',
  statusChanged: 'Status changed.',
  statusChoice: 'Choose a status: %{statuses}.',
  title: 'Enter a title of 3 to 120 characters.',
  unitNotYours: 'Choose the unit of one of your approved contracts.',
  untilFuture: 'The date a request is deferred to must be after today.',
  untilRequired: 'Choose the date until which the request is deferred.',
  updated: 'Maintenance request updated.',
  vendorName: 'The vendor name can be at most 120 characters.',
  vendorPhone:
    'Enter the vendor’s phone as a Kuwaiti number of 8 digits: a mobile (starting with 9, 6, 5 or 4) or a landline (starting with 2).',
  visitTimes: 'Preferred visit times can be at most 200 characters.',
};

export const statuses = {
  inProgress: 'In progress',
};
