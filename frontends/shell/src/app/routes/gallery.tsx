import type { RepairCategoryName } from '@repairlens/contract';
import { useTranslation } from '../../i18n/translation';
import { useSearchParams } from 'react-router-dom';
import { SimplePage } from '../../components/page/simple-page';
import { repairCategoryOf } from '../../../../shared/repair-categories';
import { RepairGallery } from '../../features/repairs/repair-gallery';

/** The public repair gallery; the category filter lives in the address (?category=plumbing), to share. */
export function Component() {
  const { t } = useTranslation();
  const [searchParams, setSearchParams] = useSearchParams();
  const category = repairCategoryOf(searchParams.get('category'));

  const showCategory = (chosen: RepairCategoryName | null) =>
    setSearchParams(chosen ? { category: chosen } : {}, { replace: true });

  return (
    <SimplePage title={t('pages.gallery.title')} description={t('pages.gallery.description')}>
      <RepairGallery category={category} onCategoryChange={showCategory} />
    </SimplePage>
  );
}
