/** The demo users the seed makes, by who they are to the tests: the one list (issue 32 item 7). */
export const DEMO_EMAILS = {
  landlord: 'landlord@example.com',
  landlord2: 'landlord2@example.com',
  manager: 'manager@example.com',
  tenant: 'tenant@example.com',
  super: 'super@example.com',
  owner: 'owner@example.com',
} as const;

export type Who = keyof typeof DEMO_EMAILS;
