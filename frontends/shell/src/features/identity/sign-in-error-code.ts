import { useSearchParams } from 'react-router-dom';

/** The code of a failed sign-in: the server sends the browser back to `/?error=<code>`. */
export function useSignInErrorCode(): string | null {
  const [searchParams] = useSearchParams();
  return searchParams.get('error') || null;
}
