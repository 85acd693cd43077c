// What a mail about a job application means: a confirmation that it was received, a
// rejection, an invitation to interview (or an assessment, or a link to book a slot), an
// offer, or something else (a job alert, a newsletter, a recruiter writing about a new role,
// "your application was viewed", mail about an account, an automatic reply). Rules, not a
// model: each kind has the phrasings employers and applicant tracking systems use, in
// English and German in full and the common ones in French and Spanish, each with a weight.
// The subject counts for more than the body; the kind whose phrasings weigh most wins, and
// the confidence says by how clearly. Written for what such mail says in general.

/**
 * What a mail is. "posting" is a job posting the user mailed themselves (a link, or its
 * text): it is told from the sender, not from its words, so judgeMail never says it.
 */
export const mailKinds = ["received", "rejection", "interview", "offer", "posting", "other"] as const;
export type MailKind = (typeof mailKinds)[number];

type Phrasing = { kind: MailKind; weight: number; pattern: RegExp };

const phrasing = (kind: MailKind, weight: number, ...patterns: RegExp[]): Phrasing[] =>
  patterns.map((pattern) => ({ kind, weight, pattern }));

/** Phrasings by kind. A rejection often thanks for the application too: it weighs more. */
const phrasings: Phrasing[] = [
  // ---- received ----
  ...phrasing(
    "received",
    3,
    /\b(we (have )?received|we('ve| have) (successfully )?received|this (email|message) (is to )?confirms?|confirm(ing)? (the )?receipt) (of )?your (job )?application/,
    /\bthank(s| you) for (your )?(applying|application|your interest in (joining|working)|submitting your application)/,
    /\byour application (has been|was) (successfully )?(received|submitted)/,
    /\bapplication (received|confirmation|submitted)\b/,
    // German
    /\b(vielen |herzlichen |lieben )?dank für (ihre|deine|ihr|dein) (bewerbung|online-bewerbung|interesse)/,
    /\b(ihre|deine) (bewerbung|unterlagen|bewerbungsunterlagen) (ist|sind|wurde|wurden) (gut |sicher |vollständig )?(bei uns )?(erfolgreich )?(eingegangen|angekommen|übermittelt)/,
    /\b(eingangsbestätigung|bewerbungseingang|bestätigung ihrer bewerbung)\b/,
    /\bwir haben ihre bewerbung (erhalten|bekommen)/,
    // French
    /\bnous avons (bien )?reçu votre candidature/,
    /\bmerci (pour|de) votre candidature/,
    /\bnous vous remercions (pour|de) (votre candidature|l'intérêt)|\bvotre candidature (a bien été|a été) (reçue|enregistrée|transmise)|\bbien été reçue\b/,
    /\baccusé de réception\b/,
    // Spanish
    /\bhemos recibido (correctamente )?tu (solicitud|candidatura)|hemos recibido su (solicitud|candidatura)/,
    /\bgracias por (tu|su) (solicitud|candidatura|postulación|interés)/,
    /\bgracias por (enviarnos|hacernos llegar|mandarnos) (tu|su) (cv|currículum|curriculum|candidatura|solicitud)/,
  ),
  ...phrasing(
    "received",
    1.5,
    /\b(we|our (team|recruiting team|hiring team)) (will|are going to) (now )?(review|be reviewing|carefully review)/,
    /\bif your (skills|experience|background|qualifications) (and experience )?(match|align|are a (good )?fit)/,
    /\bwir (werden|melden uns)[^.]{0,60}(prüfen|sichten|zurückmelden|bei ihnen)/,
    /\bnous (reviendrons|étudierons)\b/,
    /\brevisaremos\b/,
    // A person's own note: "got your CV, I'll pass it to the team".
    /\b(got|received|have received) your (cv|r[eé]sum[eé]|application|portfolio|details)\b/,
    /\b(pass|passed|forward|share) (it|your (cv|r[eé]sum[eé]|application|profile)) (on )?(to|with) the (team|hiring manager)/,
    /\b(lo|la) he recibido( correctamente)?|se lo he pasado al equipo/,
  ),
  // ---- rejection ----
  ...phrasing(
    "rejection",
    6,
    /\b(unfortunately|regret(fully)?|sadly)\b[^.]{0,160}\b(not (be )?(moving|proceed|progress|able to offer|selected)|other candidates|another candidate|decided not|will not be|won't be)/,
    /\b(decided|chosen|elected) (to )?(move|proceed|go) forward with (other|another|a different) (candidates?|applicants?)/,
    /\b(move|moving|proceed|proceeding|go|going|continue|continuing) (forward |ahead |on )?with (other|another|a different|different) (candidates?|applicants?|profiles?|people|persons?)/,
    /\b(decided|chosen|opted|elected) (not )?to (go|move|proceed|continue|progress)( forward| ahead| on)? with (other|another|a different|different) (candidates?|applicants?|profiles?|people|persons?)/,
    /\b(not|no longer) (to )?(be )?(move|moving|proceed|proceeding|progress|progressing|advance|advancing) (forward |ahead )?with your (application|candidacy)/,
    /\b(will not|won't|cannot|can't|are unable to|am unable to) (be )?(move|moving|proceed|proceeding|progress|progressing|advance|advancing|take|taking) (forward |ahead )?(with )?your (application|candidacy)/,
    /\b(position|role|vacancy|opening|job|requisition)( you applied (for|to))? (has|had|was|is) (now |already |since |recently |unfortunately )?(been )?(filled|closed|cancell?ed|put on hold)/,
    /\bkeep your (r[eé]sum[eé]|cv|details|information|profile|application) (on file|in our (database|talent pool|records))/,
    /\b(your application was|you were) not (successful|selected)/,
    /\bdecided to pursue other candidates|not (a|the right) (fit|match) (for|at) this time/,
    // German
    /\b(leider|bedauerlicherweise)\b[^.]{0,200}\b(absage|nicht (weiter )?berücksichtigen|nicht berücksichtigt|anderen? (kandidat|bewerber)|nicht in die engere wahl|nicht weiter verfolgen|keine positive (nachricht|rückmeldung)|entschieden)/,
    /\b(für|zugunsten) (eine[nrs]? |einen |eine )?(andere[nrs]?|weitere[nrs]?) (kandidat|bewerber|person|profil)/,
    /\b(stelle|position|vakanz)\b[^.]{0,40}\b(besetzt|vergeben)\b/,
    /\b(nicht|keine) (weiter )?(berücksichtig|in betracht|zum zuge)/,
    /\bin unseren (talentpool|bewerberpool) aufnehmen/,
    /\babsage\b/,
    // French
    /\b(malheureusement|nous sommes au regret|nous regrettons)\b[^.]{0,200}\b(pas (été )?retenue?|ne (pas|pourrons pas)|autre candidat|d'autres candidat)/,
    /\bne (pas )?donner (une )?suite favorable/,
    /\bpas (pu |pouvoir |en mesure de )?(donner|réserver) (une )?suite (favorable )?à votre candidature|\bne pas donner suite\b/,
    /\b(n'a|n’a) pas été retenue?\b|\bnous avons (retenu|choisi) (un|une|d'autres?) (autre )?(candidat|profil)/,
    /\bposte (a été|est) pourvu/,
    // Spanish
    /\b(lamentablemente|lamentamos|desafortunadamente)\b[^.]{0,200}\b(no (ha sido|has sido|continuar|seguir|avanzar)|otros? candidat)/,
    /\bla (posición|vacante|plaza) (ha sido|ya está) cubierta/,
    /\b(continuar|seguir|avanzar)( el proceso)? con otr[oa]s? (candidat|perfil)/,
    /\bno (has|ha) sido seleccionad[oa]|\bno (continuaremos|seguiremos|avanzaremos) con tu (candidatura|solicitud)/,
  ),
  // ---- interview ----
  ...phrasing(
    "interview",
    5,
    /\b(invite|invitation|like to invite|pleased to invite|would like to (schedule|set up|arrange|book)) [^.]{0,60}\b(interview|call|chat|conversation|meeting|screen)/,
    /\b(schedule|book|arrange|set up) (a |an |your )?(time|slot|interview|call|phone screen|video call|chat)/,
    /\b(your|the) (availability|available times)|when (are|would) you (be )?available|what times work/,
    /\b(phone|video|technical|onsite|on-site|final|first|second|next)[- ](round |stage )?(interview|screen|screening)\b/,
    /\b(calendly\.com|goodtime\.io|greenhouse\.io\/[^ ]*schedul|cal\.com\/)/,
    /\b(coding|technical|online|take-home|home) (challenge|assessment|test|exercise|assignment)\b|hackerrank|codility|codesignal|testgorilla/,
    /\bnext (step|stage|round)s? (in|of) (the|our) (process|hiring process|recruitment)/,
    /\binterview (invitation|confirmation|scheduled|request)\b/,
    /^(invitation|updated invitation|invitación|einladung|aktualisierte einladung|invitation mise à jour) ?: .*(interview|entrevista|entretien|gespräch|call|screen)/,
    /\b(would|will|does|could|can) [^.?]{0,60}\b(work|suit)\b[^.?]{0,40}\b(call|chat|interview|meeting|conversation)\b/,
    /\bcan you do (mon|tues|wednes|thurs|fri|satur|sun)day\b/,
    /\b(are|would) you (be )?(available|free)\b/,
    /\b(set up|schedule|arrange|book|organi[sz]e)\b[^.?]{0,40}\b(call|chat|conversation|interview|meeting|screen(ing)?)\b/,
    /\b(pick|grab|choose|select|book) (a |whatever |any |the |your )?(time|slot|time slot)s?\b/,
    /\b(intro|introductory|first|initial|screening|phone|video|exploratory) (call|chat|conversation)\b/,
    /\b(invite|move|advance|progress|take) you (forward |on )?to (the )?(next|second|third|final|[a-z-]+ (design|technical|coding)|[a-z-]+) (round|stage|step|interview)/,
    // German
    /\b(einladung|einladen|laden sie (herzlich )?ein)[^.]{0,80}\b(vorstellungsgespräch|gespräch|interview|kennenlernen|telefonat|videocall|video-call)/,
    /\b(vorstellungsgespräch|kennenlerngespräch|telefoninterview|videointerview|zweitgespräch|online-?assessment|eignungstest|fallstudie|probearbeit(stag)?)\b/,
    /\b(einladen|einladung)\b[^.]{0,80}\b(assessment|test|aufgabe|case|fallstudie|nächsten schritt|gespräch|termin)/,
    /\b(terminvorschläge|terminvorschlag|einen termin (vereinbaren|finden|auswählen))/,
    /\bzeit für ein(en)? [^.?]{0,30}\b(telefonat|gespräch|austausch|call|kennenlernen|videocall)/,
    /\b(hätten|haben) sie [^.?]{0,40}\bzeit\b/,
    // French
    /\b(entretien|échange téléphonique)\b[^.]{0,80}\b(inviter|convier|planifier|proposer|disponibilités)|\bvos disponibilités\b/,
    /\bvous inviter (à|pour) un entretien/,
    /\b(seriez|êtes|etes)[- ]vous disponible|\bdisponible pour (un|une) (échange|entretien|appel|call|visio)/,
    // Spanish
    /\b(entrevista)\b[^.]{0,80}\b(invitar|agendar|programar|disponibilidad|coordinar)|\btu disponibilidad\b|\bsu disponibilidad\b/,
    /\b(te|le|os) invitamos a (la|una|un|participar)|\b(nos gustaría|queremos|quisiéramos) (conocerte|conocerle|hablar contigo)|\b(elige|escoge|selecciona|reserva) (el|un) (horario|hueco)|\bentrevista (técnica|personal|final)\b/,
    /\b(invitarte|invitarle|invitaros)\b[^.]{0,40}\b(entrevista|llamada|videollamada|reunión|charla|prueba)|\b(agendar|programar|coordinar|concertar) (una )?(llamada|entrevista|videollamada|reunión|charla)|\b(estarías|estaría|tendrías|tendría)s? (disponible|un hueco|tiempo)/,
  ),
  // ---- offer ----
  ...phrasing(
    "offer",
    8,
    /\b(pleased|delighted|happy|excited|thrilled) to (extend|offer|make)( you)? (an?|the) (formal |verbal |written )?(job )?offer/,
    /\b(extend|make|making|extending) (you )?(an?|the) (formal |verbal |written )?(job |employment )?offer/,
    /\b(offer letter|employment offer|letter of offer|offer of employment|your offer (details|package))\b/,
    /\bwe would like to offer you (the|a) (position|role|job)/,
    // German
    /\b(vertragsangebot|arbeitsvertrag|stellenangebot für sie|zusage)\b/,
    /\b(freuen uns|freue mich)[^.]{0,80}\b(ihnen|dir) (ein angebot|die stelle|eine zusage)/,
    /\b(ihnen|dir) (ein|unser) (angebot|vertragsangebot) (zu )?(unterbreiten|machen)/,
    // French
    /\b(proposition d'embauche|promesse d'embauche|offre d'emploi (officielle|ferme))\b/,
    /\b(ravis|heureux) de vous (proposer|faire une offre)/,
    // Spanish
    /\b(oferta (de empleo|laboral|formal)|carta oferta)\b/,
    /\b(nos complace|encantados de) (ofrecerte|ofrecerle|hacerte una oferta)/,
  ),
  // ---- other: about no application of the user's ----
  ...phrasing(
    "other",
    8,
    // A rejection's "create a job alert on our careers site" is advice, not an alert.
    /\b((?<!(create|set up|sign up for|subscribe to|manage|activate) (a |your |an )?)job alerts?\b|jobs? (you may|you might) (like|be interested in)|recommended jobs|new jobs (for you|matching)|jobs matching your|top job picks|jobs based on your)/,
    /\b(your application was viewed|viewed your (application|profile)|who viewed your profile)/,
    /\b(verify|confirm) your (email|e-mail|account|address)|reset your password|password reset|welcome to your (candidate|career) (portal|account)|account (has been )?created/,
    /\b(out of (the )?office|automatic reply|auto-?reply|abwesenheitsnotiz|automatische antwort|réponse automatique|respuesta automática)/,
    /\b(came across your (profile|background|linkedin)|are you open to (new )?(opportunities|a conversation)|(i('m| am)|we('re| are)) reaching out (to you )?(about|regarding|because|with) (a|an|the|something|another|one of our|our|you about)|(a|another|one more|a different|a separate) (role|opportunity|position|opening) (that|which|i|we) (think|thought|might|may|could)|this (note|message|mail) (isn't|is not) about (that|your application))/,
    /\b(newsletter|webinar|unsubscribe from (these|this) (emails|newsletter)|weekly digest)\b/,
    /\b(jobempfehlungen|neue jobs für sie|passende stellenangebote|jobs, die zu ihnen passen|ihr job-?alarm)/,
    /\b(offres d'emploi (qui pourraient|pour vous)|alerte emploi)|\b(empleos (recomendados|para ti)|alerta de empleo)/,
  ),
];

export type MailToJudge = {
  subject: string;
  text: string;
  /** The headers that tell machine mail from a person's, lower-cased names. */
  headers?: Record<string, string | undefined>;
};

export type Judgement = {
  kind: MailKind;
  /** How sure, from 0 to 1: how clearly one kind's phrasings outweigh the others'. */
  confidence: number;
  /** The phrase that weighed most for the kind, as the mail wrote it (for "why?"). */
  because: string | null;
};

const clean = (text: string) =>
  text
    .toLocaleLowerCase()
    .replace(/[\u2018\u2019]/g, "'")
    .replace(/[\u00a0\s]+/g, " ");

/**
 * Whether the words at `index` are said on a condition or as a maybe: the sentence before
 * them has an "if" ("wenn", "si", "falls") or a "may" ("we may", "could"), or a promise to be
 * in touch ("we will reach out to").
 */
function conditional(text: string, index: number): boolean {
  const sentenceStart = Math.max(text.lastIndexOf(". ", index), text.lastIndexOf("\n", index), 0);
  const before = text.slice(sentenceStart, index);
  return /\b(if|should (your|you|we)|once|in case|whether|falls|wenn|sofern|si|en caso de que|may|might|could potentially|possibly|eventually)\b|\b(we|i)('ll| will| would) (reach out|be in touch|get in touch|contact you|get back to you|be contacting)\b|\b(werden|melden) (wir )?uns\b|\bnous (vous )?(recontacterons|reviendrons)|\bnos pondremos en contacto/.test(
    before,
  );
}

/** What a mail means, by its subject and text. */
export function judgeMail({ subject, text, headers = {} }: MailToJudge): Judgement {
  const scores: Record<MailKind, number> = {
    received: 0,
    rejection: 0,
    interview: 0,
    offer: 0,
    posting: 0,
    other: 0,
  };
  const strongest: Partial<Record<MailKind, { weight: number; phrase: string }>> = {};
  // The body as far as the signature usually starts; quoted earlier mails lower down are
  // the thread's past, not this mail.
  const body = clean(text.slice(0, 20_000))
    .split(/\s(?:-- |on .{5,80} wrote:|am .{5,80} schrieb .{3,80}:)/)[0]!
    .slice(0, 8000);
  const places = [
    // A subject is a line; a stranger's megabyte-long one is read as far as a line goes.
    { text: clean(subject.slice(0, 1000)), factor: 1.5 },
    { text: body, factor: 1 },
  ];
  for (const { kind, weight, pattern } of phrasings)
    for (const { text: where, factor } of places) {
      const found = pattern.exec(where);
      if (!found) continue;
      // "If your experience fits, we will reach out to schedule a call" promises nothing yet:
      // news said on a condition, or as what may come, weighs little.
      const said = weight * factor * (kind !== "received" && conditional(where, found.index) ? 0.2 : 1);
      scores[kind] += said;
      if ((strongest[kind]?.weight ?? 0) < said) strongest[kind] = { weight: said, phrase: found[0].trim() };
      break;
    }

  // An automatic reply is never about an application's progress.
  if (/auto-replied/i.test(headers["auto-submitted"] ?? "") || headers["x-autoreply"])
    return { kind: "other", confidence: 0.99, because: "an automatic reply" };
  // Bulk mail (a list, a newsletter) leans to other; a system's confirmation may carry the
  // same headers, so it only leans.
  if (headers["list-unsubscribe"] || /bulk|list/i.test(headers.precedence ?? "")) scores.other += 2;

  // The strongest news wins when a mail says two things: an offer beats the interviews it
  // thanks for, a rejection the application it thanks for.
  const ranked = (Object.entries(scores) as [MailKind, number][]).sort((a, b) => b[1] - a[1]);
  const [[top, best], [runnerUp, second]] = ranked as [[MailKind, number], [MailKind, number]];
  if (best === 0) return { kind: "other", confidence: 0.6, because: null };
  // News about an application thanks for it as a matter of course: that courtesy makes the
  // news hardly less clear.
  const doubt = runnerUp === "received" && top !== "other" ? second * 0.3 : second;
  const confidence = Math.min(0.99, Math.round((best / (best + doubt + 2) + 0.15) * 100) / 100);
  return { kind: top, confidence, because: strongest[top]?.phrase ?? null };
}
