import type { EntityManager } from '@mikro-orm/sql';
import { repairTitle } from '../../domain/repair-request.js';
import type { RepairHistoryLine, RepairHistoryReader } from '../../ports/repair-history.reader.js';
import { RepairRequestRecord } from './repairs.entities.js';

export class MikroOrmRepairHistoryReader implements RepairHistoryReader {
  constructor(private readonly em: EntityManager) {}

  async recentOf(ownerId: string, limit: number): Promise<{ total: number; items: RepairHistoryLine[] }> {
    const [rows, total] = await this.em.findAndCount(
      RepairRequestRecord,
      { ownerId },
      {
        disableIdentityMap: true,
        fields: ['id', 'title', 'status', 'category', 'createdAt'],
        orderBy: { createdAt: 'desc', id: 'desc' },
        limit,
      },
    );
    return {
      total,
      items: rows.map((row) => ({
        id: row.id,
        title: repairTitle(row.status, row.title ?? null),
        status: row.status,
        category: row.category ?? null,
        createdAt: row.createdAt,
      })),
    };
  }
}
