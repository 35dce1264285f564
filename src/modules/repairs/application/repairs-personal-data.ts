import type { PersonalDataContributor } from '../../../shared/application/personal-data.js';
import type { EmailRecall } from '../../../shared/email/email.js';
import type { FileStorage } from '../../../shared/storage/file-storage.js';
import type { RepairFeedbackProps } from '../domain/repair-feedback.js';
import type { FeedbackRequests } from '../ports/feedback-requests.js';
import type { FollowUpRepository } from '../ports/follow-up.repository.js';
import type { RepairFeedbackRepository } from '../ports/repair-feedback.repository.js';
import type { RepairRequestRepository } from '../ports/repair-request.repository.js';

function exportedFeedback(answer: RepairFeedbackProps | undefined) {
  return answer ? { verdict: answer.verdict, comment: answer.comment, answeredAt: answer.answeredAt } : null;
}

/**
 * A user's repairs, their follow-up questions and "Did this fix it?" answers in their data export, and gone with
 * their account, with the e-mails that asked for those answers and the opt-out from them.
 */
export class RepairsPersonalData implements PersonalDataContributor {
  readonly section = 'repairs';

  constructor(
    private readonly repairs: RepairRequestRepository,
    private readonly followUps: FollowUpRepository,
    private readonly feedback: RepairFeedbackRepository,
    private readonly feedbackRequests: FeedbackRequests,
    private readonly emails: EmailRecall,
    private readonly storage: FileStorage,
  ) {}

  async exportFor(userId: string): Promise<unknown> {
    const repairs = await this.repairs.listAllOwnedBy(userId);
    const followUps = Map.groupBy(await this.followUps.listAskedBy(userId), ({ props }) => props.repairId);
    const feedback = new Map((await this.feedback.listGivenBy(userId)).map(({ props }) => [props.repairId, props]));
    return repairs.map(({ props }) => ({
      id: props.id,
      status: props.status,
      description: props.description,
      region: props.region,
      mediaType: props.mediaType,
      createdAt: props.createdAt,
      finishedAt: props.finishedAt,
      failureReason: props.failureReason,
      shared: props.shared,
      instructions: props.instructions,
      followUps: (followUps.get(props.id) ?? []).map((followUp) => ({
        question: followUp.props.question,
        withPhoto: followUp.props.withPhoto,
        answer: followUp.props.answer,
        emergency: followUp.props.emergency?.title ?? null,
        askedAt: followUp.props.askedAt,
      })),
      feedback: exportedFeedback(feedback.get(props.id)),
    }));
  }

  async eraseFor(userId: string): Promise<void> {
    const repairs = await this.repairs.listAllOwnedBy(userId);
    // A feedback e-mail still queued would otherwise go out to the deleted account's address.
    await this.emails.discard(await this.feedbackRequests.emailIdsOf(userId));
    await this.feedbackRequests.removeAllOf(userId);
    await this.feedback.removeAllGivenBy(userId);
    await this.followUps.removeAllAskedBy(userId);
    await this.repairs.removeAllOwnedBy(userId);
    // A pending repair's upload would otherwise wait for the sweeper.
    for (const repair of repairs) if (repair.status === 'pending') await this.storage.remove(repair.storageKey);
  }
}
