import type { AuthUser } from '@repairlens/contract';

type Named = Pick<AuthUser, 'email' | 'firstName' | 'lastName'>;

/** First and last name, either one, or '' when neither is known. */
export function fullName({ firstName, lastName }: Pick<Named, 'firstName' | 'lastName'>): string {
  return [firstName, lastName].filter(Boolean).join(' ');
}

/** How the user is named on screen: first and last name when known, the e-mail otherwise. */
export function displayName(user: Named): string {
  return fullName(user) || user.email;
}

/** One or two letters for the avatar. */
export function initials({ firstName, lastName, email }: Named): string {
  const letters = [firstName, lastName].map((part) => part?.trim().charAt(0) ?? '').join('');
  return (letters || email.charAt(0)).toUpperCase();
}
