import { useState } from 'react';
import { useSignOutMutation } from './api';

/** The pause between Sign Out and leaving the page (product §9), so the click is seen. */
export const SIGN_OUT_DELAY_MS = 500;

/**
 * Sign Out: the button shows it is working, then the session ends with a POST (a link could sign people out from
 * any site) and the browser goes where the server says: the sign-in provider's sign-out page, or home. Should the
 * request fail, the home page, read afresh, shows who is signed in.
 */
export function useSignOut(): { readonly signOut: () => void; readonly signingOut: boolean } {
  const [signingOut, setSigningOut] = useState(false);
  const [endSession] = useSignOutMutation();
  const signOut = () => {
    if (signingOut) return;
    setSigningOut(true);
    window.setTimeout(() => {
      void endSession()
        .unwrap()
        .then(
          (answer) => answer.redirectTo,
          () => '/',
        )
        .then((next) => window.location.assign(next));
    }, SIGN_OUT_DELAY_MS);
  };
  return { signOut, signingOut };
}
