import { Counter, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import { token } from '../token.js';

/** Up to 25 MB, the upload limit: most photos are 1–8 MB, videos fill the top buckets. */
const UPLOAD_SIZE_BUCKETS = [64e3, 256e3, 1e6, 2e6, 4e6, 8e6, 16e6, 25e6];
/** A job may run from milliseconds (an e-mail) to minutes (a video's analysis). */
const JOB_DURATION_BUCKETS = [0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60, 120];

/**
 * The application's Prometheus metrics, in a registry of its own per application instance (tests run several
 * in one process, and each must count only its own work). Label values are bounded sets: a route's path
 * pattern, never the raw URL.
 */
export class AppMetrics {
  readonly registry = new Registry();

  readonly httpRequestDuration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'HTTP requests by route pattern, method and status, with their durations',
    labelNames: ['method', 'route', 'status'] as const,
    registers: [this.registry],
  });

  readonly jobDuration = new Histogram({
    name: 'job_duration_seconds',
    help: 'Durable jobs by queue and outcome (completed or failed), with their durations',
    labelNames: ['queue', 'outcome'] as const,
    buckets: JOB_DURATION_BUCKETS,
    registers: [this.registry],
  });

  readonly jobFailures = new Counter({
    name: 'job_failures_total',
    help: 'Durable job runs that threw (each is retried while it has tries left)',
    labelNames: ['queue'] as const,
    registers: [this.registry],
  });

  readonly uploadSize = new Histogram({
    name: 'repair_upload_size_bytes',
    help: 'Sizes of accepted repair uploads by media kind (image or video)',
    labelNames: ['kind'] as const,
    buckets: UPLOAD_SIZE_BUCKETS,
    registers: [this.registry],
  });

  readonly analysisOutcomes = new Counter({
    name: 'repair_analysis_outcomes_total',
    help: 'Repair processing outcomes: completed, failed (refunded) or already-settled (a repeated run)',
    labelNames: ['outcome'] as const,
    registers: [this.registry],
  });

  constructor() {
    collectDefaultMetrics({ register: this.registry });
  }

  /** The Prometheus text exposition of every metric, and its content type. */
  async exposition(): Promise<{ contentType: string; body: string }> {
    return { contentType: this.registry.contentType, body: await this.registry.metrics() };
  }
}

export const APP_METRICS = token<AppMetrics>('shared.AppMetrics');
