import { expect } from 'chai';
import privacyPolicyEnglish from '../../../frontends/shell/src/i18n/privacy-policy.en.json';
import privacyPolicyFrench from '../../../frontends/shell/src/i18n/privacy-policy.fr-CA.json';
import termsOfServiceEnglish from '../../../frontends/shell/src/i18n/terms-of-service.en.json';
import termsOfServiceFrench from '../../../frontends/shell/src/i18n/terms-of-service.fr-CA.json';

interface LegalText {
  readonly intro: string;
  readonly sections: readonly {
    readonly id: string;
    readonly heading: string;
    readonly paragraphs?: readonly string[];
    readonly items?: readonly string[];
    readonly after?: readonly string[];
  }[];
}

/** What the legal page lays out from a text: its sections' anchors and how many paragraphs and items each has. */
const layoutOf = (text: LegalText) =>
  text.sections.map(({ id, paragraphs, items, after }) => ({
    id,
    paragraphs: paragraphs?.length ?? 0,
    items: items?.length ?? 0,
    after: after?.length ?? 0,
  }));

/** The contact tags a text links (<privacy>…</privacy>, <support/>), in order. */
const tagsOf = (text: LegalText) => JSON.stringify(text).match(/<\/?(privacy|support)\s*\/?>/g) ?? [];

describe('the legal texts in French', () => {
  for (const [name, english, french] of [
    ['Privacy Policy', privacyPolicyEnglish, privacyPolicyFrench],
    ['Terms of Service', termsOfServiceEnglish, termsOfServiceFrench],
  ] as const) {
    it(`gives the ${name} the English sections, anchors and paragraph counts`, () => {
      expect(layoutOf(french)).to.deep.equal(layoutOf(english));
    });

    it(`links the same contact addresses in the ${name} as the English does`, () => {
      expect(tagsOf(french)).to.deep.equal(tagsOf(english));
    });
  }
});
