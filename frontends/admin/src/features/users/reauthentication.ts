import type { ApiError } from '../../../../shared/api/request';

/** The server's `code` when an action gives money away and the admin's sign-in is not recent enough. */
const REAUTHENTICATION_REQUIRED = 'reauthentication_required';

/** Whether the server asks the admin to sign in again before it grants (401 with the code above). */
export function asksForReauthentication(error: ApiError | undefined): boolean {
  if (error?.status !== 401) return false;
  try {
    const body = JSON.parse(error.message.slice(`${error.status}: `.length)) as { code?: unknown } | null;
    return body?.code === REAUTHENTICATION_REQUIRED;
  } catch {
    return false;
  }
}

/** A full-page trip through the provider's sign-in, asked to authenticate afresh, and back to `returnTo`. */
export function reauthenticationPath(returnTo: string): string {
  return `/api/login?${new URLSearchParams({ reauthenticate: '1', returnTo }).toString()}`;
}

export interface PendingGrant {
  readonly credits: string;
  readonly reason: string;
}

/** The grant being made, kept in this tab across the trip to sign in so nothing has to be typed again. */
const PENDING_GRANT_KEY = 'repairlens.admin.pending-credit-grant';

export function keepPendingGrant(userId: string, grant: PendingGrant): void {
  window.sessionStorage.setItem(PENDING_GRANT_KEY, JSON.stringify({ userId, ...grant }));
}

/** The grant kept for this person, if any (reading leaves it: `forgetPendingGrant` clears it). */
export function pendingGrantFor(userId: string): PendingGrant | null {
  try {
    const kept = JSON.parse(window.sessionStorage.getItem(PENDING_GRANT_KEY) ?? 'null') as
      (PendingGrant & { userId: unknown }) | null;
    if (kept?.userId !== userId || typeof kept.credits !== 'string' || typeof kept.reason !== 'string') return null;
    return { credits: kept.credits, reason: kept.reason };
  } catch {
    return null;
  }
}

export function forgetPendingGrant(): void {
  window.sessionStorage.removeItem(PENDING_GRANT_KEY);
}
