/** What a signed-in person may do beyond a user's rights. Admins are configured; contractors are approved. */
export const ROLES = ['admin', 'contractor'] as const;
export type Role = (typeof ROLES)[number];
