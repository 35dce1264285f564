import { escapeHtml, type EmailMessage } from '../../../shared/email/email.js';
import type { EmailLanguage, RecipientLanguages } from '../../../shared/email/email-language.js';
import type { Contractor } from '../domain/contractor.js';
import type { Lead } from '../domain/lead.js';

/** Why an application waits for review: it is new, corrected after a rejection, or an approved profile changed. */
export type ReviewOccasion = 'application' | 'correction' | 'profile-change';

interface EmailBody {
  readonly subject: string;
  readonly paragraphs: readonly string[];
  readonly action: { readonly label: string; readonly path: string };
}

/**
 * Every contractors e-mail in both languages, side by side, so a change to one is seen next to the other.
 * French is written for Quebec readers (courriel, soumission, entrepreneur).
 */
const WORDS = {
  en: {
    hello: (name: string) => `Hello ${name},`,
    reason: (reason: string) => `The reason: ${reason}`,
    dashboard: 'Open your contractor dashboard',
    underReview: {
      application: (business: string) => ({
        subject: `We received your application, ${business}`,
        opening: `Thank you for applying to list ${business} in the RepairLens contractor directory.`,
      }),
      correction: (business: string) => ({
        subject: `We received your corrected application, ${business}`,
        opening: `Thank you for correcting your application to list ${business} in the RepairLens contractor directory.`,
      }),
      'profile-change': (business: string) => ({
        subject: `Your profile changes are under review, ${business}`,
        opening:
          'You changed details of your business that our team checks (its name, licence, insurer or GST/HST ' +
          'number). Until we have reviewed them you are not listed and receive no new customer requests; your ' +
          'contractor plan continues.',
      }),
      review:
        'Our team reviews every application, usually within two business days. We will e-mail you the decision. ' +
        'You can edit your application until then.',
    },
    approved: (business: string) => ({
      subject: `${business} is approved`,
      paragraphs: [
        `Good news: ${business} is approved for the RepairLens contractor directory.`,
        'Subscribe to the contractor plan from your dashboard to appear in searches and receive customer requests. ' +
          'The plan renews monthly until you cancel it.',
      ],
      action: 'Subscribe and get listed',
    }),
    rejected: (business: string) => ({
      subject: `About your application, ${business}`,
      opening: `We are sorry: we cannot list ${business} in the RepairLens directory.`,
      next:
        'You can correct your application and apply again from your contractor dashboard. If you think this is ' +
        'a mistake, reply to this e-mail or write to our support team.',
      action: 'Correct your application',
    }),
    suspended: (business: string) => ({
      subject: `${business} is no longer listed`,
      opening:
        `Our team has taken ${business} out of the RepairLens directory; you will not ` +
        'receive new customer requests.',
      next:
        'Your contractor plan is not cancelled by this: cancel it under Manage Subscription if you wish, or write ' +
        'to our support team to be listed again.',
    }),
    changesApproved: (business: string) => ({
      subject: `Your profile changes are live, ${business}`,
      paragraphs: [`Our team has checked your changes: the RepairLens directory now shows them for ${business}.`],
    }),
    changesRejected: (business: string) => ({
      subject: `About your profile changes, ${business}`,
      opening:
        `We could not accept your latest changes to ${business}: the directory keeps showing your profile as ` +
        'it was last checked.',
      next: 'You can correct the details on your contractor dashboard; our team checks them again.',
    }),
    newLead: (customer: string, postalCode: string, business: string, repairTitle: string | null) => ({
      subject: `New repair request near ${postalCode}`,
      paragraphs: [
        `${customer} near ${postalCode} asks ${business} for a quote` +
          (repairTitle ? ` about "${repairTitle}", with RepairLens's diagnosis attached.` : '.'),
        'Open the request on your dashboard to read it and accept or decline. It expires 48 hours after it was sent.',
      ],
      action: 'Read the request',
    }),
    leadAnswered: (business: string, accepted: boolean, reply: string | null) => ({
      subject: accepted ? `${business} accepted your request` : `${business} declined your request`,
      paragraphs: [
        accepted
          ? `${business} accepted your repair request and will contact you.`
          : `${business} cannot take on your repair request. Other contractors near you may.`,
        ...(reply ? [`Their message: "${reply}"`] : []),
      ],
      action: 'See your contractor requests',
    }),
  },
  fr: {
    hello: (name: string) => `Bonjour ${name},`,
    reason: (reason: string) => `Motif : ${reason}`,
    dashboard: 'Ouvrir votre tableau de bord d’entrepreneur',
    underReview: {
      application: (business: string) => ({
        subject: `Nous avons bien reçu votre demande, ${business}`,
        opening: `Merci d’avoir demandé l’inscription de ${business} au répertoire des entrepreneurs de RepairLens.`,
      }),
      correction: (business: string) => ({
        subject: `Nous avons bien reçu votre demande corrigée, ${business}`,
        opening: `Merci d’avoir corrigé votre demande d’inscription de ${business} au répertoire des entrepreneurs de RepairLens.`,
      }),
      'profile-change': (business: string) => ({
        subject: `Les modifications de votre profil sont en cours de vérification, ${business}`,
        opening:
          'Vous avez modifié des renseignements sur votre entreprise que notre équipe vérifie (nom, licence, ' +
          'assureur ou numéro de TPS/TVH). D’ici la fin de la vérification, vous n’êtes pas inscrit au répertoire et ' +
          'ne recevez aucune nouvelle demande de client; votre forfait d’entrepreneur se poursuit.',
      }),
      review:
        'Notre équipe examine chaque demande, habituellement en deux jours ouvrables. Nous vous enverrons la ' +
        'décision par courriel. D’ici là, vous pouvez modifier votre demande.',
    },
    approved: (business: string) => ({
      subject: `${business} est approuvée`,
      paragraphs: [
        `Bonne nouvelle : ${business} est approuvée pour le répertoire des entrepreneurs de RepairLens.`,
        'Abonnez-vous au forfait d’entrepreneur à partir de votre tableau de bord pour paraître dans les ' +
          'recherches et recevoir des demandes de clients. Le forfait se renouvelle chaque mois jusqu’à ce que ' +
          'vous l’annuliez.',
      ],
      action: 'M’abonner et paraître au répertoire',
    }),
    rejected: (business: string) => ({
      subject: `Au sujet de votre demande, ${business}`,
      opening: `Nous sommes désolés : nous ne pouvons pas inscrire ${business} au répertoire de RepairLens.`,
      next:
        'Vous pouvez corriger votre demande et la soumettre de nouveau à partir de votre tableau de bord ' +
        'd’entrepreneur. Si vous croyez qu’il s’agit d’une erreur, répondez à ce courriel ou écrivez à notre ' +
        'équipe de soutien.',
      action: 'Corriger votre demande',
    }),
    suspended: (business: string) => ({
      subject: `${business} ne figure plus au répertoire`,
      opening:
        `Notre équipe a retiré ${business} du répertoire de RepairLens; vous ne recevrez plus de nouvelles ` +
        'demandes de clients.',
      next:
        'Votre forfait d’entrepreneur n’est pas annulé pour autant : annulez-le sous Gérer l’abonnement si vous le ' +
        'souhaitez, ou écrivez à notre équipe de soutien pour être inscrit de nouveau.',
    }),
    changesApproved: (business: string) => ({
      subject: `Les modifications de votre profil sont en ligne, ${business}`,
      paragraphs: [
        `Notre équipe a vérifié vos modifications : le répertoire de RepairLens les affiche maintenant pour ${business}.`,
      ],
    }),
    changesRejected: (business: string) => ({
      subject: `Au sujet des modifications de votre profil, ${business}`,
      opening:
        `Nous n’avons pas pu accepter vos dernières modifications à ${business} : le répertoire continue ` +
        'd’afficher votre profil tel qu’il a été vérifié la dernière fois.',
      next: 'Vous pouvez corriger les renseignements dans votre tableau de bord d’entrepreneur; notre équipe les vérifiera de nouveau.',
    }),
    newLead: (customer: string, postalCode: string, business: string, repairTitle: string | null) => ({
      subject: `Nouvelle demande de réparation près de ${postalCode}`,
      paragraphs: [
        `${customer}, près de ${postalCode}, demande une soumission à ${business}` +
          (repairTitle ? ` pour « ${repairTitle} », avec le diagnostic de RepairLens en pièce jointe.` : '.'),
        'Ouvrez la demande dans votre tableau de bord pour la lire, puis l’accepter ou la refuser. Elle expire ' +
          '48 heures après son envoi.',
      ],
      action: 'Lire la demande',
    }),
    leadAnswered: (business: string, accepted: boolean, reply: string | null) => ({
      subject: accepted ? `${business} a accepté votre demande` : `${business} a refusé votre demande`,
      paragraphs: [
        accepted
          ? `${business} a accepté votre demande de réparation et communiquera avec vous.`
          : `${business} ne peut pas prendre en charge votre demande de réparation. D’autres entrepreneurs près de chez vous le pourront peut-être.`,
        ...(reply ? [`Son message : « ${reply} »`] : []),
      ],
      action: 'Voir vos demandes aux entrepreneurs',
    }),
  },
} as const;

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
  async underReview(contractor: Contractor, occasion: ReviewOccasion): Promise<EmailMessage> {
    const words = await this.wordsFor(contractor.userId);
    const occasionWords = words.underReview[occasion](contractor.profile.businessName);
    return this.toContractor(contractor, words, {
      subject: occasionWords.subject,
      paragraphs: [occasionWords.opening, words.underReview.review],
      action: { label: words.dashboard, path: '/contractor-dashboard' },
    });
  }

  async applicationApproved(contractor: Contractor): Promise<EmailMessage> {
    const words = await this.wordsFor(contractor.userId);
    const approved = words.approved(contractor.profile.businessName);
    return this.toContractor(contractor, words, {
      subject: approved.subject,
      paragraphs: approved.paragraphs,
      action: { label: approved.action, path: '/contractor-dashboard' },
    });
  }

  async applicationRejected(contractor: Contractor): Promise<EmailMessage> {
    const words = await this.wordsFor(contractor.userId);
    const rejected = words.rejected(contractor.profile.businessName);
    return this.toContractor(contractor, words, {
      subject: rejected.subject,
      paragraphs: [rejected.opening, words.reason(contractor.props.statusReason ?? ''), rejected.next],
      action: { label: rejected.action, path: '/contractors/signup' },
    });
  }

  async listingSuspended(contractor: Contractor): Promise<EmailMessage> {
    const words = await this.wordsFor(contractor.userId);
    const suspended = words.suspended(contractor.profile.businessName);
    return this.toContractor(contractor, words, {
      subject: suspended.subject,
      paragraphs: [suspended.opening, words.reason(contractor.props.statusReason ?? ''), suspended.next],
      action: { label: words.dashboard, path: '/contractor-dashboard' },
    });
  }

  async changesApproved(contractor: Contractor): Promise<EmailMessage> {
    const words = await this.wordsFor(contractor.userId);
    const approved = words.changesApproved(contractor.profile.businessName);
    return this.toContractor(contractor, words, {
      ...approved,
      action: { label: words.dashboard, path: '/contractor-dashboard' },
    });
  }

  async changesRejected(contractor: Contractor, reason: string): Promise<EmailMessage> {
    const words = await this.wordsFor(contractor.userId);
    const rejected = words.changesRejected(contractor.profile.businessName);
    return this.toContractor(contractor, words, {
      subject: rejected.subject,
      paragraphs: [rejected.opening, words.reason(reason), rejected.next],
      action: { label: words.dashboard, path: '/contractor-dashboard' },
    });
  }

  async newLead(contractor: Contractor, lead: Lead): Promise<EmailMessage> {
    const { customer, repair } = lead.props;
    const words = await this.wordsFor(contractor.userId);
    const sent = words.newLead(
      customer.name,
      customer.postalCode,
      contractor.profile.businessName,
      repair?.title ?? null,
    );
    return this.toContractor(contractor, words, {
      subject: sent.subject,
      paragraphs: sent.paragraphs,
      action: { label: sent.action, path: '/contractor-dashboard' },
    });
  }

  async leadAnswered(lead: Lead, contractor: Contractor): Promise<EmailMessage> {
    const { customer, status, reply } = lead.props;
    const words = await this.wordsFor(customer.userId);
    const answered = words.leadAnswered(contractor.profile.businessName, status === 'accepted', reply ?? null);
    return this.compose(customer.accountEmail, words.hello(customer.name), {
      subject: answered.subject,
      paragraphs: answered.paragraphs,
      action: { label: answered.action, path: '/contractor-requests' },
    });
  }

  private async wordsFor(userId: string): Promise<(typeof WORDS)[EmailLanguage]> {
    return WORDS[await this.languages.languageOf(userId)];
  }

  private toContractor(contractor: Contractor, words: (typeof WORDS)[EmailLanguage], body: EmailBody): EmailMessage {
    return this.compose(contractor.profile.email, words.hello(contractor.profile.contactName), body);
  }

  private compose(to: string, greeting: string, body: EmailBody): EmailMessage {
    const url = `${this.publicUrl}${body.action.path}`;
    const text = [greeting, ...body.paragraphs, `${body.action.label}: ${url}`, SIGN_OFF].join('\n\n');
    const html = [
      `<p>${escapeHtml(greeting)}</p>`,
      ...body.paragraphs.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`),
      `<p><a href="${escapeHtml(url)}">${escapeHtml(body.action.label)}</a></p>`,
      `<p>${escapeHtml(SIGN_OFF)}</p>`,
    ].join('\n');
    return { to, subject: body.subject, text, html };
  }
}
