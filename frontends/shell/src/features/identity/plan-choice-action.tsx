import type { AuthUser } from '@repairlens/contract';
import { useTranslation } from '../../i18n/translation';
import { Link } from 'react-router-dom';
import { buttonClassName } from '../../components/ui/button';
import { SIGN_IN_PATH } from '../../lib/server-paths';
import { planDestination, rememberPlanChoice, type PlanChoice } from './pending-plan';

interface PlanChoiceActionProps {
  readonly plan: PlanChoice;
  /** The item's name, for a plan without a button text of its own. */
  readonly name: string;
  readonly user: AuthUser | null;
  readonly emphasised?: boolean;
}

/**
 * A plan card's button: a signed-in user goes straight to checkout or subscribe; a visitor's choice is
 * kept, the visitor signs in, and the choice is completed after (see takePendingPlanDestination).
 */
export function PlanChoiceAction({ plan, name, user, emphasised = false }: PlanChoiceActionProps) {
  const { t } = useTranslation();
  const className = buttonClassName(emphasised ? 'primary' : 'secondary');
  const label = t(`identity.planChoice.${plan}`, { defaultValue: t('identity.planChoice.other', { name }) });

  if (user) {
    return (
      <Link to={planDestination(plan)} className={className}>
        {label}
      </Link>
    );
  }
  return (
    <button
      type="button"
      className={className}
      onClick={() => {
        rememberPlanChoice(plan);
        window.location.assign(SIGN_IN_PATH);
      }}
    >
      {label}
    </button>
  );
}
