/** Every section of the admin console, by its address: the screens the French walk and the layout checks open. */
export const ADMIN_CONSOLE_ROUTES = [
  '/admin',
  '/admin/pricing',
  '/admin/contractors',
  '/admin/users',
  '/admin/gallery',
  '/admin/operations',
  '/admin/audit-log',
] as const;
