import type { Catalogue, CatalogueItem } from '@repairlens/contract';
import { useTranslation } from 'react-i18next';
import { sectionEndpoints } from './admin-api';
import { ADMIN_NAMESPACE } from './i18n';

/** What RepairLens sells (GET /api/catalogue), by rank: read by the price editor and the user pages. */
export const useCatalogueApi = sectionEndpoints((api) =>
  api.injectEndpoints({
    endpoints: (build) => ({
      catalogue: build.query<Catalogue, void>({ query: () => ['/api/catalogue'] }),
    }),
  }),
);

/** The catalogue's item with this id, undefined while it loads (or for an id it no longer lists). */
export function useCatalogueItem(): (id: string) => CatalogueItem | undefined {
  const items = useCatalogueApi().useCatalogueQuery().data?.items;
  return (id) => items?.find((item) => item.id === id);
}

/**
 * An item's name: the console's own text at `${keyPrefix}.${id}` (the seed's items), otherwise the name the
 * server gives it in the console's language (an item just added to the catalogue), otherwise its id.
 */
export function useItemNameAt(keyPrefix: string): (id: string) => string {
  const { t, i18n } = useTranslation(ADMIN_NAMESPACE);
  const itemOf = useCatalogueItem();
  return (id) => {
    const item = itemOf(id);
    const serverName = item && (i18n.language.startsWith('fr') ? item.name.fr : item.name.en);
    return t(`${keyPrefix}.${id}` as never, { defaultValue: serverName ?? id });
  };
}
