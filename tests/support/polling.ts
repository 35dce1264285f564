/**
 * Asks `check` again every `intervalMs` until it answers something other than undefined, and returns that; fails
 * naming `what` once `timeoutMs` has passed. For work the server finishes in the background.
 */
export async function pollUntil<T>(
  check: () => Promise<T | undefined>,
  what: string,
  timeoutMs = 15_000,
  intervalMs = 100,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
}
