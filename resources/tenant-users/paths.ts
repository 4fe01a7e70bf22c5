/** The contract screens' panel paths (issue 5 item 4), beside the tenant resource's own. */
export const CONTRACT_REQUESTS_PATH = '/tenant-users/pending';
export const APPROVED_CONTRACTS_PATH = '/tenant-users/approved';
export const REQUEST_CONTRACT_PATH = '/tenant-users/request';
