import { escapeHtml, type EmailMessage } from '../../../shared/email/email.js';
import type { EmailLanguage } from '../../../shared/email/email-language.js';
import type { FeedbackVerdict } from '../domain/repair-feedback.js';

interface FeedbackWords {
  readonly subject: (title: string) => string;
  readonly greeting: string;
  readonly intro: (title: string) => string;
  readonly answers: Readonly<Record<FeedbackVerdict, string>>;
  readonly addComment: string;
  readonly once: string;
  readonly unsubscribe: string;
  readonly unsubscribeLink: string;
  readonly signOff: string;
}

/** The one e-mail asking whether a repair's steps fixed the problem, in both languages side by side. */
const TEXTS: Readonly<Record<EmailLanguage, FeedbackWords>> = {
  en: {
    subject: (title: string) => `Did it work? ${title}`,
    greeting: 'Hi,',
    intro: (title: string) =>
      `A day or two ago RepairLens gave you steps for "${title}". Did they fix it? One tap tells us, and it helps ` +
      'us improve the guides where they fall short.',
    answers: { fixed: 'Yes, it is fixed', partly: 'Partly', not_fixed: 'No, not fixed' },
    addComment: 'You can add a comment on the repair page, and change your answer there later.',
    once: 'We ask once per repair and will not remind you.',
    unsubscribe: 'No more of these e-mails:',
    unsubscribeLink: 'unsubscribe',
    signOff: 'RepairLens',
  },
  fr: {
    subject: (title: string) => `Est-ce réparé? ${title}`,
    greeting: 'Bonjour,',
    intro: (title: string) =>
      `Il y a un jour ou deux, RepairLens vous a donné des étapes pour « ${title} ». Ont-elles réglé le problème? ` +
      'Un simple clic nous le dit et nous aide à améliorer les guides là où ils sont insuffisants.',
    answers: { fixed: 'Oui, c’est réparé', partly: 'En partie', not_fixed: 'Non, ce n’est pas réparé' },
    addComment: 'Vous pouvez ajouter un commentaire sur la page de la réparation et y changer votre réponse plus tard.',
    once: 'Nous ne posons la question qu’une fois par réparation et ne vous relancerons pas.',
    unsubscribe: 'Ne plus recevoir ces courriels :',
    unsubscribeLink: 'me désabonner',
    signOff: 'RepairLens',
  },
};

const ANSWER_ORDER: readonly FeedbackVerdict[] = ['fixed', 'partly', 'not_fixed'];

export interface FeedbackEmailLinks {
  /** The repair page; `?answer=` preselects an answer and `#did-it-fix` scrolls to the question. */
  readonly repairPage: string;
  readonly unsubscribe: string;
}

function answerLink(repairPage: string, verdict: FeedbackVerdict): string {
  const url = new URL(repairPage);
  url.searchParams.set('answer', verdict);
  url.hash = 'did-it-fix';
  return url.toString();
}

export function feedbackEmail(
  to: string,
  title: string,
  links: FeedbackEmailLinks,
  language: EmailLanguage,
): EmailMessage {
  const words = TEXTS[language];
  const answers = ANSWER_ORDER.map((verdict) => ({
    label: words.answers[verdict],
    href: answerLink(links.repairPage, verdict),
  }));
  const text = [
    words.greeting,
    '',
    words.intro(title),
    '',
    ...answers.map(({ label, href }) => `${label}: ${href}`),
    '',
    words.addComment,
    words.once,
    '',
    `${words.unsubscribe} ${links.unsubscribe}`,
    '',
    words.signOff,
  ].join('\n');
  const html = [
    `<p>${escapeHtml(words.greeting)}</p>`,
    `<p>${escapeHtml(words.intro(title))}</p>`,
    `<p>${answers.map(({ label, href }) => `<a href="${escapeHtml(href)}">${escapeHtml(label)}</a>`).join(' &middot; ')}</p>`,
    `<p>${escapeHtml(words.addComment)} ${escapeHtml(words.once)}</p>`,
    `<p style="font-size:small">${escapeHtml(words.unsubscribe)} <a href="${escapeHtml(links.unsubscribe)}">` +
      `${escapeHtml(words.unsubscribeLink)}</a></p>`,
    `<p>${escapeHtml(words.signOff)}</p>`,
  ].join('\n');
  return {
    to,
    subject: words.subject(title),
    text,
    html,
    // RFC 8058: a mail client's unsubscribe button posts "List-Unsubscribe=One-Click" to this address.
    headers: {
      'List-Unsubscribe': `<${links.unsubscribe}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}
