import { useEffect, type ReactElement } from 'react';
import { i18n, Trans, useTranslation } from '../../../i18n/translation';
import { isFrench } from '../../../i18n/locale';
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

/** A legal text's catalogue: a namespace of its own, loaded with its page rather than with the app. */
export interface LegalText {
  readonly intro: string;
  readonly sections: readonly LegalSection[];
}

interface LegalDocumentProps {
  /** The text's namespace, also the name of its page's title and description in the app's catalogue. */
  readonly namespace: 'privacyPolicy' | 'termsOfService';
  readonly text: LegalText;
  /** The French text (same structure), a chunk of its own fetched only when the page is read in French. */
  readonly loadFrench: () => Promise<{ readonly default: LegalText }>;
}

/**
 * The page of a legal text. Its English joins the catalogue as the page's chunk is evaluated, before the page
 * renders: texts added while rendering made every translated component on the page render again at once.
 */
export function legalPage({ namespace, text, loadFrench }: LegalDocumentProps): () => ReactElement {
  i18n.addResourceBundle('en', namespace, text);
  return function LegalPage() {
    return <LegalDocument namespace={namespace} text={text} loadFrench={loadFrench} />;
  };
}

/** A legal text: heading, date, contents and sections, with the contact addresses as mail links. */
function LegalDocument({ namespace, text, loadFrench }: LegalDocumentProps) {
  const { t, i18n: current } = useTranslation();
  const french = isFrench(current.language);
  useEffect(() => {
    if (!french || i18n.hasResourceBundle('fr-CA', namespace)) return;
    // Adding the bundle re-renders the page's texts.
    void loadFrench().then(({ default: frenchText }) => i18n.addResourceBundle('fr-CA', namespace, frenchText));
  }, [french, namespace, loadFrench]);
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
          {text.sections.map((section, index) => (
            <li key={section.id}>
              <a href={`#${section.id}`}>{paragraph(`sections.${index}.heading`)}</a>
            </li>
          ))}
        </ol>
      </nav>
      {text.sections.map((section, index) => (
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
