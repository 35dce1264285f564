/** The repairs module's tunables, from configuration. */
export interface RepairSettings {
  /** How long an upload waits for its instructions before answering "pending". */
  readonly resultWaitMs: number;
  /** How often the waiting upload looks at its repair's status. */
  readonly resultPollMs: number;
  /** A repair pending this long is given up (refunded) and any file it left is removed. */
  readonly abandonedAfterMs: number;
  /** The gallery shows at most this many repairs. */
  readonly galleryLimit: number;
}

/** The durable queue that processes uploads. */
export const PROCESS_REPAIR_QUEUE = 'repairs.process-upload';

export interface ProcessRepairJob {
  readonly repairId: string;
}
