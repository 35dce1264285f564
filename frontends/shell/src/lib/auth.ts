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

/**
 * The signed-in user, or null for a visitor. The root route has loaded it before any page renders. Only the user is
 * selected, not the query's state: a component re-renders when who is signed in changes, not when an answer arrives
 * that says the same. A pre-rendered page is hydrated with nothing fetched; its layout re-rendering at once because
 * "nothing fetched" became "fetched: nobody" was the longest task of a first visit (issue 17).
 */
export function useAuthUser(): AuthUser | null {
  return api.useAuthUserQuery(undefined, { selectFromResult: ({ data }) => ({ user: data ?? null }) }).user;
}
