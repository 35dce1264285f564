import { useState } from 'react';
import { SIGN_OUT_PATH } from '../../lib/server-paths';

/** The pause between Sign Out and leaving the page (specification section 9), so the click is seen. */
export const SIGN_OUT_DELAY_MS = 500;

/** Sign Out: the button shows it is working, then the browser goes to the server's sign-out. */
export function useSignOut(): { readonly signOut: () => void; readonly signingOut: boolean } {
  const [signingOut, setSigningOut] = useState(false);
  const signOut = () => {
    if (signingOut) return;
    setSigningOut(true);
    window.setTimeout(() => window.location.assign(SIGN_OUT_PATH), SIGN_OUT_DELAY_MS);
  };
  return { signOut, signingOut };
}
