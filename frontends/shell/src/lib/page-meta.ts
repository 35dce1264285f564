import { useEffect } from 'react';
import { useTranslation } from '../i18n/translation';

interface PageMeta {
  /** The page's name; the landing page leaves it out and gets the product's title. */
  readonly title?: string;
  readonly description: string;
}

function setMeta(selector: string, content: string): void {
  document.querySelector(selector)?.setAttribute('content', content);
}

/**
 * Sets the document title, the meta description and the Open Graph title and description (one of each,
 * from index.html, which carries the landing page's for crawlers that run no JavaScript).
 */
export function usePageMeta({ title, description }: PageMeta): void {
  const { t } = useTranslation();
  const documentTitle = title ? t('meta.pageTitle', { title }) : t('meta.defaultTitle');
  useEffect(() => {
    document.title = documentTitle;
    setMeta('meta[name="description"]', description);
    setMeta('meta[property="og:title"]', documentTitle);
    setMeta('meta[property="og:description"]', description);
  }, [documentTitle, description]);
}
