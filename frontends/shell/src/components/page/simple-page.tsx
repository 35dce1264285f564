import type { ReactNode } from 'react';
import { usePageMeta } from '../../lib/page-meta';
import styles from './simple-page.module.css';

interface SimplePageProps {
  readonly title: string;
  /** Shown under the heading and used as the meta description. */
  readonly description: string;
  readonly children?: ReactNode;
}

/** A page with a heading, a short text and, optionally, what follows them. */
export function SimplePage({ title, description, children }: SimplePageProps) {
  usePageMeta({ title, description });
  return (
    <div className={styles.page}>
      <h1>{title}</h1>
      <p className={styles.description}>{description}</p>
      {children}
    </div>
  );
}
