import type { ChangeFeed, ChangeListener } from '../../src/shared/persistence/change-notifications.js';

/** A change feed a unit test drives: `listener` hears what the test sends, `live` says whether it is heard. */
export class FakeChangeFeed implements ChangeFeed {
  live = true;
  listener: ChangeListener | undefined;
  async listen(): Promise<void> {}
  subscribe(listener: ChangeListener): void {
    this.listener = listener;
  }
  async settle(): Promise<void> {}
  async close(): Promise<void> {}
}
