import type { MigrationObject } from '@mikro-orm/core';
import { Migration20261121030000_repairs } from './Migration20261121030000_repairs.js';
import { Migration20261121070000_gallery_featured } from './Migration20261121070000_gallery_featured.js';
import { Migration20261207000000_repair_follow_ups } from './Migration20261207000000_repair_follow_ups.js';
import { Migration20261208000000_repair_feedback } from './Migration20261208000000_repair_feedback.js';
import { Migration20261209000000_repair_locale } from './Migration20261209000000_repair_locale.js';
import { Migration20261227000000_gallery_change_notifications } from './Migration20261227000000_gallery_change_notifications.js';
import { Migration20261228000000_own_repairs_change_notifications } from './Migration20261228000000_own_repairs_change_notifications.js';

/**
 * Repairs' migrations, in order. Migration20261208000000_repair_feedback also adds the e-mail outbox's
 * column for feedback requests: applied migrations stay whole.
 * Database.open runs every list in the order of the names; a released migration is never renamed.
 */
export const repairsMigrations: readonly MigrationObject[] = [
  { name: 'Migration20261121030000_repairs', class: Migration20261121030000_repairs },
  { name: 'Migration20261121070000_gallery_featured', class: Migration20261121070000_gallery_featured },
  { name: 'Migration20261207000000_repair_follow_ups', class: Migration20261207000000_repair_follow_ups },
  { name: 'Migration20261208000000_repair_feedback', class: Migration20261208000000_repair_feedback },
  { name: 'Migration20261209000000_repair_locale', class: Migration20261209000000_repair_locale },
  {
    name: 'Migration20261227000000_gallery_change_notifications',
    class: Migration20261227000000_gallery_change_notifications,
  },
  {
    name: 'Migration20261228000000_own_repairs_change_notifications',
    class: Migration20261228000000_own_repairs_change_notifications,
  },
];
