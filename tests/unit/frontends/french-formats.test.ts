import { expect } from 'chai';
import i18next from 'i18next';
import accountEnglish from '../../../frontends/shell/src/i18n/account.en.json';
import accountFrench from '../../../frontends/shell/src/i18n/account.fr-CA.json';
import contractorDashboardEnglish from '../../../frontends/shell/src/i18n/contractor-dashboard.en.json';
import contractorDashboardFrench from '../../../frontends/shell/src/i18n/contractor-dashboard.fr-CA.json';
import contractorProfileEnglish from '../../../frontends/shell/src/i18n/contractor-profile.en.json';
import contractorProfileFrench from '../../../frontends/shell/src/i18n/contractor-profile.fr-CA.json';
import contractorsEnglish from '../../../frontends/shell/src/i18n/contractors.en.json';
import contractorsFrench from '../../../frontends/shell/src/i18n/contractors.fr-CA.json';
import englishCore from '../../../frontends/shell/src/i18n/en.json';
import {
  formatPhone,
  formatPostalCode,
  formatPrice,
  registerFormatters,
} from '../../../frontends/shell/src/i18n/formats';
import frenchCore from '../../../frontends/shell/src/i18n/fr-CA.json';
import landingEnglish from '../../../frontends/shell/src/i18n/landing.en.json';
import landingFrench from '../../../frontends/shell/src/i18n/landing.fr-CA.json';
import pricingEnglish from '../../../frontends/shell/src/i18n/pricing.en.json';
import pricingFrench from '../../../frontends/shell/src/i18n/pricing.fr-CA.json';
import repairInstructionsEnglish from '../../../frontends/shell/src/i18n/repair-instructions.en.json';
import repairInstructionsFrench from '../../../frontends/shell/src/i18n/repair-instructions.fr-CA.json';
import repairsEnglish from '../../../frontends/shell/src/i18n/repairs.en.json';
import repairsFrench from '../../../frontends/shell/src/i18n/repairs.fr-CA.json';
import adminEnglish from '../../../frontends/admin/src/i18n/en.json';
import adminFrench from '../../../frontends/admin/src/i18n/fr-CA.json';
import { initialLocale, isFrench, pickLocale } from '../../../frontends/shell/src/i18n/locale';
import { formatMoneyRange } from '../../../frontends/shell/src/lib/money-range';
import { createTranslator } from '../../../frontends/shell/src/i18n/translator';

/** A whole shell catalogue: each file's texts and where the shell merges them (i18n/index.ts), core first. */
type CatalogueFiles = readonly (readonly ['' | 'repairs' | 'contractors', object])[];
const english: CatalogueFiles = [
  ['', englishCore],
  ['', landingEnglish],
  ['', pricingEnglish],
  ['', accountEnglish],
  ['repairs', repairsEnglish],
  ['repairs', repairInstructionsEnglish],
  ['contractors', contractorsEnglish],
  ['contractors', contractorProfileEnglish],
  ['contractors', contractorDashboardEnglish],
];
const french: CatalogueFiles = [
  ['', frenchCore],
  ['', landingFrench],
  ['', pricingFrench],
  ['', accountFrench],
  ['repairs', repairsFrench],
  ['repairs', repairInstructionsFrench],
  ['contractors', contractorsFrench],
  ['contractors', contractorProfileFrench],
  ['contractors', contractorDashboardFrench],
];

/** Intl and our formats keep amounts and their signs together with no-break spaces; the tests read them as spaces. */
const spaced = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

/** The shell's two catalogues in a translator of their own, set up as the shell sets up its own. */
function catalogues(language: string) {
  const i18n = createTranslator('shell');
  for (const [language, files] of [
    ['en', english],
    ['fr-CA', french],
  ] as const) {
    for (const [under, texts] of files) i18n.addResourceBundle(language, 'shell', under ? { [under]: texts } : texts);
  }
  i18n.changeLanguage(language);
  registerFormatters(i18n);
  return i18n;
}

describe('Canadian French formats (front end)', () => {
  describe('prices on the pricing screens', () => {
    it('writes "5 $ CA" and "24,99 $ CA" in French, "$5 CAD" and "$24.99 CAD" in English as specified', () => {
      expect(spaced(formatPrice(5, 'CAD', 'fr-CA'))).to.equal('5 $ CA');
      expect(spaced(formatPrice(24.99, 'CAD', 'fr-CA'))).to.equal('24,99 $ CA');
      expect(spaced(formatPrice(4.99, 'USD', 'fr-CA'))).to.equal('4,99 $ US');
      expect(formatPrice(5, 'CAD', 'en-CA')).to.equal('$5 CAD');
      expect(formatPrice(24.99, 'USD', 'en-US')).to.equal('$24.99 USD');
    });

    it('writes every amount as Intl.NumberFormat would, in both languages', () => {
      const amounts = [
        0, 0.5, 1, 4.99, 5, 24.99, 100, 999.99, 1000, 1234.5, 12345.67, 1_000_000, 9_876_543.21, -5, -1234.5,
      ];
      for (let cents = 0; cents < 100_000; cents += 1_337) amounts.push(cents / 100);
      for (const [locale, currency] of [
        ['en-CA', 'CAD'],
        ['en-US', 'USD'],
        ['fr-CA', 'CAD'],
      ] as const) {
        const intl = new Intl.NumberFormat(locale, {
          minimumFractionDigits: 2,
          maximumFractionDigits: 2,
          trailingZeroDisplay: 'stripIfInteger',
        });
        for (const amount of amounts) {
          const expected = isFrench(locale)
            ? `${intl.format(amount)}\u00a0$\u00a0CA`
            : `$${intl.format(amount)} ${currency}`;
          expect(formatPrice(amount, currency, locale), `${amount} in ${locale}`).to.equal(expected);
        }
      }
    });

    it('keeps the amount and its sign on one line in French', () => {
      expect(formatPrice(5, 'CAD', 'fr-CA')).not.to.match(/ /);
    });

    it("is what the catalogue's common.price writes, in the page's language", () => {
      const i18n = catalogues('fr-CA');
      expect(spaced(i18n.t('common.price', { amount: 24.99, currency: 'CAD' }))).to.equal('24,99 $ CA');
      expect(spaced(i18n.t('common.price', { amount: 5, currency: 'USD' }))).to.equal('5 $ US');
      i18n.changeLanguage('en-CA');
      expect(i18n.t('common.price', { amount: 5, currency: 'CAD' })).to.equal('$5 CAD');
    });
  });

  it('writes an estimate range as "12 $ à 30 $" in French and keeps "$12–$30" in English', () => {
    expect(spaced(formatMoneyRange({ low: 12, high: 30 }, 'CAD', 'fr-CA'))).to.equal('12 $ à 30 $');
    expect(spaced(formatMoneyRange({ low: 1200, high: 2500 }, 'CAD', 'fr-CA'))).to.equal('1 200 $ à 2 500 $');
    expect(spaced(formatMoneyRange({ low: 9, high: 22 }, 'USD', 'fr-CA'))).to.equal('9 $ US à 22 $ US');
    expect(formatMoneyRange({ low: 12, high: 30 }, 'CAD', 'en-CA')).to.equal('$12–$30');
  });

  it('writes dates as "30 juillet 2025" in French and "July 30, 2025" in English', () => {
    const i18n = catalogues('fr-CA');
    const date = new Date(Date.UTC(2025, 6, 30, 12));
    expect(spaced(i18n.t('contractors.requests.sentAt', { date }))).to.equal('Envoyée le 30 juillet 2025');
    i18n.changeLanguage('en-CA');
    expect(i18n.t('contractors.requests.sentAt', { date })).to.equal('Sent July 30, 2025');
  });

  it('writes a time as "9 h 05" in French, with no zero before the hour, and "9:05 a.m." in English', () => {
    const i18n = catalogues('fr-CA');
    const date = new Date(2025, 6, 30, 9, 5);
    expect(spaced(i18n.t('repairs.repairPage.requested', { date }))).to.equal('Demandée le 30 juillet 2025 à 9 h 05');
    i18n.changeLanguage('en-CA');
    expect(spaced(i18n.t('repairs.repairPage.requested', { date }))).to.equal('Requested July 30, 2025 at 9:05 a.m.');
  });

  it('separates thousands with a space in French', () => {
    const i18n = catalogues('fr-CA');
    expect(spaced(i18n.t('nav.freeFixes', { count: 1234 }))).to.equal('Réparations gratuites : 1 234');
    i18n.changeLanguage('en-CA');
    expect(i18n.t('nav.freeFixes', { count: 1234 })).to.equal('Free fixes: 1,234');
  });

  it('counts 0 and 1 as singular in French, only 1 in English', () => {
    const i18n = catalogues('fr-CA');
    const counted = (key: 'billing.balance.free' | 'repairs.upload.descriptionCount', count: number) =>
      spaced(i18n.t(key, { count, max: 2000 }));
    expect(counted('billing.balance.free', 0)).to.equal('0 gratuite');
    expect(counted('billing.balance.free', 1)).to.equal('1 gratuite');
    expect(counted('billing.balance.free', 2)).to.equal('2 gratuites');
    expect(counted('repairs.upload.descriptionCount', 1)).to.equal('1 caractère sur 2 000');
    expect(counted('repairs.upload.descriptionCount', 0)).to.equal('0 caractère sur 2 000');
    expect(counted('repairs.upload.descriptionCount', 12)).to.equal('12 caractères sur 2 000');
    i18n.changeLanguage('en-CA');
    expect(counted('billing.balance.free', 1)).to.equal('1 free');
    expect(counted('repairs.upload.descriptionCount', 12)).to.equal('12 of 2,000 characters');
  });

  it('gives every counted text its plural forms in both catalogues', () => {
    /** Each counted text ("billing.balance.free" for free_one, free_other...) and the plural forms it has. */
    const formsOf = (files: CatalogueFiles) => {
      const forms = new Map<string, string[]>();
      const walk = (node: object, prefix: string) => {
        for (const [key, value] of Object.entries(node)) {
          if (typeof value === 'object' && value !== null) walk(value as object, `${prefix}${key}.`);
          const [, text, form] = /^(.+)_(zero|one|two|few|many|other)$/.exec(key) ?? [];
          if (text && form) forms.set(`${prefix}${text}`, [...(forms.get(`${prefix}${text}`) ?? []), form]);
        }
      };
      for (const [under, texts] of files) walk(texts, under ? `${under}.` : '');
      return forms;
    };
    const englishForms = formsOf(english);
    const frenchForms = formsOf(french);
    expect([...englishForms.keys()]).to.include.members(['billing.balance.free', 'repairs.upload.descriptionCount']);
    expect([...frenchForms.keys()].sort()).to.deep.equal([...englishForms.keys()].sort());
    for (const [text, forms] of englishForms) expect(forms, text).to.deep.equal(['one', 'other']);
    // CLDR French: "one" (0 and 1), "many" (a million and up: "1 000 000 de"), "other".
    for (const [text, forms] of frenchForms) expect(forms, text).to.deep.equal(['one', 'many', 'other']);
  });

  it("writes the admin console's numbers and times the French way: 0,5, 1 234 and 9 h 05", async () => {
    const i18n = i18next.createInstance();
    await i18n.init({
      lng: 'fr-CA',
      fallbackLng: 'en',
      ns: ['admin'],
      resources: { en: { admin: adminEnglish }, 'fr-CA': { admin: adminFrench } },
      interpolation: { escapeValue: false },
    });
    expect(i18n.t('admin:sections.dashboard.fixRates.rule', { partly: 0.5, minimum: 3 })).to.contain(
      'En partie pour 0,5,',
    );
    expect(
      spaced(i18n.t('admin:sections.dashboard.tiles.leadsDetail', { accepted: 1234, declined: 5, expired: 0 })),
    ).to.equal('1 234 acceptées, 5 refusées, 0 expirées');
    expect(spaced(i18n.t('admin:sections.users.date', { date: new Date(2025, 6, 30, 9, 5) }))).to.equal(
      '30 juill. 2025, 9 h 05',
    );
    await i18n.changeLanguage('en-CA');
    expect(i18n.t('admin:sections.dashboard.fixRates.rule', { partly: 0.5, minimum: 3 })).to.contain('partly 0.5,');
  });

  it('writes a Canadian postal code as "H2X 1Y4" however it was typed, and leaves a ZIP code as it is', () => {
    expect(formatPostalCode('h2x1y4')).to.equal('H2X 1Y4');
    expect(formatPostalCode(' H2X  1Y4 ')).to.equal('H2X 1Y4');
    expect(formatPostalCode('90210')).to.equal('90210');
  });

  it('writes a phone number as "514 555-1234" in French and "(514) 555-1234" in English', () => {
    expect(formatPhone('(514) 555-1234', 'fr-CA')).to.equal('514 555-1234');
    expect(formatPhone('+1 514.555.1234', 'fr-CA')).to.equal('514 555-1234');
    expect(formatPhone('5145551234', 'en-CA')).to.equal('(514) 555-1234');
    expect(formatPhone('555-1234', 'fr-CA')).to.equal('555-1234');
  });

  describe('the language a page opens in', () => {
    it("takes the browser's French, whatever its country, as Canadian French", () => {
      expect(pickLocale(['fr-CA', 'en-CA'])).to.equal('fr-CA');
      expect(pickLocale(['fr-FR', 'en'])).to.equal('fr-CA');
      expect(pickLocale(['fr'])).to.equal('fr-CA');
      expect(pickLocale(['en-GB', 'fr-CA'])).to.equal('en-CA');
    });

    it('prefers the address, then the visitor’s earlier choice, then the browser', () => {
      expect(initialLocale({ query: 'fr-CA', stored: 'en-US', preferred: ['en-US'] })).to.equal('fr-CA');
      expect(initialLocale({ query: null, stored: 'fr-CA', preferred: ['en-US'] })).to.equal('fr-CA');
      expect(initialLocale({ query: 'xx', stored: 'bogus', preferred: ['fr-BE'] })).to.equal('fr-CA');
      expect(initialLocale({ query: null, stored: null, preferred: [] })).to.equal('en-CA');
    });
  });
});
