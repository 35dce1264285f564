/**
 * Rate limits count in fixed windows aligned to the clock. A test that fills a window must not straddle
 * two of them, or the count starts again halfway: when less than `neededSeconds` of the current window
 * remain, wait for the next one.
 */
export async function startOfFreshWindowIfNeeded(windowSeconds: number, neededSeconds: number): Promise<void> {
  const intoWindowMs = Date.now() % (windowSeconds * 1000);
  const leftMs = windowSeconds * 1000 - intoWindowMs;
  if (leftMs < neededSeconds * 1000) await new Promise((resolve) => setTimeout(resolve, leftMs + 100));
}
