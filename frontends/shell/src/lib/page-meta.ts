import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

interface PageMeta {
  /** The page's name; the landing page leaves it out and gets the product's title. */
  readonly title?: string;
  readonly description: string;
}

/** Sets the document title and the meta description (one of each, from index.html) for the current page. */
export function usePageMeta({ title, description }: PageMeta): void {
  const { t } = useTranslation();
  const documentTitle = title ? t('meta.pageTitle', { title }) : t('meta.defaultTitle');
  useEffect(() => {
    document.title = documentTitle;
    document.querySelector('meta[name="description"]')?.setAttribute('content', description);
  }, [documentTitle, description]);
}
