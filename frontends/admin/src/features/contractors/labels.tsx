import type { RepairCategoryName } from '@repairlens/contract';
import { useTranslation } from 'react-i18next';
import ui from '../../components/admin-ui.module.css';
import { ADMIN_NAMESPACE } from '../../i18n';
import type { ApplicationStatus } from './api';

const STATUS_TONE: Record<ApplicationStatus, string | undefined> = {
  pending: ui.warning,
  approved: ui.success,
  rejected: undefined,
  suspended: undefined,
};

/** An application's status in words, coloured: waiting for review, approved, or out. */
export function StatusBadge({ status }: { readonly status: ApplicationStatus }) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const tone = STATUS_TONE[status];
  return (
    <span className={tone ? `${ui.badge} ${tone}` : ui.badge}>{t(`sections.contractors.statuses.${status}`)}</span>
  );
}

/** An approved contractor's changes wait for review. */
export function ChangesWaitingBadge() {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  return <span className={`${ui.badge} ${ui.warning}`}>{t('sections.contractors.changesWaiting')}</span>;
}

export function CategoryNames({ categories }: { readonly categories: readonly RepairCategoryName[] }) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  return <>{categories.map((category) => t(`sections.contractors.categories.${category}`)).join(', ')}</>;
}
