/** Invitation code minimum length (spec 5, 9). */
export const INVITATION_CODE_MIN_LENGTH = 6;
/** Codes we generate: 12 characters, about 59 bits, read aloud in three groups of four. */
export const INVITATION_CODE_LENGTH = 12;
export const INVITATION_CODE_GROUP = 4;
/** No 0/o, 1/l/i: nothing a class can mishear or misread from a projector. Stored lowercase. */
export const INVITATION_CODE_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';

/** Subject fetch after accept: retries on permission-denied (spec 2.6, 9). */
export const SUBJECT_FETCH_RETRIES = 14;
export const SUBJECT_FETCH_RETRY_MS = 1000;
/** The client waits this long for an accept (spec 7, 9). */
export const INVITATION_ACCEPT_TIMEOUT_MS = 60_000;

export const INVITATION_ROLE_KINDS = ['student', 'instructor', 'creator', 'sudoadmin'] as const;
export type InvitationRoleKind = (typeof INVITATION_ROLE_KINDS)[number];

/** How long an e-mail invitation stays valid, and its one-time sign-in link (spec 7, magicEnsureUser). */
export const EMAIL_INVITATION_DAYS = 30;
export const SIGN_IN_LINK_DAYS = 7;
/** Addresses one magicEnsureUser call may invite: a class list, not a mailing list. */
export const MAX_INVITED_ADDRESSES = 200;
/** Acceptances the teacher's panel shows, newest first. */
export const MAX_LISTED_ACCEPTANCES = 500;
