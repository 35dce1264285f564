import { escapeHtml, type EmailMessage } from '../../../shared/email/email.js';
import { fillIn, type Localised } from '../../../shared/domain/locale.js';
import type { EmailLanguage, RecipientLanguages } from '../../../shared/email/email-language.js';
import type { Contractor } from '../domain/contractor.js';
import type { Lead } from '../domain/lead.js';

/** Why an application waits for review: it is new, corrected after a rejection, or an approved profile changed. */
export type ReviewOccasion = 'application' | 'correction' | 'profile-change';

/** One e-mail's words in one language; `{business}` and the like are filled in by ContractorEmails. */
interface EmailTexts {
  readonly subject: string;
  readonly paragraphs: readonly string[];
  readonly action: string;
}

/**
 * Every contractors e-mail's words in both languages, side by side, so a change to one is seen next to the other;
 * one template (ContractorEmails.compose) writes them all. French is written for Quebec readers (courriel,
 * soumission, entrepreneur).
 */
const GREETING: Localised<string> = { en: 'Hello {name},', fr: 'Bonjour {name},' };
const REASON: Localised<string> = { en: 'The reason: {reason}', fr: 'Motif : {reason}' };
const DASHBOARD: Localised<string> = {
  en: 'Open your contractor dashboard',
  fr: 'Ouvrir votre tableau de bord d’entrepreneur',
};
const REVIEW: Localised<string> = {
  en:
    'Our team reviews every application, usually within two business days. We will e-mail you the decision. ' +
    'You can edit your application until then.',
  fr:
    'Notre équipe examine chaque demande, habituellement en deux jours ouvrables. Nous vous enverrons la ' +
    'décision par courriel. D’ici là, vous pouvez modifier votre demande.',
};

const UNDER_REVIEW: Readonly<Record<ReviewOccasion, Localised<EmailTexts>>> = {
  application: {
    en: {
      subject: 'We received your application, {business}',
      paragraphs: ['Thank you for applying to list {business} in the RepairLens contractor directory.', REVIEW.en],
      action: DASHBOARD.en,
    },
    fr: {
      subject: 'Nous avons bien reçu votre demande, {business}',
      paragraphs: [
        'Merci d’avoir demandé l’inscription de {business} au répertoire des entrepreneurs de RepairLens.',
        REVIEW.fr,
      ],
      action: DASHBOARD.fr,
    },
  },
  correction: {
    en: {
      subject: 'We received your corrected application, {business}',
      paragraphs: [
        'Thank you for correcting your application to list {business} in the RepairLens contractor directory.',
        REVIEW.en,
      ],
      action: DASHBOARD.en,
    },
    fr: {
      subject: 'Nous avons bien reçu votre demande corrigée, {business}',
      paragraphs: [
        'Merci d’avoir corrigé votre demande d’inscription de {business} au répertoire des entrepreneurs de RepairLens.',
        REVIEW.fr,
      ],
      action: DASHBOARD.fr,
    },
  },
  'profile-change': {
    en: {
      subject: 'Your profile changes are under review, {business}',
      paragraphs: [
        'You changed details of your business that our team checks (its name, licence, insurer or GST/HST ' +
          'number). Until we have reviewed them you are not listed and receive no new customer requests; your ' +
          'contractor plan continues.',
        REVIEW.en,
      ],
      action: DASHBOARD.en,
    },
    fr: {
      subject: 'Les modifications de votre profil sont en cours de vérification, {business}',
      paragraphs: [
        'Vous avez modifié des renseignements sur votre entreprise que notre équipe vérifie (nom, licence, ' +
          'assureur ou numéro de TPS/TVH). D’ici la fin de la vérification, vous n’êtes pas inscrit au répertoire et ' +
          'ne recevez aucune nouvelle demande de client; votre forfait d’entrepreneur se poursuit.',
        REVIEW.fr,
      ],
      action: DASHBOARD.fr,
    },
  },
};

const APPROVED: Localised<EmailTexts> = {
  en: {
    subject: '{business} is approved',
    paragraphs: [
      'Good news: {business} is approved for the RepairLens contractor directory.',
      'Subscribe to the contractor plan from your dashboard to appear in searches and receive customer requests. ' +
        'The plan renews monthly until you cancel it.',
    ],
    action: 'Subscribe and get listed',
  },
  fr: {
    subject: '{business} est approuvée',
    paragraphs: [
      'Bonne nouvelle : {business} est approuvée pour le répertoire des entrepreneurs de RepairLens.',
      'Abonnez-vous au forfait d’entrepreneur à partir de votre tableau de bord pour paraître dans les ' +
        'recherches et recevoir des demandes de clients. Le forfait se renouvelle chaque mois jusqu’à ce que ' +
        'vous l’annuliez.',
    ],
    action: 'M’abonner et paraître au répertoire',
  },
};

const REJECTED: Localised<EmailTexts> = {
  en: {
    subject: 'About your application, {business}',
    paragraphs: [
      'We are sorry: we cannot list {business} in the RepairLens directory.',
      REASON.en,
      'You can correct your application and apply again from your contractor dashboard. If you think this is ' +
        'a mistake, reply to this e-mail or write to our support team.',
    ],
    action: 'Correct your application',
  },
  fr: {
    subject: 'Au sujet de votre demande, {business}',
    paragraphs: [
      'Nous sommes désolés : nous ne pouvons pas inscrire {business} au répertoire de RepairLens.',
      REASON.fr,
      'Vous pouvez corriger votre demande et la soumettre de nouveau à partir de votre tableau de bord ' +
        'd’entrepreneur. Si vous croyez qu’il s’agit d’une erreur, répondez à ce courriel ou écrivez à notre ' +
        'équipe de soutien.',
    ],
    action: 'Corriger votre demande',
  },
};

const SUSPENDED: Localised<EmailTexts> = {
  en: {
    subject: '{business} is no longer listed',
    paragraphs: [
      'Our team has taken {business} out of the RepairLens directory; you will not receive new customer requests.',
      REASON.en,
      'Your contractor plan is not cancelled by this: cancel it under Manage Subscription if you wish, or write ' +
        'to our support team to be listed again.',
    ],
    action: DASHBOARD.en,
  },
  fr: {
    subject: '{business} ne figure plus au répertoire',
    paragraphs: [
      'Notre équipe a retiré {business} du répertoire de RepairLens; vous ne recevrez plus de nouvelles ' +
        'demandes de clients.',
      REASON.fr,
      'Votre forfait d’entrepreneur n’est pas annulé pour autant : annulez-le sous Gérer l’abonnement si vous le ' +
        'souhaitez, ou écrivez à notre équipe de soutien pour être inscrit de nouveau.',
    ],
    action: DASHBOARD.fr,
  },
};

const CHANGES_APPROVED: Localised<EmailTexts> = {
  en: {
    subject: 'Your profile changes are live, {business}',
    paragraphs: ['Our team has checked your changes: the RepairLens directory now shows them for {business}.'],
    action: DASHBOARD.en,
  },
  fr: {
    subject: 'Les modifications de votre profil sont en ligne, {business}',
    paragraphs: [
      'Notre équipe a vérifié vos modifications : le répertoire de RepairLens les affiche maintenant pour {business}.',
    ],
    action: DASHBOARD.fr,
  },
};

const CHANGES_REJECTED: Localised<EmailTexts> = {
  en: {
    subject: 'About your profile changes, {business}',
    paragraphs: [
      'We could not accept your latest changes to {business}: the directory keeps showing your profile as ' +
        'it was last checked.',
      REASON.en,
      'You can correct the details on your contractor dashboard; our team checks them again.',
    ],
    action: DASHBOARD.en,
  },
  fr: {
    subject: 'Au sujet des modifications de votre profil, {business}',
    paragraphs: [
      'Nous n’avons pas pu accepter vos dernières modifications à {business} : le répertoire continue ' +
        'd’afficher votre profil tel qu’il a été vérifié la dernière fois.',
      REASON.fr,
      'Vous pouvez corriger les renseignements dans votre tableau de bord d’entrepreneur; notre équipe les vérifiera de nouveau.',
    ],
    action: DASHBOARD.fr,
  },
};

/** A new lead, with the repair's diagnosis attached or without it. */
const NEW_LEAD: Readonly<Record<'withDiagnosis' | 'withoutDiagnosis', Localised<EmailTexts>>> = {
  withDiagnosis: {
    en: {
      subject: 'New repair request near {postalCode}',
      paragraphs: [
        '{customer} near {postalCode} asks {business} for a quote about "{repair}", with RepairLens\'s diagnosis attached.',
        'Open the request on your dashboard to read it and accept or decline. It expires 48 hours after it was sent.',
      ],
      action: 'Read the request',
    },
    fr: {
      subject: 'Nouvelle demande de réparation près de {postalCode}',
      paragraphs: [
        '{customer}, près de {postalCode}, demande une soumission à {business} pour « {repair} », avec le ' +
          'diagnostic de RepairLens en pièce jointe.',
        'Ouvrez la demande dans votre tableau de bord pour la lire, puis l’accepter ou la refuser. Elle expire ' +
          '48 heures après son envoi.',
      ],
      action: 'Lire la demande',
    },
  },
  withoutDiagnosis: {
    en: {
      subject: 'New repair request near {postalCode}',
      paragraphs: [
        '{customer} near {postalCode} asks {business} for a quote.',
        'Open the request on your dashboard to read it and accept or decline. It expires 48 hours after it was sent.',
      ],
      action: 'Read the request',
    },
    fr: {
      subject: 'Nouvelle demande de réparation près de {postalCode}',
      paragraphs: [
        '{customer}, près de {postalCode}, demande une soumission à {business}.',
        'Ouvrez la demande dans votre tableau de bord pour la lire, puis l’accepter ou la refuser. Elle expire ' +
          '48 heures après son envoi.',
      ],
      action: 'Lire la demande',
    },
  },
};

/** A contractor's answer to a lead, for its customer; the contractor's message, when they wrote one, follows. */
const LEAD_ANSWERED: Readonly<Record<'accepted' | 'declined', Localised<EmailTexts>>> = {
  accepted: {
    en: {
      subject: '{business} accepted your request',
      paragraphs: ['{business} accepted your repair request and will contact you.'],
      action: 'See your contractor requests',
    },
    fr: {
      subject: '{business} a accepté votre demande',
      paragraphs: ['{business} a accepté votre demande de réparation et communiquera avec vous.'],
      action: 'Voir vos demandes aux entrepreneurs',
    },
  },
  declined: {
    en: {
      subject: '{business} declined your request',
      paragraphs: ['{business} cannot take on your repair request. Other contractors near you may.'],
      action: 'See your contractor requests',
    },
    fr: {
      subject: '{business} a refusé votre demande',
      paragraphs: [
        '{business} ne peut pas prendre en charge votre demande de réparation. D’autres entrepreneurs près de ' +
          'chez vous le pourront peut-être.',
      ],
      action: 'Voir vos demandes aux entrepreneurs',
    },
  },
};
const REPLY: Localised<string> = { en: 'Their message: "{reply}"', fr: 'Son message : « {reply} »' };

const SIGN_OFF = '— RepairLens';

/**
 * The e-mails of the contractors module, in one place so their words are translated together, each in the
 * language of its recipient's account. Each says what happened and where to go next; none carries a customer's
 * contact details (e-mail is not private: the dashboard is).
 */
export class ContractorEmails {
  constructor(
    private readonly publicUrl: string,
    private readonly languages: RecipientLanguages,
  ) {}

  /** An application, a corrected one after a rejection, or an approved profile's changes, waiting for review. */
  underReview(contractor: Contractor, occasion: ReviewOccasion): Promise<EmailMessage> {
    return this.toContractor(contractor, UNDER_REVIEW[occasion], '/contractor-dashboard');
  }

  applicationApproved(contractor: Contractor): Promise<EmailMessage> {
    return this.toContractor(contractor, APPROVED, '/contractor-dashboard');
  }

  applicationRejected(contractor: Contractor): Promise<EmailMessage> {
    return this.toContractor(contractor, REJECTED, '/contractors/signup', {
      reason: contractor.props.statusReason ?? '',
    });
  }

  listingSuspended(contractor: Contractor): Promise<EmailMessage> {
    return this.toContractor(contractor, SUSPENDED, '/contractor-dashboard', {
      reason: contractor.props.statusReason ?? '',
    });
  }

  changesApproved(contractor: Contractor): Promise<EmailMessage> {
    return this.toContractor(contractor, CHANGES_APPROVED, '/contractor-dashboard');
  }

  changesRejected(contractor: Contractor, reason: string): Promise<EmailMessage> {
    return this.toContractor(contractor, CHANGES_REJECTED, '/contractor-dashboard', { reason });
  }

  newLead(contractor: Contractor, lead: Lead): Promise<EmailMessage> {
    const { customer, repair } = lead.props;
    return this.toContractor(
      contractor,
      NEW_LEAD[repair ? 'withDiagnosis' : 'withoutDiagnosis'],
      '/contractor-dashboard',
      {
        customer: customer.name,
        postalCode: customer.postalCode,
        repair: repair?.title ?? '',
      },
    );
  }

  async leadAnswered(lead: Lead, contractor: Contractor): Promise<EmailMessage> {
    const { customer, status, reply } = lead.props;
    const language = await this.languages.languageOf(customer.userId);
    const answer = LEAD_ANSWERED[status === 'accepted' ? 'accepted' : 'declined'][language];
    const texts = reply ? { ...answer, paragraphs: [...answer.paragraphs, REPLY[language]] } : answer;
    return this.compose(customer.accountEmail, texts, language, '/contractor-requests', {
      name: customer.name,
      business: contractor.profile.businessName,
      reply: reply ?? '',
    });
  }

  private async toContractor(
    contractor: Contractor,
    texts: Localised<EmailTexts>,
    path: string,
    values: Readonly<Record<string, string>> = {},
  ): Promise<EmailMessage> {
    const language = await this.languages.languageOf(contractor.userId);
    return this.compose(contractor.profile.email, texts[language], language, path, {
      name: contractor.profile.contactName,
      business: contractor.profile.businessName,
      ...values,
    });
  }

  /** The one template: greeting, paragraphs, the action's link, sign-off; values filled in before escaping. */
  private compose(
    to: string,
    texts: EmailTexts,
    language: EmailLanguage,
    path: string,
    values: Readonly<Record<string, string>>,
  ): EmailMessage {
    const greeting = fillIn(GREETING[language], values);
    const paragraphs = texts.paragraphs.map((paragraph) => fillIn(paragraph, values));
    const url = `${this.publicUrl}${path}`;
    const text = [greeting, ...paragraphs, `${texts.action}: ${url}`, SIGN_OFF].join('\n\n');
    const html = [
      `<p>${escapeHtml(greeting)}</p>`,
      ...paragraphs.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`),
      `<p><a href="${escapeHtml(url)}">${escapeHtml(texts.action)}</a></p>`,
      `<p>${escapeHtml(SIGN_OFF)}</p>`,
    ].join('\n');
    return { to, subject: fillIn(texts.subject, values), text, html };
  }
}
