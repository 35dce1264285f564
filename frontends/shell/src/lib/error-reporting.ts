import type { ClientErrorReport } from '@repairlens/contract';

export const ERROR_REPORT_PATH = '/api/log-error';

/** A page stuck in an error loop must not flood the server (which rate limits too). */
const MAX_REPORTS_PER_PAGE_LOAD = 10;
const reported = new Set<string>();

/** The report of product §7, from whatever was thrown. */
export function clientErrorReport(thrown: unknown, componentStack?: string): ClientErrorReport {
  const error = thrown instanceof Error ? thrown : undefined;
  const report: ClientErrorReport = {
    error: (error ? `${error.name}: ${error.message}` : String(thrown)) || 'Unknown error',
    timestamp: new Date().toISOString(),
    userAgent: navigator.userAgent,
    url: window.location.href,
  };
  if (error?.stack) report.stack = error.stack;
  if (componentStack) report.componentStack = componentStack;
  return report;
}

/**
 * Sends an error to POST /api/log-error and forgets about it: reporting never fails the page. A plain
 * fetch, not the RTK Query layer, because it must work when the app itself is what broke (before the
 * store exists, or from inside a crashed render); it follows the same request rules (credentials, JSON).
 * `componentStack` comes only from the render error boundary.
 */
export function reportClientError(thrown: unknown, componentStack?: string): void {
  try {
    const report = clientErrorReport(thrown, componentStack);
    const fingerprint = `${report.error}\n${report.stack ?? ''}`;
    if (reported.has(fingerprint) || reported.size >= MAX_REPORTS_PER_PAGE_LOAD) return;
    reported.add(fingerprint);
    void fetch(ERROR_REPORT_PATH, {
      method: 'POST',
      credentials: 'include',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(report),
      // The report still leaves when the error is followed by a reload or a navigation away.
      keepalive: true,
    }).catch(() => undefined);
  } catch {
    // Reporting is best effort: nothing here may throw into the page.
  }
}

/** Global errors and unhandled promise rejections, from the first script on. */
export function reportGlobalErrors(): void {
  window.addEventListener('error', (event) => reportClientError(event.error ?? event.message));
  window.addEventListener('unhandledrejection', (event) => reportClientError(event.reason));
}
