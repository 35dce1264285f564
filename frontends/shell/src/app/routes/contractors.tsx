import type { RepairCategoryName } from '@repairlens/contract';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { SimplePage } from '../../components/page/simple-page';
import { ContractorDirectory } from '../../features/contractors/contractor-directory';
import { useRepairRequestsQuery } from '../../features/repairs/api';
import { repairCategoryOf } from '../../../../shared/repair-categories';
import { api } from '../../lib/api';

const NO_REPAIRS: never[] = [];

/**
 * The directory; the search lives in the address (?postalCode=&category=), so Hire a Pro (which adds
 * &region=) opens it filtered by the repair's category, and a search can be shared.
 */
export function Component() {
  const { t } = useTranslation();
  const [searchParams, setSearchParams] = useSearchParams();
  const category = repairCategoryOf(searchParams.get('category'));
  const postalCode = searchParams.get('postalCode') ?? '';
  const { data: user } = api.useAuthUserQuery();
  // A quote request may carry one of the user's repairs: its diagnosis and instructions go with it.
  const { data: repairs } = useRepairRequestsQuery(undefined, { skip: !user });

  const search = (code: string, chosen: RepairCategoryName | null) => {
    const next = new URLSearchParams(searchParams);
    next.set('postalCode', code);
    if (chosen) next.set('category', chosen);
    else next.delete('category');
    setSearchParams(next, { replace: true });
  };

  return (
    <SimplePage title={t('pages.contractors.title')} description={t('pages.contractors.description')}>
      <ContractorDirectory
        key={`${postalCode}|${category ?? ''}`}
        postalCode={postalCode}
        category={category}
        onSearch={search}
        repairs={repairs ?? NO_REPAIRS}
      />
    </SimplePage>
  );
}
