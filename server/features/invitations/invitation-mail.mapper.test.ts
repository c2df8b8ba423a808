import { describe, expect, it } from 'vitest';
import { invitationPageUrl, signInLinkUrl, toInvitationMail } from './invitation-mail.mapper.ts';

const base = {
  to: 'kim@pupils.test',
  inviterName: 'Tess <Teacher>',
  subjectName: 'Year 7 "Science" & <b>Maths</b>',
  institutionName: 'Riverbank & Co',
  link: 'https://app.test/v3/auth/signInLink/abc?x=1&y="2"',
  isSignInLink: true,
  code: 'k7qmx2npwsab',
};

describe('invitation mail', () => {
  it('escapes every user-supplied value in the HTML body, and leaves the text body plain', () => {
    const mail = toInvitationMail({ ...base, kind: 'student' });
    expect(mail.html).toContain('Tess &lt;Teacher&gt;');
    expect(mail.html).toContain('Year 7 &quot;Science&quot; &amp; &lt;b&gt;Maths&lt;/b&gt;');
    expect(mail.html).toContain('Riverbank &amp; Co');
    expect(mail.html).toContain('href="https://app.test/v3/auth/signInLink/abc?x=1&amp;y=&quot;2&quot;"');
    expect(mail.html).not.toContain('<b>Maths');
    expect(mail.text).toContain(
      'Tess <Teacher> has invited you to join the subject "Year 7 "Science" & <b>Maths</b>"',
    );
    expect(mail.text).toContain(base.link);
  });

  it('says what each role invitation is for', () => {
    expect(toInvitationMail({ ...base, kind: 'student' }).subject).toBe(
      'Join Year 7 "Science" & <b>Maths</b> at Riverbank & Co',
    );
    expect(toInvitationMail({ ...base, kind: 'instructor' }).subject).toMatch(/^Teach /);
    expect(toInvitationMail({ ...base, kind: 'creator', subjectName: null }).subject).toBe(
      'Join Riverbank & Co as a teacher',
    );
    expect(toInvitationMail({ ...base, kind: 'sudoadmin', subjectName: null }).subject).toBe(
      'Join Riverbank & Co as a school admin',
    );
  });

  it('gives the code to type for subject invitations only', () => {
    expect(toInvitationMail({ ...base, kind: 'student' }).text).toContain('K7QM-X2NP-WSAB');
    expect(toInvitationMail({ ...base, kind: 'creator' }).text).not.toContain('K7QM');
  });

  it('tells a one-time link from the plain invitation link', () => {
    expect(toInvitationMail({ ...base, kind: 'student' }).text).toContain('It works once, within 7 days');
    expect(toInvitationMail({ ...base, kind: 'student', isSignInLink: false }).text).toContain(
      'sign in first if you are asked to',
    );
  });

  it('builds links on the public URL', () => {
    expect(signInLinkUrl('https://app.test/', 'tok')).toBe('https://app.test/sign-in/link/tok');
    expect(invitationPageUrl('https://app.test', 'abc')).toBe('https://app.test/invite/abc');
  });
});
