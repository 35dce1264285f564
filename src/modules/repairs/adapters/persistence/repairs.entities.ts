import { defineEntity, p } from '@mikro-orm/core';
import { FOLLOW_UP_SOURCES } from '../../domain/follow-up.js';
import type { Instructions } from '../../domain/instructions.js';
import { FEEDBACK_VERDICTS } from '../../domain/repair-feedback.js';
import { REPAIR_STATUSES } from '../../domain/repair-request.js';
import type { Emergency } from '../../domain/safety/emergency.js';

/**
 * Row of `repairs_repair_request`. Title, category and estimated time are copied out of the instructions
 * so Recent Fixes and the gallery filter read columns, not JSON.
 */
export const RepairRequestRecord = defineEntity({
  name: 'RepairRequestRecord',
  tableName: 'repairs_repair_request',
  properties: {
    id: p.uuid().primary(),
    ownerId: p.uuid(),
    status: p.enum(REPAIR_STATUSES),
    description: p.text().nullable(),
    region: p.string().length(2),
    locale: p.string().length(8),
    mediaKind: p.string().length(8),
    mediaType: p.string().length(64),
    fundingSource: p.string().length(32),
    title: p.string().length(200).nullable(),
    category: p.string().length(32).nullable(),
    estimatedTime: p.string().length(32).nullable(),
    instructions: p.json<Instructions>().nullable(),
    failureReason: p.string().length(500).nullable(),
    shared: p.boolean(),
    hiddenByAdmin: p.boolean(),
    featuredAt: p.datetime().nullable(),
    createdAt: p.datetime(),
    finishedAt: p.datetime().nullable(),
  },
});

/** Row of `repairs_follow_up`: a question about a repair and its answer; removed with the repair. */
export const FollowUpRecord = defineEntity({
  name: 'FollowUpRecord',
  tableName: 'repairs_follow_up',
  properties: {
    id: p.uuid().primary(),
    repairId: p.uuid(),
    ownerId: p.uuid(),
    question: p.text(),
    withPhoto: p.boolean(),
    answer: p.text().nullable(),
    source: p.enum(FOLLOW_UP_SOURCES),
    citedNote: p.string().length(200).nullable(),
    emergency: p.json<Emergency>().nullable(),
    counted: p.boolean(),
    askedAt: p.datetime(),
  },
});

/** Row of `repairs_feedback`: the owner's answer to "Did this fix it?"; removed with the repair. */
export const RepairFeedbackRecord = defineEntity({
  name: 'RepairFeedbackRecord',
  tableName: 'repairs_feedback',
  properties: {
    repairId: p.uuid().primary(),
    ownerId: p.uuid(),
    verdict: p.enum(FEEDBACK_VERDICTS),
    comment: p.text().nullable(),
    answeredAt: p.datetime(),
  },
});
