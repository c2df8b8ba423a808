import { MAILED_LINK_MINUTES } from '../../../common/auth/constants.ts';
import { escapeHtml } from '../../platform/mail/html.ts';
import type { Mail } from '../../platform/mail/mailer.ts';
import type { MailedLinkPurpose } from './account.repo.ts';

/** The public address of a mailed link's page. */
export function mailedLinkUrl(publicUrl: string, purpose: MailedLinkPurpose, token: string): string {
  const page = purpose === 'sign-in' ? '/sign-in/link/' : '/reset-password/';
  return `${publicUrl.replace(/\/+$/, '')}${page}${encodeURIComponent(token)}`;
}

/** The mail with a one-time link to sign in or to choose a new password, in plain text and simple HTML. */
export function toMailedLinkMail(to: string, purpose: MailedLinkPurpose, link: string): Mail {
  const isSignIn = purpose === 'sign-in';
  const subject = isSignIn ? 'Your sign-in link' : 'Choose a new password';
  const lead = isSignIn
    ? `Follow this link to sign in. It works once, within ${MAILED_LINK_MINUTES} minutes:`
    : `Follow this link to choose a new password. It works once, within ${MAILED_LINK_MINUTES} minutes:`;
  const ignore = 'If you did not ask for this, you can ignore this mail: nothing changes.';
  const text = ['Hello,', '', lead, link, '', ignore, ''].join('\n');
  const html = [
    '<!doctype html><html><body style="font-family: sans-serif; line-height: 1.5">',
    '<p>Hello,</p>',
    `<p>${escapeHtml(lead)}<br><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p>`,
    `<p>${escapeHtml(ignore)}</p>`,
    '</body></html>',
  ].join('\n');
  return { to, subject, text, html };
}
