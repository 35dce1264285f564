/**
 * The French (Canada) of every message the server sends a person, keyed by its English wording (the message id:
 * the specification's English is never rewritten to fit a catalogue). `{name}` stands for a value of the message
 * sent, carried over as it is. A validation message "field: problem" needs only the problem here: the field is
 * the API's name and stays (see frenchOf). Written for Quebec readers: "courriel", a space before a colon.
 * tests/unit/shared/french-messages.test.ts fails when a message the server can send has no wording here.
 */
export const FRENCH_MESSAGES: Readonly<Record<string, string>> = {
  // The error middleware's and the access rules' own.
  Unauthorized: 'Non autorisé',
  Forbidden: 'Accès refusé',
  'Not found': 'Introuvable',
  'Bad request': 'Requête invalide',
  'Something went wrong on our side. Please try again.': 'Un problème est survenu de notre côté. Veuillez réessayer.',
  'RepairLens is briefly unavailable. Please try again in a moment.':
    'RepairLens est momentanément indisponible. Veuillez réessayer dans un instant.',
  'Too many requests. Please wait a moment and try again.':
    'Trop de requêtes. Veuillez patienter un instant, puis réessayer.',
  'For your security, sign in again to confirm it is you, then try again.':
    "Pour votre sécurité, connectez-vous de nouveau pour confirmer qu'il s'agit bien de vous, puis réessayez.",
  'No repairs left. Buy a repair or subscribe to continue.':
    'Il ne vous reste aucune réparation. Achetez une réparation ou abonnez-vous pour continuer.',
  'This request did not come from RepairLens and was refused.':
    'Cette requête ne provient pas de RepairLens et a été refusée.',
  'The server is shutting down': "Le serveur est en cours d'arrêt",
  'Database is not reachable': 'La base de données est injoignable',
  'Sign-in failed: {code}': 'Échec de la connexion\u00a0: {code}',

  // Validation wordings shared by many fields.
  'must not be empty': 'ne doit pas être vide',
  'is required': 'est obligatoire',
  'must be text': 'doit être du texte',
  'must be a number': 'doit être un nombre',
  'must be a whole number': 'doit être un nombre entier',
  'must be true or false': 'doit être vrai ou faux',
  'is too long': 'est trop long',
  'must be at most {max} characters': 'doit comporter au plus {max} caractères',
  'must be at least {min} characters': 'doit comporter au moins {min} caractères',
  'must be at most {max}': 'doit être au plus {max}',
  'must be at least {min}': 'doit être au moins {min}',
  'must be an ISO date-time': 'doit être une date et heure ISO',
  'must be a date written YYYY-MM-DD': 'doit être une date écrite AAAA-MM-JJ',
  'must be a year': 'doit être une année',
  'must be a year from {first} to {last}': 'doit être une année de {first} à {last}',
  'may contain only letters, spaces, apostrophes and hyphens':
    "ne peut contenir que des lettres, des espaces, des apostrophes et des traits d'union",
  'from must be on or before to': 'from doit être le même jour que to ou avant',
  'The period can be at most {days} days long': 'La période peut durer au plus {days} jours',

  // Accounts.
  'firstName and lastName are changed together': 'firstName et lastName se modifient ensemble',
  'names nothing to change': 'ne nomme rien à modifier',
  'is not a user id': "n'est pas un identifiant d'utilisateur",
  'User not found': 'Utilisateur introuvable',
  'Account not found': 'Compte introuvable',

  // Billing.
  'is not a checkout session id': "n'est pas un identifiant de session de paiement",
  'is not a plan id': "n'est pas un identifiant de forfait",
  'must be a whole number from {min} to {max}': 'doit être un nombre entier de {min} à {max}',
  'Checkout session not found': 'Session de paiement introuvable',
  'Checkout not found': 'Paiement introuvable',
  'Subscription not found': 'Abonnement introuvable',
  'Your subscription has an unpaid invoice. Update your payment method in Manage Subscription first.':
    "Votre abonnement a une facture impayée. Mettez d'abord à jour votre mode de paiement dans Gérer l'abonnement.",
  'This subscription can only be changed in Manage Subscription.':
    "Cet abonnement ne peut être modifié que dans Gérer l'abonnement.",
  'Subscriptions billed in {currency} cannot change plans here.':
    'Les abonnements facturés en {currency} ne peuvent pas changer de forfait ici.',
  'Your subscription is being set up. Please wait a moment and refresh.':
    'Votre abonnement est en cours de création. Veuillez patienter un instant, puis actualiser la page.',
  'Payments are temporarily unavailable. Nothing was charged. Please try again in a few minutes.':
    "Les paiements sont temporairement indisponibles. Rien ne vous a été facturé. Veuillez réessayer d'ici quelques minutes.",
  'The webhook signature could not be verified; the event was refused.':
    "La signature du webhook n'a pas pu être vérifiée; l'événement a été refusé.",
  'Webhooks are not configured on this server; the event was refused.':
    "Les webhooks ne sont pas configurés sur ce serveur; l'événement a été refusé.",
  'A webhook needs its JSON body.': 'Un webhook doit avoir son corps JSON.',
  'Payment successful! Your purchase is ready to use.': 'Paiement réussi! Votre achat est prêt à utiliser.',
  'Your payment is being processed. Your purchase appears as soon as it clears.':
    'Votre paiement est en cours de traitement. Votre achat apparaîtra dès que le paiement sera confirmé.',
  'This checkout has not been paid yet.': "Ce paiement n'a pas encore été effectué.",
  'This checkout expired before it was paid. No charges were made.':
    "Ce paiement a expiré avant d'être effectué. Aucuns frais n'ont été portés à votre compte.",
  // Plan names are the catalogue's, in each language ("de base", "illimité"), filled in after the wording.
  'You are already on the {plan} plan.': 'Vous avez déjà le forfait {plan}.',
  'Your plan is now {to}. The difference for the rest of this period has been charged.':
    'Vous avez maintenant le forfait {to}. La différence pour le reste de cette période a été facturée.',
  'Your plan is now {to}. The unused part of {from} is credited to your next invoice.':
    'Vous avez maintenant le forfait {to}. La partie non utilisée du forfait {from} est portée au crédit de votre prochaine facture.',

  // Prices.
  'No prices are set for region {region}': "Aucun prix n'est fixé pour la région {region}",
  'No price is set for {item} in region {region}': "Aucun prix n'est fixé pour {item} dans la région {region}",
  '{item} is not an item sold in {region}': "{item} n'est pas vendu dans la région {region}",
  'an item id: lower-case letters, digits and _': "un identifiant d'article : lettres minuscules, chiffres et _",
  '{field} must be a whole number of cents between 50 and 100000':
    '{field} doit être un nombre entier de cents entre 50 et 100000',

  // Repairs.
  'Repair request not found': 'Demande de réparation introuvable',
  'Shared repair not found': 'Réparation partagée introuvable',
  'Describe what is broken in a few words.': 'Décrivez en quelques mots ce qui est brisé.',
  'Choose fixed, partly or not fixed.': 'Choisissez réparé, en partie ou non réparé.',
  'Write your question in at least 3 characters.': 'Écrivez votre question en au moins 3 caractères.',
  'the description would exceed {max} characters': 'la description dépasserait {max} caractères',
  'Only a repair that asked for more detail can take it.':
    'Seule une réparation qui a demandé plus de détails peut en recevoir.',
  'Only a completed repair can be shared to the gallery.':
    'Seule une réparation terminée peut être partagée dans la galerie.',
  'This repair has no instructions to share yet.': "Cette réparation n'a pas encore d'instructions à partager.",
  'Only a repair shared to the gallery can be hidden or shown.':
    'Seule une réparation partagée dans la galerie peut être masquée ou affichée.',
  'Only a shared, completed repair that is not hidden can be featured.':
    'Seule une réparation partagée, terminée et non masquée peut être mise en vedette.',
  'Cannot complete a repair request that is completed':
    'Impossible de terminer une demande de réparation déjà terminée',
  'Cannot complete a repair request that is failed': 'Impossible de terminer une demande de réparation qui a échoué',
  'Cannot fail a repair request that is completed':
    'Impossible de marquer comme échouée une demande de réparation terminée',
  'Cannot fail a repair request that is failed':
    'Impossible de marquer comme échouée une demande de réparation qui a déjà échoué',
  'Only a repair whose instructions were delivered takes follow-up questions.':
    'Seule une réparation dont les instructions ont été livrées accepte des questions de suivi.',
  'This repair has had its 5 follow-up questions. Start a new repair for a new problem.':
    'Cette réparation a déjà reçu ses 5 questions de suivi. Commencez une nouvelle réparation pour un nouveau problème.',
  'Only a completed repair that gave you steps to follow can be rated.':
    'Seule une réparation terminée qui vous a donné des étapes à suivre peut être évaluée.',
  'This repair is already being written again. Reload the page to see it.':
    'Cette réparation est déjà en cours de réécriture. Rechargez la page pour la voir.',
  'We could not take your detail right now. Nothing was charged; please try again.':
    "Nous n'avons pas pu prendre votre précision pour le moment. Rien ne vous a été facturé; veuillez réessayer.",
  'We could not answer your question right now. It was not counted; please try again.':
    "Nous n'avons pas pu répondre à votre question pour le moment. Elle n'a pas été comptée; veuillez réessayer.",
  'We could not accept your upload right now. Nothing was charged; please try again in a moment.':
    "Nous n'avons pas pu accepter votre envoi pour le moment. Rien ne vous a été facturé; veuillez réessayer dans un instant.",
  'File is too large. Maximum size is 25MB. Please compress your image or video.':
    'Le fichier est trop volumineux. La taille maximale est de 25 Mo. Veuillez compresser votre image ou votre vidéo.',
  'Only one file can be uploaded at a time.': "Vous ne pouvez envoyer qu'un fichier à la fois.",
  'The upload form is not valid. Send one file and an optional description.':
    "Le formulaire d'envoi n'est pas valide. Envoyez un fichier et, si vous le voulez, une description.",
  'This video has too many pixels to analyse. Please record at 8K or lower and try again.':
    'Cette vidéo a trop de pixels pour être analysée. Veuillez filmer en 8K ou moins, puis réessayer.',
  'This video is too long to analyse. Please upload a clip of 10 minutes or less.':
    "Cette vidéo est trop longue pour être analysée. Veuillez envoyer un extrait d'au plus 10 minutes.",
  'Invalid file type. Only JPEG, PNG, GIF, MP4, MOV, and WEBM files are supported.':
    'Type de fichier non valide. Seuls les fichiers JPEG, PNG, GIF, MP4, MOV et WEBM sont acceptés.',
  'Please select an image or video to upload': 'Veuillez choisir une image ou une vidéo à envoyer',
  'This image has too many pixels to analyse. Please resize it and try again.':
    'Cette image a trop de pixels pour être analysée. Veuillez la redimensionner, puis réessayer.',
  'Only a photo (JPEG, PNG or GIF) can come with a question.':
    'Seule une photo (JPEG, PNG ou GIF) peut accompagner une question.',

  // Contractors.
  'Contractor not found': 'Entrepreneur introuvable',
  'Logo not found': 'Logo introuvable',
  'Request not found': 'Demande introuvable',
  'is not a contractor id': "n'est pas un identifiant d'entrepreneur",
  'is not a repair id': "n'est pas un identifiant de réparation",
  'is not a request id': "n'est pas un identifiant de demande",
  'is not a postal code': "n'est pas un code postal",
  'must be km or mi': 'doit être km ou mi',
  'must be a list of postal codes': 'doit être une liste de codes postaux',
  'lists too many areas': 'énumère trop de secteurs',
  'must be a list of repair categories': 'doit être une liste de catégories de réparation',
  'lists too many categories': 'énumère trop de catégories',
  'must be { kind: "radius", radius, unit } or { kind: "codes", codes: [...] }':
    'doit être { kind: "radius", radius, unit } ou { kind: "codes", codes: [...] }',
  'send either contractorId (one contractor) or requestQuotes: true (up to 3 matching contractors)':
    "envoyez soit contractorId (un entrepreneur), soit requestQuotes: true (jusqu'à 3 entrepreneurs correspondants)",
  'This application was rejected. Correct it and apply again from the signup page.':
    "Cette candidature a été refusée. Corrigez-la et posez de nouveau votre candidature à partir de la page d'inscription.",
  'cannot change once the application is approved': 'ne peut plus changer une fois la candidature approuvée',
  'You have applied already. You can edit your application while it is pending.':
    "Vous avez déjà posé votre candidature. Vous pouvez la modifier tant qu'elle est en attente.",
  'You have applied already. Your contractor dashboard shows where your application stands.':
    "Vous avez déjà posé votre candidature. Votre tableau de bord d'entrepreneur indique où elle en est.",
  'This contractor is approved already.': 'Cet entrepreneur est déjà approuvé.',
  'Only a pending application can be rejected; this one is approved.':
    'Seule une candidature en attente peut être refusée; celle-ci est approuvée.',
  'Only a pending application can be rejected; this one is rejected.':
    'Seule une candidature en attente peut être refusée; celle-ci est déjà refusée.',
  'Only a pending application can be rejected; this one is suspended.':
    'Seule une candidature en attente peut être refusée; celle-ci est suspendue.',
  'Only an approved contractor can be unlisted; this one is pending.':
    'Seul un entrepreneur approuvé peut être retiré du répertoire; celui-ci est en attente.',
  'Only an approved contractor can be unlisted; this one is rejected.':
    'Seul un entrepreneur approuvé peut être retiré du répertoire; celui-ci est refusé.',
  'Only an approved contractor can be unlisted; this one is suspended.':
    'Seul un entrepreneur approuvé peut être retiré du répertoire; celui-ci est suspendu.',
  'Only an approved contractor can pause or resume the listing.':
    'Seul un entrepreneur approuvé peut mettre sa fiche en pause ou la réactiver.',
  'No changes of this contractor are waiting for review.': "Aucune modification de cet entrepreneur n'attend d'examen.",
  'say why in a few words, the contractor reads it': "expliquez pourquoi en quelques mots, l'entrepreneur le lira",
  'This request expired: it was not answered within 48 hours.':
    "Cette demande a expiré\u00a0: elle n'a pas reçu de réponse dans les 48 heures.",
  'This request was accepted already.': 'Cette demande a déjà été acceptée.',
  'This request was declined already.': 'Cette demande a déjà été refusée.',
  'This application was rejected and can no longer be changed.':
    'Cette candidature a été refusée et ne peut plus être modifiée.',
  'Your application must be approved before you can subscribe to the contractor plan.':
    'Votre candidature doit être approuvée avant que vous puissiez vous abonner au forfait entrepreneur.',
  'Your contractor plan is active already.': 'Votre forfait entrepreneur est déjà actif.',
  'You have not applied as a contractor yet.': "Vous n'avez pas encore posé votre candidature comme entrepreneur.",
  'Your contractor profile changed meanwhile. Reload it and try again.':
    "Votre profil d'entrepreneur a changé entre-temps. Rechargez-le, puis réessayez.",
  'This application changed meanwhile. Reload it and decide again.':
    'Cette candidature a changé entre-temps. Rechargez-la, puis décidez de nouveau.',
  'must be a Canadian postal code like A1A 1A1 or a US ZIP code like 12345':
    'doit être un code postal canadien comme A1A 1A1 ou un code ZIP américain comme 12345',
  'we cannot place {code} on the map yet; please try a postal code nearby':
    'nous ne pouvons pas encore situer {code} sur la carte; veuillez essayer un code postal voisin',
  'You already have an open request with this contractor. They have 48 hours to answer it.':
    'Vous avez déjà une demande ouverte auprès de cet entrepreneur. Il a 48 heures pour y répondre.',
  'Every contractor serving your area has your request already. They have 48 hours to answer.':
    'Tous les entrepreneurs qui desservent votre secteur ont déjà votre demande. Ils ont 48 heures pour répondre.',
  'This request changed meanwhile. Reload it and try again.':
    'Cette demande a changé entre-temps. Rechargez-la, puis réessayez.',
  'You cannot send a request to your own business.':
    'Vous ne pouvez pas envoyer une demande à votre propre entreprise.',
  'No listed contractor serves {area} for this kind of repair yet.':
    'Aucun entrepreneur du répertoire ne dessert encore {area} pour ce type de réparation.',
  'This repair has no diagnosis to send yet. Send the request without it, or wait until it is completed.':
    "Cette réparation n'a pas encore de diagnostic à envoyer. Envoyez la demande sans diagnostic, ou attendez qu'elle soit terminée.",
  'The logo is too large. Maximum size is 2MB.': 'Le logo est trop volumineux. La taille maximale est de 2 Mo.',
  'Only one logo can be uploaded at a time.': "Vous ne pouvez envoyer qu'un logo à la fois.",
  'The upload form is not valid. Send one image as the "logo" part.':
    "Le formulaire d'envoi n'est pas valide. Envoyez une image comme partie « logo ».",
  'Please choose a logo image to upload.': 'Veuillez choisir une image de logo à envoyer.',
  'Invalid logo type. Only JPEG, PNG and WEBP images are supported.':
    'Type de logo non valide. Seules les images JPEG, PNG et WEBP sont acceptées.',
  'The logo has too many pixels. Please resize it to at most 4000 × 4000 and try again.':
    'Le logo a trop de pixels. Veuillez le redimensionner à au plus 4000 × 4000, puis réessayer.',
  // A contractor's or a customer's form, field by field.
  'may contain only letters, spaces, periods, apostrophes and hyphens':
    "ne peut contenir que des lettres, des espaces, des points, des apostrophes et des traits d'union",
  'must be an e-mail address like name@example.com': 'doit être une adresse courriel comme nom@exemple.com',
  'must be a North American phone number like (416) 555-0123':
    'doit être un numéro de téléphone nord-américain comme 514 555-0123',
  'must be a secure web address starting with https://': 'doit être une adresse Web sécurisée commençant par https://',
  'must be CA (Canada) or US (United States)': 'doit être CA (Canada) ou US (États-Unis)',
  'must be a Canadian postal code like A1A 1A1': 'doit être un code postal canadien comme A1A 1A1',
  'must be a ZIP code like 12345 or 12345-6789': 'doit être un code ZIP comme 12345 ou 12345-6789',
  'must be a forward sortation area like M5V (the first 3 characters of a postal code)':
    "doit être une région de tri d'acheminement comme H2X (les 3 premiers caractères d'un code postal)",
  'must be a 5-digit ZIP code like 12345': 'doit être un code ZIP à 5 chiffres comme 12345',
  '"{code}" must be a forward sortation area like M5V (the first 3 characters of a postal code)':
    "« {code} » doit être une région de tri d'acheminement comme H2X (les 3 premiers caractères d'un code postal)",
  '"{code}" must be a 5-digit ZIP code like 12345': '« {code} » doit être un code ZIP à 5 chiffres comme 12345',
  'must name at least one kind of repair': 'doit nommer au moins un type de réparation',
  '"{category}" is not one of: {categories}': '« {category} » ne fait pas partie de la liste\u00a0: {categories}',
  'may contain only letters, digits, spaces and . / # -':
    'ne peut contenir que des lettres, des chiffres, des espaces et . / # -',
  'is required with a policy expiry date': "est obligatoire avec une date d'expiration de la police",
  'is required with an insurance provider': 'est obligatoire avec un assureur',
  'must be a date like 2027-03-31': 'doit être une date comme 2027-03-31',
  'must be a future date: this policy has expired': 'doit être une date future\u00a0: cette police est expirée',
  'is only for Canadian businesses': 'est réservé aux entreprises canadiennes',
  'must be a GST/HST number like 123456789 RT 0001': 'doit être un numéro de TPS/TVH comme 123456789 RT 0001',
  'must be a whole number from 1 to {max} {unit}': 'doit être un nombre entier de 1 à {max} {unit}',
  'must list at least one area you serve': 'doit énumérer au moins un secteur que vous desservez',
  'may list at most {max} areas': 'peut énumérer au plus {max} secteurs',
  '{code} is not a postal code we can find; please check it':
    "{code} n'est pas un code postal que nous trouvons; veuillez le vérifier",
  '{code} is not a postal area we can find; please check it':
    "{code} n'est pas un secteur postal que nous trouvons; veuillez le vérifier",
  'give an e-mail address or a phone number (or both)':
    'indiquez une adresse courriel ou un numéro de téléphone (ou les deux)',
  'must be at least {min} characters: say what needs doing':
    'doit comporter au moins {min} caractères\u00a0: dites ce qu’il faut faire',
  'must be one of: {choices}': 'doit être une de ces valeurs\u00a0: {choices}',
};
