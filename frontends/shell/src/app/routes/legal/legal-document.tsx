import { Trans, useTranslation } from '../../../i18n/translation';
import type { LegalNamespace } from '../../../i18n';
import { useRuntimeConfig } from '../../../lib/runtime-config';
import { usePageMeta } from '../../../lib/page-meta';
import styles from './legal-document.module.css';

interface LegalSection {
  readonly id: string;
  readonly heading: string;
  readonly paragraphs?: readonly string[];
  readonly items?: readonly string[];
  /** Paragraphs that follow the list. */
  readonly after?: readonly string[];
}

/**
 * A legal text: heading, date, contents and sections, with the contact addresses as mail links. Its texts are a
 * catalogue part of their own (i18n/index.ts), which the route's loader fetches in the page's language before
 * the page renders: a French reader, and the French page rendered at build time, never show the English first.
 */
export function LegalDocument({ namespace }: { readonly namespace: LegalNamespace }) {
  const { t, i18n } = useTranslation();
  // Both languages have the same sections; their ids are the anchors of the contents.
  const sections = i18n.t('sections', { ns: namespace, returnObjects: true }) as unknown as readonly LegalSection[];
  const title = t(`pages.${namespace}.title`);
  usePageMeta({ title, description: t(`pages.${namespace}.description`) });
  const config = useRuntimeConfig();
  const supportEmail = config?.supportEmail ?? '';
  const privacyEmail = config?.privacyEmail ?? '';

  // Every text may name the contact addresses; Trans turns <privacy> and <support> into mail links. Until the
  // addresses have arrived (the page rendered at build time shows none), no link: an empty one has no name.
  const mailLink = (email: string) => (email ? <a href={`mailto:${email}`} /> : <span />);
  const paragraph = (key: string) => (
    <Trans
      ns={namespace}
      i18nKey={key as never}
      values={{ privacyEmail, supportEmail }}
      components={{ privacy: mailLink(privacyEmail), support: mailLink(supportEmail) }}
    />
  );

  return (
    <article className={styles.document} aria-labelledby="legal-title">
      <h1 id="legal-title">{title}</h1>
      {/* Both texts are dated July 30, 2025 (product §2), written out in the catalogues: the first Intl date
          format a page makes costs tens of milliseconds of loading calendar data, a long task on a slow phone. */}
      <p className={styles.date}>{t('legal.lastUpdated')}</p>
      <p>{paragraph('intro')}</p>
      <nav aria-label={t('legal.contents')} className={styles.contents}>
        <h2>{t('legal.contents')}</h2>
        <ol>
          {sections.map((section, index) => (
            <li key={section.id}>
              <a href={`#${section.id}`}>{paragraph(`sections.${index}.heading`)}</a>
            </li>
          ))}
        </ol>
      </nav>
      {sections.map((section, index) => (
        <section key={section.id} aria-labelledby={section.id}>
          <h2 id={section.id}>{paragraph(`sections.${index}.heading`)}</h2>
          {section.paragraphs?.map((_, paragraphIndex) => (
            <p key={paragraphIndex}>{paragraph(`sections.${index}.paragraphs.${paragraphIndex}`)}</p>
          ))}
          {section.items && (
            <ul>
              {section.items.map((_, itemIndex) => (
                <li key={itemIndex}>{paragraph(`sections.${index}.items.${itemIndex}`)}</li>
              ))}
            </ul>
          )}
          {section.after?.map((_, paragraphIndex) => (
            <p key={paragraphIndex}>{paragraph(`sections.${index}.after.${paragraphIndex}`)}</p>
          ))}
        </section>
      ))}
    </article>
  );
}
