import type { Money } from '../../../shared/domain/money.js';
import type { Region } from '../../../shared/domain/region.js';
import type { ItemId } from '../domain/catalogue.js';
import { token } from '../../../shared/token.js';

/** What billing sells (its catalogue's items), priced by the pricing module's table (see src/module-bridges.ts). */
export interface PriceList {
  priceOf(region: Region, item: ItemId): Promise<Money>;
}

export const PRICE_LIST = token<PriceList>('billing.PriceList');
