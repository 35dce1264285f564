import { useId, type ReactNode } from 'react';
import ui from '../../components/admin-ui.module.css';
import styles from './users.module.css';

/** What a panel's action last answered: done, or refused with the reason. */
export type PanelOutcome = { readonly kind: 'done' | 'refused'; readonly text: string } | null;

/** A box on a person's page for one action: its heading, its controls, and what the action last answered. */
export function UserPanel({
  heading,
  outcome,
  children,
}: {
  readonly heading: string;
  readonly outcome: PanelOutcome;
  readonly children: ReactNode;
}) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className={styles.panel}>
      <h3 id={headingId} className={ui.subheading}>
        {heading}
      </h3>
      {children}
      {outcome?.kind === 'done' && (
        <p role="status" className={`${ui.success} ${styles.notice}`}>
          {outcome.text}
        </p>
      )}
      {outcome?.kind === 'refused' && (
        <div role="alert" className={`${ui.error} ${styles.notice}`}>
          <p>{outcome.text}</p>
        </div>
      )}
    </section>
  );
}
