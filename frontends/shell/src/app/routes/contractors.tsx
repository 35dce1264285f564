import { useTranslation } from '../../i18n/translation';
import { useLocation, useSearchParams } from 'react-router-dom';
import { SimplePage } from '../../components/page/simple-page';
import type { DirectorySearch } from '../../features/contractors/api';
import { ContractorDirectory } from '../../features/contractors/contractor-directory';
import { WIDER_RADII_KM } from '../../features/contractors/directory-next-steps';
import { rememberedPostalCode } from '../../features/contractors/remembered-postal-code';
import { useRegion } from '../../features/pricing/region-context';
import { useRepairRequestsQuery } from '../../features/repairs/api';
import type { HireAProState } from '../../features/repairs/hire-a-pro';
import { repairCategoryOf } from '../../../../shared/repair-categories';
import { api } from '../../lib/api';
import { useBrowserValue } from '../../lib/browser-value';

const NO_REPAIRS: never[] = [];

/** A widened radius from the address, when it is one the directory offers. */
function withinKmOf(raw: string | null): number | null {
  return WIDER_RADII_KM.find((km) => String(km) === raw) ?? null;
}

/**
 * The directory; the search lives in the address (?postalCode=&category=&withinKm=), so Hire a Pro (which adds
 * &region=) opens it filtered by the repair's category, and a search can be shared; without a postal code there,
 * the one found last in this browser. Hire a Pro also hands over the repair it came from, for a quote request
 * to carry.
 */
export function Component() {
  const { t } = useTranslation();
  const [searchParams, setSearchParams] = useSearchParams();
  const category = repairCategoryOf(searchParams.get('category'));
  // Without one in the address, the place searched last in this browser: the directory opens on its pros.
  const remembered = useBrowserValue(rememberedPostalCode, null);
  const postalCode = searchParams.get('postalCode') ?? remembered ?? '';
  const withinKm = withinKmOf(searchParams.get('withinKm'));
  const hireAPro = useLocation().state as Partial<HireAProState> | null;
  const { data: user } = api.useAuthUserQuery();
  const { region } = useRegion();
  // A quote request may carry one of the user's repairs: its diagnosis and instructions go with it.
  const { data: repairs } = useRepairRequestsQuery(undefined, { skip: !user });

  const search = (chosen: DirectorySearch) => {
    const next = new URLSearchParams(searchParams);
    next.set('postalCode', chosen.postalCode);
    if (chosen.category) next.set('category', chosen.category);
    else next.delete('category');
    if (chosen.withinKm !== null) next.set('withinKm', String(chosen.withinKm));
    else next.delete('withinKm');
    // The address changes, the repair Hire a Pro handed over stays.
    setSearchParams(next, { replace: true, state: hireAPro });
  };

  return (
    <SimplePage title={t('pages.contractors.title')} description={t('pages.contractors.description')}>
      <ContractorDirectory
        key={`${postalCode}|${category ?? ''}|${withinKm ?? ''}`}
        postalCode={postalCode}
        category={category}
        withinKm={withinKm}
        onSearch={search}
        repairs={repairs ?? NO_REPAIRS}
        quoteRepairId={hireAPro?.quoteRepairId ?? null}
        region={region}
      />
    </SimplePage>
  );
}
