import { SIGN_IN_LINK_DAYS, type InvitationRoleKind } from '../../../common/invitations/constants.ts';
import { formatInvitationCode, signInLinkPagePath } from '../../../common/invitations/rules.ts';
import { escapeHtml } from '../../platform/mail/html.ts';
import type { Mail } from '../../platform/mail/mailer.ts';

export interface InvitationMailInput {
  to: string;
  inviterName: string;
  kind: InvitationRoleKind;
  subjectName: string | null;
  institutionName: string;
  /** A one-time sign-in link, or the plain invitation link for someone who signs in with a password. */
  link: string;
  isSignInLink: boolean;
  code: string;
}

/**
 * The public links of a mail: the one-time sign-in link and the invitation page. The sign-in link
 * opens a page that asks before it signs in, so a mail scanner fetching it does not use it up.
 */
export const signInLinkUrl = (publicUrl: string, token: string): string =>
  `${publicUrl.replace(/\/+$/, '')}${signInLinkPagePath(token)}`;
export const invitationPageUrl = (publicUrl: string, code: string): string =>
  `${publicUrl.replace(/\/+$/, '')}/invite/${code}`;

function describe(input: InvitationMailInput): { subject: string; what: string } {
  const subjectName = input.subjectName ?? 'a subject';
  switch (input.kind) {
    case 'student':
      return {
        subject: `Join ${subjectName} at ${input.institutionName}`,
        what: `join the subject "${subjectName}" at ${input.institutionName}`,
      };
    case 'instructor':
      return {
        subject: `Teach ${subjectName} at ${input.institutionName}`,
        what: `teach the subject "${subjectName}" at ${input.institutionName}`,
      };
    case 'creator':
      return {
        subject: `Join ${input.institutionName} as a teacher`,
        what: `join ${input.institutionName} as a teacher who can create subjects`,
      };
    case 'sudoadmin':
      return {
        subject: `Join ${input.institutionName} as a school admin`,
        what: `join ${input.institutionName} as a school admin`,
      };
  }
}

/**
 * The invitation mail, in plain text and simple HTML. Names come from people and schools, so
 * every one is escaped in the HTML body; the plain text needs no escaping.
 */
export function toInvitationMail(input: InvitationMailInput): Mail {
  const { subject, what } = describe(input);
  const linkLine = input.isSignInLink
    ? `Follow this link to sign in and accept. It works once, within ${SIGN_IN_LINK_DAYS} days:`
    : 'Follow this link to accept (sign in first if you are asked to):';
  const codeLine =
    input.kind === 'student' || input.kind === 'instructor'
      ? `Or enter the code ${formatInvitationCode(input.code)} on your subjects page.`
      : null;
  const ignoreLine = 'If you did not expect this invitation, you can ignore this mail.';
  const text = [
    'Hello,',
    '',
    `${input.inviterName} has invited you to ${what}.`,
    '',
    linkLine,
    input.link,
    ...(codeLine ? ['', codeLine] : []),
    '',
    ignoreLine,
    '',
  ].join('\n');
  const html = [
    '<!doctype html><html><body style="font-family: sans-serif; line-height: 1.5">',
    '<p>Hello,</p>',
    `<p>${escapeHtml(input.inviterName)} has invited you to ${escapeHtml(what)}.</p>`,
    `<p>${escapeHtml(linkLine)}<br><a href="${escapeHtml(input.link)}">${escapeHtml(input.link)}</a></p>`,
    ...(codeLine ? [`<p>${escapeHtml(codeLine)}</p>`] : []),
    `<p>${escapeHtml(ignoreLine)}</p>`,
    '</body></html>',
  ].join('\n');
  return { to: input.to, subject, text, html };
}
