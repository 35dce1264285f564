import { TryAgainButton } from '../../components/ui/try-again-button';
import styles from './read-failure.module.css';

/** A list that could not be read: why, and Try again, which waits while the new read runs. */
export function ReadFailure({
  text,
  onRetry,
  retrying,
}: {
  readonly text: string;
  readonly onRetry: () => void;
  readonly retrying: boolean;
}) {
  return (
    <div className={styles.failure}>
      <p>{text}</p>
      <TryAgainButton variant="secondary" onRetry={onRetry} retrying={retrying} />
    </div>
  );
}
