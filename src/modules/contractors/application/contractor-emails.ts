import { escapeHtml, type EmailMessage } from '../../../shared/email/email.js';
import type { Contractor } from '../domain/contractor.js';
import type { Lead } from '../domain/lead.js';

/** Why an application waits for review: it is new, corrected after a rejection, or an approved profile changed. */
export type ReviewOccasion = 'application' | 'correction' | 'profile-change';

/**
 * The e-mails of the contractors module, in one place so their words can be translated together. Each
 * says what happened and where to go next; none carries a customer's contact details (e-mail is not
 * private: the dashboard is).
 */
export class ContractorEmails {
  constructor(private readonly publicUrl: string) {}

  /** An application, a corrected one after a rejection, or an approved profile's changes, waiting for review. */
  underReview(contractor: Contractor, occasion: ReviewOccasion): EmailMessage {
    const business = contractor.profile.businessName;
    const words = {
      application: {
        subject: `We received your application, ${business}`,
        opening: `Thank you for applying to list ${business} in the RepairLens contractor directory.`,
      },
      correction: {
        subject: `We received your corrected application, ${business}`,
        opening: `Thank you for correcting your application to list ${business} in the RepairLens contractor directory.`,
      },
      'profile-change': {
        subject: `Your profile changes are under review, ${business}`,
        opening:
          'You changed details of your business that our team checks (its name, licence, insurer or GST/HST ' +
          'number). Until we have reviewed them you are not listed and receive no new customer requests; your ' +
          'contractor plan continues.',
      },
    }[occasion];
    return this.compose(contractor.profile.email, words.subject, {
      greeting: contractor.profile.contactName,
      paragraphs: [
        words.opening,
        'Our team reviews every application, usually within two business days. We will e-mail you the decision. ' +
          'You can edit your application until then.',
      ],
      action: { label: 'Open your contractor dashboard', path: '/contractor-dashboard' },
    });
  }

  applicationApproved(contractor: Contractor): EmailMessage {
    return this.compose(contractor.profile.email, `${contractor.profile.businessName} is approved`, {
      greeting: contractor.profile.contactName,
      paragraphs: [
        `Good news: ${contractor.profile.businessName} is approved for the RepairLens contractor directory.`,
        'Subscribe to the contractor plan from your dashboard to appear in searches and receive customer requests. ' +
          'The plan renews monthly until you cancel it.',
      ],
      action: { label: 'Subscribe and get listed', path: '/contractor-dashboard' },
    });
  }

  applicationRejected(contractor: Contractor): EmailMessage {
    return this.compose(contractor.profile.email, `About your application, ${contractor.profile.businessName}`, {
      greeting: contractor.profile.contactName,
      paragraphs: [
        `We are sorry: we cannot list ${contractor.profile.businessName} in the RepairLens directory.`,
        `The reason: ${contractor.props.statusReason ?? ''}`,
        'You can correct your application and apply again from your contractor dashboard. If you think this is ' +
          'a mistake, reply to this e-mail or write to our support team.',
      ],
      action: { label: 'Correct your application', path: '/contractors/signup' },
    });
  }

  listingSuspended(contractor: Contractor): EmailMessage {
    return this.compose(contractor.profile.email, `${contractor.profile.businessName} is no longer listed`, {
      greeting: contractor.profile.contactName,
      paragraphs: [
        `Our team has taken ${contractor.profile.businessName} out of the RepairLens directory; you will not ` +
          'receive new customer requests.',
        `The reason: ${contractor.props.statusReason ?? ''}`,
        'Your contractor plan is not cancelled by this: cancel it under Manage Subscription if you wish, or write ' +
          'to our support team to be listed again.',
      ],
      action: { label: 'Open your contractor dashboard', path: '/contractor-dashboard' },
    });
  }

  changesApproved(contractor: Contractor): EmailMessage {
    const business = contractor.profile.businessName;
    return this.compose(contractor.profile.email, `Your profile changes are live, ${business}`, {
      greeting: contractor.profile.contactName,
      paragraphs: [`Our team has checked your changes: the RepairLens directory now shows them for ${business}.`],
      action: { label: 'Open your contractor dashboard', path: '/contractor-dashboard' },
    });
  }

  changesRejected(contractor: Contractor, reason: string): EmailMessage {
    const business = contractor.profile.businessName;
    return this.compose(contractor.profile.email, `About your profile changes, ${business}`, {
      greeting: contractor.profile.contactName,
      paragraphs: [
        `We could not accept your latest changes to ${business}: the directory keeps showing your profile as ` +
          'it was last checked.',
        `The reason: ${reason}`,
        'You can correct the details on your contractor dashboard; our team checks them again.',
      ],
      action: { label: 'Open your contractor dashboard', path: '/contractor-dashboard' },
    });
  }

  newLead(contractor: Contractor, lead: Lead): EmailMessage {
    const { props } = lead;
    return this.compose(contractor.profile.email, `New repair request near ${props.customer.postalCode}`, {
      greeting: contractor.profile.contactName,
      paragraphs: [
        `${props.customer.name} near ${props.customer.postalCode} asks ${contractor.profile.businessName} for a quote` +
          (props.repair ? ` about "${props.repair.title}", with RepairLens's diagnosis attached.` : '.'),
        'Open the request on your dashboard to read it and accept or decline. It expires 48 hours after it was sent.',
      ],
      action: { label: 'Read the request', path: '/contractor-dashboard' },
    });
  }

  leadAnswered(lead: Lead, contractor: Contractor): EmailMessage {
    const accepted = lead.props.status === 'accepted';
    const business = contractor.profile.businessName;
    return this.compose(
      lead.props.customer.accountEmail,
      accepted ? `${business} accepted your request` : `${business} declined your request`,
      {
        greeting: lead.props.customer.name,
        paragraphs: [
          accepted
            ? `${business} accepted your repair request and will contact you.`
            : `${business} cannot take on your repair request. Other contractors near you may.`,
          ...(lead.props.reply ? [`Their message: "${lead.props.reply}"`] : []),
        ],
        action: { label: 'See your contractor requests', path: '/contractor-requests' },
      },
    );
  }

  private compose(
    to: string,
    subject: string,
    body: {
      readonly greeting: string;
      readonly paragraphs: readonly string[];
      readonly action?: { readonly label: string; readonly path: string };
    },
  ): EmailMessage {
    const url = body.action ? `${this.publicUrl}${body.action.path}` : null;
    const text = [
      `Hello ${body.greeting},`,
      ...body.paragraphs,
      ...(body.action && url ? [`${body.action.label}: ${url}`] : []),
      '— RepairLens',
    ].join('\n\n');
    const html = [
      `<p>Hello ${escapeHtml(body.greeting)},</p>`,
      ...body.paragraphs.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`),
      ...(body.action && url ? [`<p><a href="${escapeHtml(url)}">${escapeHtml(body.action.label)}</a></p>`] : []),
      '<p>— RepairLens</p>',
    ].join('\n');
    return { to, subject, text, html };
  }
}
