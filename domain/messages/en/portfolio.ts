/*
 * Properties, units, tenants, managers, roles, the App Setting, receipts and reports (domain/*Schemas.ts): the spec's English, by id
 * (namespace.key). One export per namespace, so a bundle takes only the namespaces it uses.
 */

export const managers = {
  activated: 'Manager activated.',
  alreadyAccepted: 'This manager has already accepted the invitation.',
  deactivated: 'Manager deactivated. Their sessions have ended.',
  disabledNoInvite: 'Activate this manager before sending a new invitation.',
  foreignProperty: 'Choose properties from your own portfolio.',
  invitationResent: 'A new invitation was mailed to %{email}.',
  invited: 'Manager added. An invitation was mailed to %{email}.',
  landlordRequired: 'Choose the landlord this manager works for.',
  notAccepted: 'This manager has not accepted the invitation yet. Resend it instead.',
  notFound: 'Manager not found.',
  updated: 'Manager updated successfully.',
};

export const occupancy = {
  full: 'Fully occupied',
  partly: 'Partly occupied',
};

export const properties = {
  areaM2: 'Area must be a positive number with at most 2 decimal places.',
  areaRequired: 'Please enter the area.',
  bedrooms: 'Bedrooms must be a whole number between 0 and 50.',
  block: 'Block is a number (e.g., 3), as on Kuwaiti addresses.',
  building: 'Building is a number (e.g., 12), as on Kuwaiti addresses.',
  created: 'Property created successfully.',
  deleted: 'Property deleted successfully.',
  deleteHasHistory: 'This property has units with past contracts on record and cannot be deleted.',
  deleteUnderContract: 'This property has units under contract and cannot be deleted.',
  floor: 'Floor must be a whole number between -5 and 200.',
  governorateRequired: 'Please choose the governorate.',
  nameRequired: 'Please enter the property name (at least 2 characters).',
  notFound: 'Property not found.',
  payloadMalformed: 'The property details could not be read. Please try again.',
  photoType: 'Only image files (JPG, JPEG, PNG) are allowed for photos.',
  rentRequired: 'Monthly rent is required',
  rentTooLarge: 'Monthly rent must be less than 1,000,000,000 KWD.',
  tooLong: 'Use at most %{max} characters.',
  tooManyPhotos: 'A property may have at most %{max} photos.',
  tooManyUnits: 'A property may have at most 500 units.',
  typeRequired: 'Please choose the property type.',
  unitHasHistory: 'Unit %{unitNo} has past contracts on record and cannot be removed from the property.',
  unitNoDuplicate: 'Unit numbers must be unique within a property.',
  unitNoRequired: 'Please enter the unit number.',
  unitNotFound: 'Unit not found.',
  unitNotInProperty: 'A unit in the list does not belong to this property. Reload the page and try again.',
  unitStatusRequired: 'Please choose the unit status.',
  unitTypeRequired: 'Please choose the unit type.',
  unitUnderContract: 'Unit %{unitNo} is under contract and cannot be removed from the property.',
  updated: 'Property updated successfully.',
};

export const propertyTypes = {
  residential_building: 'Residential building',
};

export const audit = {
  noPermission: 'You do not have permission to view the audit log.',
  recordNotFound: 'This record does not exist or is not yours to read.',
  recordNeeded: 'Choose a record (invoice, contract, cheque or deposit) to read its history.',
};

export const receipts = {
  method: 'Choose a payment method: Bank Transfer, Cash, Cheque, POS, KNET or Card.',
  noPermission: 'You do not have permission to view receipts.',
  notFound: 'Receipt not found.',
  property: 'Choose a property from the list.',
};

export const refunds = {
  creditNoteNotFound: 'Credit note not found.',
  noPermission: 'You do not have permission to view credit notes.',
  statementDescription: 'Refund — %{reason}',
};

export const reports = {
  month: 'Enter the month as YYYY-MM.',
  noStatementPermission: 'You do not have permission to view tenant statements.',
};

export const roles = {
  builtIn: 'Built-in roles cannot be deleted.',
  created: 'Role created successfully.',
  deleted: 'Role deleted successfully.',
  duplicatePermission: 'Each permission may appear only once.',
  lockOut: 'The super admin role must keep View Role and Update Role, or nobody could manage roles.',
  nameRequired: 'Please enter a role name (at least 2 characters).',
  nameTaken: 'A role with this name already exists.',
  notFound: 'Role not found.',
  unknownPermission: 'Unknown permission.',
  updated: 'Role updated successfully.',
};

export const settings = {
  addressTooLong: 'The address can be at most %{max} characters.',
  descriptionTooLong: 'The description can be at most %{max} characters.',
  fieldTooLong: 'A field of the App Setting is too long.',
  imageTooLarge: 'Images must be 5 MB or smaller.',
  imageTooManyPixels: 'The image is too large: at most 40 megapixels (e.g. 8000 × 5000 px).',
  landlordOnly: 'Only the landlord can change the App Setting.',
  linkTooLong: 'The %{platform} link can be at most %{max} characters.',
  loaded: 'Setting loaded successfully',
  mediaMalformed:
    'Social links (media) must be JSON text of an object, e.g. {"facebook":"https://facebook.com/yourpage"}.',
  nameRequired: 'Please enter your vendor name',
  nameTooLong: 'The vendor name can be at most %{max} characters.',
  notMultipart: 'Send the App Setting as multipart/form-data.',
  noVendor: 'The App Setting belongs to a landlord; this account has none.',
  readers: 'The App Setting is for the landlord and the landlord’s managers.',
  systemConfigLoaded: 'System configuration loaded successfully',
  updated: 'Setting updated successfully',
};

export const tenants = {
  civilId: 'Civil ID must be exactly 12 digits.',
  civilIdCheckDigit: 'This Civil ID number is not valid: please check its digits.',
  civilIdExpired: 'This Civil ID has expired: enter an expiry date from today on.',
  civilIdExpiry: 'Enter the Civil ID expiry date as YYYY-MM-DD.',
  civilIdTaken: 'You already have a tenant with this Civil ID.',
  created: 'Tenant added. An invitation to set a password was mailed to them.',
  deleted: 'Tenant deleted. Their login is disabled; their contract history is kept.',
  emailOwned:
    'This tenant has accepted the invitation and signs in with this email. Only the tenant can change it.',
  emailOwnedHint: 'The tenant signs in with this email; only the tenant can change it.',
  emailTaken: 'This email address cannot be used. Please enter a different one.',
  firstNameAr: 'Please enter the Arabic first name in Arabic letters.',
  hasContracts:
    'This tenant has requested or approved contracts. Reject or terminate them before deleting the tenant.',
  lastNameAr: 'Please enter the Arabic last name in Arabic letters.',
  nationality: 'Nationality must be at most 60 characters.',
  notFound: 'Tenant not found.',
  updated: 'Tenant updated.',
};

export const unitStatuses = {
  under_maintenance: 'Under maintenance',
};
