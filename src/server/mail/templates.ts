// The account mails: a clear subject, an HTML and a plain-text part, the product's name and
// the action link.
import type { OutgoingMail } from "./mailer";

const escapeHtml = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (char) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[char]!,
  );

/** The mails' frame: dark card, the product's name, then `rows` (table rows of HTML). */
function frame(rows: string) {
  return `<!doctype html>
<html lang="en"><body style="margin:0;background:#0b1220;font-family:Segoe UI,Helvetica,Arial,sans-serif;color:#e6e9f2">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="padding:32px 12px"><tr><td align="center">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:520px;background:#121a2b;border-radius:12px;padding:32px">
<tr><td style="font-size:20px;font-weight:700;color:#ff9f1c;padding-bottom:24px">JobTrail</td></tr>
${rows}
</table></td></tr></table></body></html>`;
}

const headingRow = (heading: string) =>
  `<tr><td style="font-size:22px;font-weight:600;padding-bottom:12px">${escapeHtml(heading)}</td></tr>`;
const buttonRow = (action: string, link: string) =>
  `<tr><td style="padding-bottom:24px"><a href="${escapeHtml(link)}" style="display:inline-block;background:#ff9f1c;color:#0b1220;text-decoration:none;font-weight:600;padding:12px 20px;border-radius:8px">${escapeHtml(action)}</a></td></tr>`;

function layout(options: { heading: string; intro: string; action: string; link: string; outro: string }) {
  const { heading, intro, action, link, outro } = options;
  const html = frame(`${headingRow(heading)}
<tr><td style="font-size:15px;line-height:1.6;color:#c3c8d6;padding-bottom:24px">${escapeHtml(intro)}</td></tr>
${buttonRow(action, link)}
<tr><td style="font-size:13px;line-height:1.6;color:#8c92ac;padding-bottom:8px">If the button does not work, paste this link into your browser:<br><a href="${escapeHtml(link)}" style="color:#9db4e8;word-break:break-all">${escapeHtml(link)}</a></td></tr>
<tr><td style="font-size:13px;line-height:1.6;color:#8c92ac">${escapeHtml(outro)}</td></tr>`);
  const text = `JobTrail\n\n${heading}\n\n${intro}\n\n${action}: ${link}\n\n${outro}\n`;
  return { html, text };
}

export function confirmationMail(to: string, name: string, link: string): OutgoingMail {
  const body = layout({
    heading: `Welcome to JobTrail, ${name}`,
    intro: "Confirm your email address to finish creating your account and start tracking your applications.",
    action: "Confirm my email",
    link,
    outro: "The link expires in 24 hours. If you did not sign up for JobTrail, you can ignore this email.",
  });
  return { to, subject: "Confirm your JobTrail account", link, linkLabel: "Confirm", ...body };
}

export function passwordResetMail(to: string, link: string): OutgoingMail {
  const body = layout({
    heading: "Reset your password",
    intro:
      "Someone (hopefully you) asked to reset the password of your JobTrail account. Choose a new one with the link below.",
    action: "Choose a new password",
    link,
    outro:
      "The link expires in 24 hours and works once. If you did not ask for this, ignore this email: your password stays as it is.",
  });
  return { to, subject: "Reset your JobTrail password", link, linkLabel: "Reset password", ...body };
}

export function existingAccountMail(to: string, signInLink: string): OutgoingMail {
  const body = layout({
    heading: "You already have a JobTrail account",
    intro:
      "Someone tried to sign up with this email address, which already has an account. If it was you, sign in instead, or reset your password from the sign-in page.",
    action: "Sign in to JobTrail",
    link: signInLink,
    outro: "If it was not you, no action is needed: nothing about your account has changed.",
  });
  return {
    to,
    subject: "Your JobTrail account already exists",
    link: signInLink,
    linkLabel: "Sign in",
    ...body,
  };
}

export function emailChangeMail(to: string, link: string): OutgoingMail {
  const body = layout({
    heading: "Confirm your new email address",
    intro:
      "You asked to sign in to JobTrail with this address from now on. Confirm it with the link below; until then, your current address stays in use.",
    action: "Confirm my new address",
    link,
    outro: "The link expires in 24 hours. If you did not ask for this, ignore this email: nothing changes.",
  });
  return {
    to,
    subject: "Confirm your new JobTrail email address",
    link,
    linkLabel: "Confirm new address",
    ...body,
  };
}

export function emailChangeNoticeMail(to: string, newEmail: string, securityLink: string): OutgoingMail {
  const body = layout({
    heading: "Your sign-in address is changing",
    intro: `Someone signed in to your JobTrail account asked to change its email address to ${newEmail}. The change takes effect once that address confirms it.`,
    action: "Review my account",
    link: securityLink,
    outro:
      "If this was you, there is nothing to do. If it was not, sign in, change your password and end the sessions you do not recognise in the privacy settings.",
  });
  return {
    to,
    subject: "Your JobTrail email address is changing",
    link: securityLink,
    linkLabel: "Review account",
    ...body,
  };
}

export function dataExportReadyMail(to: string, link: string, expiresOn: string): OutgoingMail {
  const body = layout({
    heading: "Your data export is ready",
    intro:
      "The copy of your JobTrail data you asked for is ready: your profile, applications, their history, companies and documents, as JSON and CSV in one zip file.",
    action: "Download it from your privacy settings",
    link,
    outro: `Sign in to download it. The download works until ${expiresOn}; after that, ask for a new export. If you did not ask for this, change your password.`,
  });
  return { to, subject: "Your JobTrail data export is ready", link, linkLabel: "Download export", ...body };
}

/** A contact-form message for support: the fields, then the message with its line breaks. */
export function supportMail(options: {
  to: string;
  replyTo: string;
  subject: string;
  fields: [string, string][];
  message: string;
}): OutgoingMail {
  const rows = options.fields
    .map(
      ([label, value]) =>
        `<tr><td style="color:#8c92ac;padding:2px 12px 2px 0">${escapeHtml(label)}</td><td>${escapeHtml(value)}</td></tr>`,
    )
    .join("");
  const html = `<!doctype html><html lang="en"><body style="font-family:Segoe UI,Helvetica,Arial,sans-serif">
<h2 style="margin:0 0 12px">${escapeHtml(options.subject)}</h2><table>${rows}</table>
<p style="white-space:normal">${escapeHtml(options.message).replace(/\r?\n/g, "<br>")}</p></body></html>`;
  const text = `${options.fields.map(([label, value]) => `${label}: ${value}`).join("\n")}\n\n${options.message}\n`;
  return { to: options.to, replyTo: options.replyTo, subject: options.subject, html, text };
}

/** The daily digest: the follow-ups due today or overdue, a link to the dashboard, a way out. */
export function followUpDigestMail(options: {
  to: string;
  firstName: string | null;
  /** Today in the user's time zone (YYYY-MM-DD). */
  today: string;
  items: { company: string; jobTitle: string; followUpDate: string }[];
  /** How many are due in all; the mail lists the first ones. */
  total: number;
  /** What the user's mail changed by itself since the last digest, each said in a sentence. */
  changedByMail: string[];
  inboxLink: string;
  dashboardLink: string;
  settingsLink: string;
  /** The page a person opens, and the address mail apps post a one-click unsubscribe to. */
  unsubscribe: { page: string; oneClick: string };
}): OutgoingMail {
  const { items, total, today, changedByMail } = options;
  const whenDue = (date: string) => {
    const days = Math.round(
      (Date.parse(`${today}T00:00:00Z`) - Date.parse(`${date}T00:00:00Z`)) / 86_400_000,
    );
    return days <= 0 ? "due today" : `${days} day${days === 1 ? "" : "s"} overdue`;
  };
  const count = `${total} follow-up${total === 1 ? "" : "s"}`;
  const changes = `${changedByMail.length} change${changedByMail.length === 1 ? "" : "s"} from your mail`;
  const more = total > items.length ? `And ${total - items.length} more on your dashboard.` : "";
  const heading =
    total > 0
      ? `${options.firstName ? `${options.firstName}, you have` : "You have"} ${count} due`
      : `${options.firstName ? `${options.firstName}, your` : "Your"} mail changed ${changedByMail.length === 1 ? "an application" : `${changedByMail.length} applications`}`;
  const rows = items
    .map(
      (item) =>
        `<tr><td style="padding:6px 0;border-bottom:1px solid #26304a"><strong style="color:#e6e9f2">${escapeHtml(item.company)}</strong><br><span style="color:#c3c8d6">${escapeHtml(item.jobTitle)}</span></td><td align="right" style="padding:6px 0;border-bottom:1px solid #26304a;color:#ffb454;white-space:nowrap">${whenDue(item.followUpDate)}</td></tr>`,
    )
    .join("");
  const changeRows = changedByMail
    .map(
      (sentence) =>
        `<tr><td style="padding:6px 0;border-bottom:1px solid #26304a;color:#e6e9f2">${escapeHtml(sentence)}</td></tr>`,
    )
    .join("");
  const changesIntro = "Applied by themselves from your mail, each with Undo in your Inbox:";
  const html = frame(`${headingRow(heading)}
${
  total > 0
    ? `<tr><td style="font-size:15px;line-height:1.6;color:#c3c8d6;padding-bottom:16px">A short note to the right person keeps your application in mind. Here is who is waiting to hear from you:</td></tr>
<tr><td style="padding-bottom:16px"><table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="font-size:14px">${rows}</table></td></tr>
${more ? `<tr><td style="font-size:14px;color:#c3c8d6;padding-bottom:16px">${escapeHtml(more)}</td></tr>` : ""}
${buttonRow("Open my follow-ups", options.dashboardLink)}`
    : ""
}
${
  changedByMail.length > 0
    ? `<tr><td style="font-size:15px;line-height:1.6;color:#c3c8d6;padding-bottom:8px">${changesIntro}</td></tr>
<tr><td style="padding-bottom:16px"><table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="font-size:14px">${changeRows}</table></td></tr>
${buttonRow("Open my Inbox", options.inboxLink)}`
    : ""
}
<tr><td style="font-size:13px;line-height:1.6;color:#8c92ac">You get this digest because you turned it on in JobTrail. Change its hour in your <a href="${escapeHtml(options.settingsLink)}" style="color:#9db4e8">settings</a>, or <a href="${escapeHtml(options.unsubscribe.page)}" style="color:#9db4e8">unsubscribe</a>.</td></tr>`);
  const text = [
    "JobTrail",
    "",
    heading,
    "",
    ...(total > 0
      ? [
          ...items.map((item) => `- ${item.company}, ${item.jobTitle}: ${whenDue(item.followUpDate)}`),
          ...(more ? ["", more] : []),
          "",
          `Open my follow-ups: ${options.dashboardLink}`,
          "",
        ]
      : []),
    ...(changedByMail.length > 0
      ? [
          changesIntro,
          ...changedByMail.map((sentence) => `- ${sentence}`),
          "",
          `Open my Inbox: ${options.inboxLink}`,
          "",
        ]
      : []),
    `You get this digest because you turned it on in JobTrail. Change its hour in your settings (${options.settingsLink}), or unsubscribe: ${options.unsubscribe.page}`,
    "",
  ].join("\n");
  return {
    to: options.to,
    subject: `JobTrail: ${[total > 0 ? `${count} due` : null, changedByMail.length > 0 ? changes : null].filter(Boolean).join(", ")}`,
    html,
    text,
    link: total > 0 ? options.dashboardLink : options.inboxLink,
    linkLabel: total > 0 ? "Follow-ups" : "Inbox",
    unsubscribe: options.unsubscribe.oneClick,
  };
}

export function invitationMail(to: string, inviter: string, link: string, days: number): OutgoingMail {
  const body = layout({
    heading: "You are invited to JobTrail",
    intro: `${inviter} invited you to make an account on their JobTrail, to keep every job application you send in one place.`,
    action: "Make my account",
    link,
    outro: `The invitation is for this email address and is good for ${days} days. If you were not expecting it, you can ignore this email.`,
  });
  return { to, subject: "Your invitation to JobTrail", link, linkLabel: "Make my account", ...body };
}
