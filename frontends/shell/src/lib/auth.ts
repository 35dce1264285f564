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
 * The user call's answer: the signed-in user, null for a visitor, undefined before the first answer. Only the
 * answer is selected: the many components that ask re-render when the person changes, not with every check of
 * the session (its request id and times), nor when the app takes over a page rendered at build time (issue 17).
 */
export function useAuthUserAnswer(): AuthUser | null | undefined {
  return api.useAuthUserQuery(undefined, { selectFromResult: selectAnswer }).data;
}

const selectAnswer = ({ data }: { readonly data?: AuthUser | null }) => ({ data });

/** The signed-in user, or null for a visitor. The root route has loaded it before any page renders. */
export function useAuthUser(): AuthUser | null {
  return useAuthUserAnswer() ?? null;
}
