// What a mail about a job application means: a confirmation that it was received, a
// rejection, an invitation to interview (or an assessment, or a link to book a slot), an
// offer, or something else (a job alert, a newsletter, a recruiter writing about a new role,
// "your application was viewed", mail about an account, an automatic reply). Rules, not a
// model: each kind has the phrasings employers and applicant tracking systems use, in
// English and German in full and the common ones in French and Spanish, each with a weight.
// The subject counts for more than the body; the kind whose phrasings weigh most wins, and
// the confidence says by how clearly. Written for what such mail says in general.

export const mailKinds = ["received", "rejection", "interview", "offer", "other"] as const;
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
    /\b(vielen |herzlichen )?dank für ihre (bewerbung|online-bewerbung|interesse)/,
    /\b(ihre|deine) bewerbung (ist|wurde) (bei uns )?(erfolgreich )?(eingegangen|angekommen|übermittelt)/,
    /\b(eingangsbestätigung|bewerbungseingang|bestätigung ihrer bewerbung)\b/,
    /\bwir haben ihre bewerbung (erhalten|bekommen)/,
    // French
    /\bnous avons (bien )?reçu votre candidature/,
    /\bmerci (pour|de) votre candidature/,
    /\baccusé de réception\b/,
    // Spanish
    /\bhemos recibido (correctamente )?tu (solicitud|candidatura)|hemos recibido su (solicitud|candidatura)/,
    /\bgracias por (tu|su) (solicitud|candidatura|postulación|interés)/,
  ),
  ...phrasing(
    "received",
    1.5,
    /\b(we|our (team|recruiting team|hiring team)) (will|are going to) (now )?(review|be reviewing|carefully review)/,
    /\bif your (skills|experience|background|qualifications) (and experience )?(match|align|are a (good )?fit)/,
    /\bwir (werden|melden uns)[^.]{0,60}(prüfen|sichten|zurückmelden|bei ihnen)/,
    /\bnous (reviendrons|étudierons)\b/,
    /\brevisaremos\b/,
  ),
  // ---- rejection ----
  ...phrasing(
    "rejection",
    6,
    /\b(unfortunately|regret(fully)?|sadly)\b[^.]{0,160}\b(not (be )?(moving|proceed|progress|able to offer|selected)|other candidates|another candidate|decided not|will not be|won't be)/,
    /\b(decided|chosen|elected) (to )?(move|proceed|go) forward with (other|another|a different) (candidates?|applicants?)/,
    /\b(move|moving|proceed|proceeding) (forward )?with (other|another) (candidates?|applicants?)/,
    /\b(not|no longer) (to )?(be )?(move|moving|proceed|proceeding|progress|progressing) (forward )?with your (application|candidacy)/,
    /\bposition (has been|was|is now) (filled|closed)|(role|vacancy|opening) has (now )?been filled/,
    /\bwe will keep your (resume|cv|details|information|profile) (on file|in our (database|talent pool))/,
    /\b(your application was|you were) not (successful|selected)/,
    /\bdecided to pursue other candidates|not (a|the right) (fit|match) (for|at) this time/,
    // German
    /\b(leider|bedauerlicherweise)\b[^.]{0,200}\b(absage|nicht (weiter )?berücksichtigen|nicht berücksichtigt|anderen? (kandidat|bewerber)|nicht in die engere wahl|nicht weiter verfolgen|keine positive (nachricht|rückmeldung)|entschieden)/,
    /\b(für|zugunsten) (eine[ns]?|andere[rn]?) (kandidat|bewerber)/,
    /\b(stelle|position) (ist|wurde) (bereits )?(besetzt|vergeben)/,
    /\bin unseren (talentpool|bewerberpool) aufnehmen/,
    /\babsage\b/,
    // French
    /\b(malheureusement|nous sommes au regret|nous regrettons)\b[^.]{0,200}\b(pas (été )?retenue?|ne (pas|pourrons pas)|autre candidat|d'autres candidat)/,
    /\bne (pas )?donner (une )?suite favorable/,
    /\bposte (a été|est) pourvu/,
    // Spanish
    /\b(lamentablemente|lamentamos|desafortunadamente)\b[^.]{0,200}\b(no (ha sido|has sido|continuar|seguir|avanzar)|otros? candidat)/,
    /\bla (posición|vacante|plaza) (ha sido|ya está) cubierta/,
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
    /\b(would|will|does|could|can) [^.?]{0,60}\b(work|suit)\b[^.?]{0,40}\b(call|chat|interview|meeting|conversation)\b/,
    /\bcan you do (mon|tues|wednes|thurs|fri|satur|sun)day\b/,
    // German
    /\b(einladung|einladen|laden sie (herzlich )?ein)[^.]{0,80}\b(vorstellungsgespräch|gespräch|interview|kennenlernen|telefonat|videocall|video-call)/,
    /\b(vorstellungsgespräch|kennenlerngespräch|telefoninterview|videointerview|zweitgespräch)\b/,
    /\b(terminvorschläge|terminvorschlag|einen termin (vereinbaren|finden|auswählen))/,
    // French
    /\b(entretien|échange téléphonique)\b[^.]{0,80}\b(inviter|convier|planifier|proposer|disponibilités)|\bvos disponibilités\b/,
    /\bvous inviter (à|pour) un entretien/,
    // Spanish
    /\b(entrevista)\b[^.]{0,80}\b(invitar|agendar|programar|disponibilidad|coordinar)|\btu disponibilidad\b|\bsu disponibilidad\b/,
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
    /\b(job alert|jobs? (you may|you might) (like|be interested in)|recommended jobs|new jobs (for you|matching)|jobs matching your|top job picks|jobs based on your)/,
    /\b(your application was viewed|viewed your (application|profile)|who viewed your profile)/,
    /\b(verify|confirm) your (email|e-mail|account|address)|reset your password|password reset|welcome to your (candidate|career) (portal|account)|account (has been )?created/,
    /\b(out of (the )?office|automatic reply|auto-?reply|abwesenheitsnotiz|automatische antwort|réponse automatique|respuesta automática)/,
    /\b(came across your (profile|background|linkedin)|are you open to (new )?(opportunities|a conversation)|i('m| am) reaching out (about|regarding) (a|an|the) (new )?(role|opportunity|position))/,
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

/** What a mail means, by its subject and text. */
export function judgeMail({ subject, text, headers = {} }: MailToJudge): Judgement {
  const scores: Record<MailKind, number> = { received: 0, rejection: 0, interview: 0, offer: 0, other: 0 };
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
      scores[kind] += weight * factor;
      if ((strongest[kind]?.weight ?? 0) < weight * factor)
        strongest[kind] = { weight: weight * factor, phrase: found[0].trim() };
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
