import type { Money } from '../../../shared/domain/money.js';
import type { Region } from '../../../shared/domain/region.js';
import type { Plan } from '../domain/plan.js';
import { token } from '../../../shared/token.js';

/** What billing sells, priced by the pricing module's table (bridged in src/module-bridges.ts). */
export type BillableItem = 'repair_credit' | Plan | 'contractor_listing';

export interface PriceList {
  priceOf(region: Region, item: BillableItem): Promise<Money>;
}

export const PRICE_LIST = token<PriceList>('billing.PriceList');
