import { useEffect } from 'react';
import { i18n, Trans, useTranslation } from '../../../i18n/translation';
import { isFrench } from '../../../i18n/locale';
import { useSupportEmail } from '../../../lib/runtime-config';
import { api } from '../../../lib/api';
import { usePageMeta } from '../../../lib/page-meta';
import styles from './legal-document.module.css';

/** Both legal texts are dated July 30, 2025 (product §2). */
const LEGAL_TEXTS_DATE = new Date(Date.UTC(2025, 6, 30, 12));

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

/** A legal text: heading, date, contents and sections, with the contact addresses as mail links. */
export function LegalDocument({ namespace, text, loadFrench }: LegalDocumentProps) {
  if (!i18n.hasResourceBundle('en', namespace)) i18n.addResourceBundle('en', namespace, text);
  const { t, i18n: current } = useTranslation();
  const french = isFrench(current.language);
  useEffect(() => {
    if (!french || i18n.hasResourceBundle('fr-CA', namespace)) return;
    // Adding the bundle re-renders the page's texts.
    void loadFrench().then(({ default: frenchText }) => i18n.addResourceBundle('fr-CA', namespace, frenchText));
  }, [french, namespace, loadFrench]);
  const title = t(`pages.${namespace}.title`);
  usePageMeta({ title, description: t(`pages.${namespace}.description`) });
  const supportEmail = useSupportEmail() ?? '';
  const privacyEmail = api.useRuntimeConfigQuery().data?.privacyEmail ?? '';

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
      <p className={styles.date}>{t('legal.lastUpdated', { date: LEGAL_TEXTS_DATE })}</p>
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
