import type { AuthUser } from '@repairlens/contract';

type Named = Pick<AuthUser, 'email' | 'firstName' | 'lastName'>;

/** How the user is named on screen: first and last name when known, the e-mail otherwise. */
export function displayName({ firstName, lastName, email }: Named): string {
  const name = [firstName, lastName].filter(Boolean).join(' ');
  return name || email;
}

/** One or two letters for the avatar. */
export function initials({ firstName, lastName, email }: Named): string {
  const letters = [firstName, lastName].map((part) => part?.trim().charAt(0) ?? '').join('');
  return (letters || email.charAt(0)).toUpperCase();
}
