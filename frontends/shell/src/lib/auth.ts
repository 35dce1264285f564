import type { AuthUser } from '@repairlens/contract';
import { api } from './api';

/** Who may open a page (product §2): the others are shown the 404 page. */
export type PageAccess = 'everyone' | 'signed-in' | 'admin';

export function canAccess(user: AuthUser | null, access: PageAccess): boolean {
  switch (access) {
    case 'everyone':
      return true;
    case 'signed-in':
      return user !== null;
    case 'admin':
      // The server's rule (configured admin e-mails), so the shell never disagrees with the API.
      return user?.isAdmin === true;
  }
}

/** The signed-in user, or null for a visitor. The root route has loaded it before any page renders. */
export function useAuthUser(): AuthUser | null {
  const { data } = api.useAuthUserQuery();
  return data ?? null;
}
