import { expect } from 'chai';
import sinon from 'sinon';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { i18n, Trans } from '../../../frontends/shell/src/i18n/translation';
import { createTranslator } from '../../../frontends/shell/src/i18n/translator';

function translator() {
  const texts = createTranslator('shell');
  texts.addResourceBundle('en', 'shell', {
    greeting: 'Hello, {{name}}',
    total: 'Total: {{amount, number(minimumFractionDigits: 2)}}',
    files_one: '{{count}} file',
    files_other: '{{count}} files',
    only: { english: 'Only in English' },
  });
  texts.addResourceBundle('fr-CA', 'shell', {
    greeting: 'Bonjour, {{name}}',
    files_one: '{{count, number}} fichier',
    files_many: '{{count, number}} de fichiers',
    files_other: '{{count, number}} fichiers',
  });
  return texts;
}

describe("the shell's translator (front end)", () => {
  it('fills in values and formats them in the language read', () => {
    const texts = translator();
    expect(texts.t('greeting', { name: 'Ana' })).to.equal('Hello, Ana');
    expect(texts.t('total', { amount: 1234.5 })).to.equal('Total: 1,234.50');
    texts.changeLanguage('fr-CA');
    expect(texts.t('greeting', { name: 'Ana' })).to.equal('Bonjour, Ana');
  });

  it("picks the plural form Intl.PluralRules gives the count, French's many included", () => {
    const texts = translator();
    expect(texts.t('files', { count: 1 })).to.equal('1 file');
    expect(texts.t('files', { count: 0 })).to.equal('0 files');
    texts.changeLanguage('fr-CA');
    expect(texts.t('files', { count: 0 })).to.equal('0 fichier');
    expect(texts.t('files', { count: 1_000_000 }).replace(/\s/g, ' ')).to.equal('1 000 000 de fichiers');
  });

  it('makes one Intl formatter per language and options, however many values it formats', () => {
    const texts = translator();
    const made = sinon.spy(Intl, 'NumberFormat');
    try {
      for (let amount = 0; amount < 50; amount++) texts.t('total', { amount: amount + 0.5 });
      expect(texts.t('total', { amount: 7 })).to.equal('Total: 7.00');
      expect(made.callCount).to.be.at.most(1);
    } finally {
      made.restore();
    }
  });

  it("gives the built-in formats only the text's own options, never the values beside it", () => {
    const texts = translator();
    // A value that happens to share an Intl option's name does not turn 1234.5 into a currency or a percentage.
    expect(texts.t('total', { amount: 1234.5, style: 'percent', currency: 'EUR' })).to.equal('Total: 1,234.50');
  });

  it('falls back to English, then to the default given, then to the key', () => {
    const texts = translator();
    texts.changeLanguage('fr-CA');
    expect(texts.t('only.english')).to.equal('Only in English');
    expect(texts.t('nowhere', { defaultValue: 'Plan {{name}}', name: 'Pro' })).to.equal('Plan Pro');
    expect(texts.t('nowhere')).to.equal('nowhere');
    expect(texts.exists('only.english')).to.equal(true);
    expect(texts.exists('nowhere')).to.equal(false);
  });

  it('merges texts added later into what is there, and tells its subscribers', () => {
    const texts = translator();
    let told = 0;
    const unsubscribe = texts.subscribe(() => told++);
    texts.addResourceBundle('en', 'shell', { only: { later: 'Later' } });
    texts.changeLanguage('en-CA');
    unsubscribe();
    texts.changeLanguage('fr-CA');
    expect([texts.t('only.english'), texts.t('only.later'), told]).to.deep.equal(['Only in English', 'Later', 2]);
  });

  it('reads lists and objects from another namespace', () => {
    const texts = translator();
    texts.addResourceBundle('en', 'legal', { sections: [{ heading: 'Who we are' }], points: { a: 'One' } });
    expect(texts.t('sections.0.heading', { ns: 'legal' })).to.equal('Who we are');
    expect(texts.t('points', { ns: 'legal', returnObjects: true })).to.deep.equal({ a: 'One' });
  });

  it("turns a text's tags into the elements Trans is given, its values filled in", () => {
    i18n.addResourceBundle('en', 'tags', { support: 'Write to <mail>{{email}}</mail>, or <home/>.' });
    const markup = renderToStaticMarkup(
      createElement(Trans, {
        ns: 'tags',
        i18nKey: 'support' as never,
        values: { email: 'help@example.com' },
        components: {
          mail: createElement('a', { href: 'mailto:help@example.com' }),
          home: createElement('b', null, 'home'),
        },
      }),
    );
    expect(markup).to.equal('Write to <a href="mailto:help@example.com">help@example.com</a>, or <b>home</b>.');
  });
});
