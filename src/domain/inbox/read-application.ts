// The company and the job a mail names, for a confirmation of an application the user has not
// tracked yet: "New application: Wrenfield Robotics, Robotics Engineer: add it?". Read from
// the usual phrasings ("your application for the Data Engineer role at Lumen", "Ihre
// Bewerbung als Robotics Engineer bei Wrenfield", "votre candidature au poste de ... chez
// ..."), else the sender's name ("Lumen Analytics Recruiting"), else the sender's own domain.
// What cannot be read stays empty for the user to fill in.
import { sharedByEmployers } from "../companies";

export type NamedApplication = { company: string | null; jobTitle: string | null };

/** Words a sender's name adds to the company's ("Lumen Careers", "Talent Team at Lumen"). */
const teamWords =
  /\b(recruiting|recruitment|recruiter|careers?|jobs|talent( acquisition)?|hiring( team)?|hr|human resources|people( team| ops)?|team|personalabteilung|karriere|bewerbermanagement|recrutement|rh|reclutamiento|empleo|via \S+|no-?reply|noreply|do not reply)\b/gi;

/** Senders that are a system or a person, not an employer's name. */
const systemNames =
  /^(workday|greenhouse|lever|ashby|smartrecruiters|icims|teamtailor|personio|workable|successfactors|taleo|linkedin|indeed|notifications?|mailer|admin)$/i;

const tidy = (text: string | undefined) =>
  text
    ?.replace(/\s+/g, " ")
    .replace(/^[\s"'“”„«»:,-]+|[\s"'“”„«»:,.!-]+$/g, "")
    .trim() || null;

/**
 * A title as read, without what the sentence adds after it: "Gameplay Programmer position
 * here" is Gameplay Programmer, "Research Software Engineer position (R-5521)" too.
 */
const titleOf = (text: string | undefined) =>
  tidy(
    text
      ?.replace(/^(the|a|an|die|le|la|el) /i, "")
      .replace(/\s+(position|role|job|opening|vacancy|poste|puesto)\b.*$/i, "")
      .replace(/\s*\((req(uisition)?\.?\s*)?#?\s*[a-z]{0,4}-?\d{3,}\)\s*$/i, ""),
  );

/** Title phrasings, each capturing the title (1) and, where the phrasing has it, the company (2). */
const titlePhrasings: RegExp[] = [
  /\b(?:application|applying|applied) (?:for|to) (?:the |our |a )?(?:position of |role of )?(.{3,80}?) (?:role|position|job|opening|vacancy)?\s*(?:at|with|in) ([^.,\n!?]{2,60}?)(?:[.,\n!?]| has| is| was| and|$)/i,
  /\b(?:interest in|applying for|application for) (?:the |our |a )?(.{3,80}?) (?:role|position|job|opening)\b/i,
  /\b(?:position|role|job title|job)\s*:\s*([^\n]{3,80})/i,
  /\bbewerbung (?:als|für die stelle als|auf die stelle als|für die position als|auf die position als|für die stelle|auf die stelle|für die position|auf die position) ([^\n.,!]{3,80}?)(?: bei ([^\n.,!]{2,60}?))?(?:[.,\n!]| eingegangen| erhalten| ist| wurde|$)/i,
  /\bcandidature (?:pour le poste de|au poste de|pour le poste d'|au poste d') ?([^\n.,!]{3,80}?)(?: (?:chez|au sein de|au sein d'|à) ([^\n.,!]{2,60}?))?(?:[.,\n!]| a bien| a été|$)/i,
  /\b(?:candidatura|solicitud) (?:para el puesto de|al puesto de|para el puesto|para la posición de) ([^\n.,!]{3,80}?)(?: en ([^\n.,!]{2,60}?))?(?:[.,\n!]|$)/i,
];

/** Company phrasings alone. */
const companyPhrasings: RegExp[] = [
  /\b(?:applying|application|applied) (?:to|at|with) ([A-Z][^.,\n!?]{1,60}?)(?:[.,\n!?]| for| has| is|$)/,
  /\b(?:interest in (?:joining|working (?:at|with))) ([A-Z][^.,\n!?]{1,60}?)(?:[.,\n!?]|$)/,
  /\bbewerbung bei (?:der |dem )?([^\n.,!]{2,60}?)(?:[.,\n!]| eingegangen| erhalten|$)/i,
  /\bcandidature (?:chez|au sein de|à) ([^\n.,!]{2,60}?)(?:[.,\n!]| a bien| a été| est| nous|$)/i,
];

/** The employer's name a sender's name or domain gives, when it gives one. */
function fromSender(name: string, address: string | null): string | null {
  const named = tidy(name.replace(teamWords, " ").replace(/\b(at|bei|chez|de|from|von)\s*$/i, ""));
  if (named && !systemNames.test(named) && !named.includes("@")) return named;
  const host = address?.split("@")[1]?.toLowerCase();
  if (!host || sharedByEmployers(host)) return null;
  const label = host
    .replace(/^(mail|email|e|jobs|careers|career|recruiting|talent|hr|notifications?)\./, "")
    .split(".")[0];
  return label ? label[0]!.toUpperCase() + label.slice(1) : null;
}

/** The company and job a mail names, as far as it names them. */
export function readApplication(mail: {
  subject: string;
  text: string;
  fromName: string;
  fromAddress: string | null;
}): NamedApplication {
  const places = [mail.subject, mail.text.slice(0, 3000)];
  let jobTitle: string | null = null;
  let company: string | null = null;
  for (const place of places)
    for (const phrasing of titlePhrasings) {
      const found = phrasing.exec(place);
      if (!found) continue;
      jobTitle ??= titleOf(found[1]);
      company ??= tidy(found[2]);
      if (jobTitle) break;
    }
  company ??=
    places
      .flatMap((place) => companyPhrasings.map((phrasing) => tidy(phrasing.exec(place)?.[1])))
      .find((found) => found !== null && found !== undefined) ?? null;
  company = company?.replace(/^(der|die|das|the) /i, "") ?? fromSender(mail.fromName, mail.fromAddress);
  return { company, jobTitle };
}
