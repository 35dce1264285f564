import { defineEntity, p } from '@mikro-orm/core';
import type { Instructions } from '../../domain/instructions.js';
import { REPAIR_STATUSES } from '../../domain/repair-request.js';

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
