import type { Clock } from '../../../shared/application/clock.js';
import type { UnitOfWork } from '../../../shared/application/unit-of-work.js';
import type { EmailOutbox } from '../../../shared/email/email.js';
import type { RecipientLanguages } from '../../../shared/email/email-language.js';
import { FEEDBACK_EMAIL_WINDOW_HOURS } from '../domain/repair-feedback.js';
import type { FeedbackRequests } from '../ports/feedback-requests.js';
import type { RepairOwnerContacts } from '../ports/repair-owner-contacts.js';
import { feedbackEmail } from './feedback-email.js';
import type { FeedbackUnsubscribeTokens } from './feedback-unsubscribe-token.js';

const HOUR_MS = 60 * 60 * 1000;
const BATCH = 100;

/** Where the e-mail's links lead: RepairLens's public address and the unsubscribe route. */
export const UNSUBSCRIBE_PATH = '/api/email-preferences/unsubscribe';

/**
 * The sweep that asks once, by e-mail, whether a repair's steps fixed the problem: for repairs that delivered steps
 * a day to three days ago, not answered, never asked about, whose owner has not opted out. The ask and its e-mail
 * are recorded in one transaction, and the ask only once per repair, so sweeps on several instances never send two.
 */
export class AskForRepairFeedback {
  constructor(
    private readonly requests: FeedbackRequests,
    private readonly contacts: RepairOwnerContacts,
    private readonly outbox: EmailOutbox,
    private readonly tokens: FeedbackUnsubscribeTokens,
    private readonly unitOfWork: UnitOfWork,
    private readonly clock: Clock,
    private readonly publicUrl: string,
    private readonly languages: RecipientLanguages,
  ) {}

  async execute(): Promise<{ asked: number }> {
    const now = this.clock.now();
    const due = await this.requests.listDue(
      new Date(now.getTime() - FEEDBACK_EMAIL_WINDOW_HOURS.to * HOUR_MS),
      new Date(now.getTime() - FEEDBACK_EMAIL_WINDOW_HOURS.from * HOUR_MS),
      BATCH,
    );
    let asked = 0;
    for (const candidate of due) {
      const to = await this.contacts.emailOf(candidate.ownerId);
      if (!to) continue;
      const message = feedbackEmail(
        to,
        candidate.title,
        {
          repairPage: `${this.publicUrl}/repair/${candidate.repairId}`,
          unsubscribe: `${this.publicUrl}${UNSUBSCRIBE_PATH}?${new URLSearchParams({
            token: this.tokens.tokenFor(candidate.ownerId),
          })}`,
        },
        await this.languages.languageOf(candidate.ownerId),
      );
      const ids = await this.unitOfWork.transaction(async () => {
        if (!(await this.requests.recordAsked(candidate, now))) return [];
        const recorded = await this.outbox.add([message]);
        await this.requests.attachEmail(candidate.repairId, recorded[0]!);
        return recorded;
      });
      if (ids.length === 0) continue;
      await this.outbox.dispatch(ids);
      asked++;
    }
    return { asked };
  }
}
