import type { ReactNode } from 'react';
import { useTranslation } from '../../i18n/translation';
import { Link } from 'react-router-dom';
import { usePageMeta } from '../../lib/page-meta';
import { buttonClassName } from '../ui/button';
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

/** A simple page whose one way on is the home page. */
export function GoHomePage({ title, description }: Omit<SimplePageProps, 'children'>) {
  const { t } = useTranslation();
  return (
    <SimplePage title={title} description={description}>
      <Link to="/" className={buttonClassName('primary')}>
        {t('common.goHome')}
      </Link>
    </SimplePage>
  );
}
