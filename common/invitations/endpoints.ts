import { z } from 'zod';
import { defineEndpoint } from '../api/endpoint.ts';
import { zInstitutionIdParams } from '../institutions/schema.ts';
import { zSubjectId } from '../subjects/schema.ts';
import { SIGN_IN_LINK_DAYS } from './constants.ts';
import {
  zAcceptInvitationBody,
  zAcceptInvitationResponse,
  zByEmailParams,
  zEmailAddressBody,
  zGetRoleInvitationQuery,
  zIncludeInvalidQuery,
  zInvitationCodeParams,
  zLegacyAcceptInvitationBody,
  zListRoleInvitationsQuery,
  zMagicEnsureUserBody,
  zMagicEnsureUserResponse,
  zResendSubjectInvitationsBody,
  zResendSubjectInvitationsResponse,
  zRoleInvitationEnvelope,
  zRoleInvitationList,
  zSignInLinkBody,
  zSignInLinkParams,
  zSignInLinkResponse,
  zSubjectInvitationBody,
  zSubjectRoleInvitationsResponse,
} from './contracts.ts';
import { zRoleInvitationResponse } from './schema.ts';

/** The role-invitation calls (spec 7, Role invitations) and the mailed sign-in link, each declared once. */

const tag = 'invitations';
const GUESSING =
  'Failures are limited against guessing: per person when signed in (a short window that slows only ' +
  'that person), per address when signed out; past a limit the answer is 429 with Retry-After.';

/* Codes: look up and accept. */

export const getRoleInvitation = defineEndpoint({
  method: 'GET',
  path: '/v3/roleInvitations/:code',
  access: 'public',
  tag,
  summary: 'An invitation by its code, signed in or not',
  description:
    'The code is normalised (case, spaces, dashes). Unknown: 404. Inactive or expired: 400 with a problem ' +
    'on `code` (is-inactive, is-expired), unless includeInvalid=true, which answers it with isValid false. ' +
    'includeRelatedIfValid adds the subject and institution names of a valid invitation. A bound address ' +
    `is shown only to its owner. ${GUESSING}`,
  params: zInvitationCodeParams,
  query: zGetRoleInvitationQuery,
  errors: [429],
  responses: { 200: zRoleInvitationResponse },
});

const ACCEPT_DESCRIPTION =
  'One transaction. A single-use invitation is consumed atomically. Someone already in the subject gets ' +
  "400 with is-excluded on `principal` and nothing changes. An invitation bound to another person's " +
  `address: 404. ${GUESSING}`;

export const acceptRoleInvitation = defineEndpoint({
  method: 'POST',
  path: '/v3/roleInvitations/:code/actions/accept',
  access: 'session',
  tag,
  summary: 'Accept an invitation: join its subject or take its role',
  description: ACCEPT_DESCRIPTION,
  params: zInvitationCodeParams,
  body: zAcceptInvitationBody,
  errors: [429],
  responses: { 200: zAcceptInvitationResponse },
});

export const acceptInvitationLegacy = defineEndpoint({
  method: 'POST',
  path: '/invitations/:code/accept',
  access: 'session',
  tag,
  summary: 'Legacy accept: the same as POST /v3/roleInvitations/{code}/actions/accept',
  description: ACCEPT_DESCRIPTION,
  params: zInvitationCodeParams,
  body: zLegacyAcceptInvitationBody,
  errors: [429],
  responses: { 200: zAcceptInvitationResponse },
});

/* Class codes and the teacher's panel. */

const SUBJECT_MANAGERS =
  "For whoever may manage the subject's invitations: its instructors, school admins, internal admins.";

export const ensureMultiUseInvitation = defineEndpoint({
  method: 'POST',
  path: '/v3/roleInvitations/actions/ensureMultiUse',
  access: 'session',
  tag,
  summary: "The subject's class code (multi-use student invitation), made if it has none",
  description: SUBJECT_MANAGERS,
  body: zSubjectInvitationBody,
  responses: { 200: zRoleInvitationEnvelope },
});

export const regenerateMultiUseInvitation = defineEndpoint({
  method: 'POST',
  path: '/v3/roleInvitations/actions/regenerateMultiUse',
  access: 'session',
  tag,
  summary: "Replace the subject's class code: the old one stops working at once; members stay",
  description: SUBJECT_MANAGERS,
  body: zSubjectInvitationBody,
  responses: { 200: zRoleInvitationEnvelope },
});

export const deactivateRoleInvitation = defineEndpoint({
  method: 'DELETE',
  path: '/v3/roleInvitations/:code',
  access: 'session',
  tag,
  summary: 'Turn an invitation off (deactivate); it stays listed and can be turned on again',
  params: zInvitationCodeParams,
  responses: { 200: zRoleInvitationEnvelope },
});

export const activateRoleInvitation = defineEndpoint({
  method: 'POST',
  path: '/v3/roleInvitations/:code/actions/activate',
  access: 'session',
  tag,
  summary: 'Turn an invitation back on',
  description:
    'A used single-use invitation cannot be turned on (409 invalid-action); a class code only while the ' +
    'subject has no other active one (409 conflict).',
  params: zInvitationCodeParams,
  errors: [409],
  responses: { 200: zRoleInvitationEnvelope },
});

export const listSubjectRoleInvitations = defineEndpoint({
  method: 'GET',
  path: '/v3/subjects/:subjectId/roleInvitations',
  access: 'session',
  tag,
  summary: "The subject's invitations (newest first, invalid ones too) and who joined with them, when",
  description: SUBJECT_MANAGERS,
  params: z.object({ subjectId: zSubjectId }),
  responses: { 200: zSubjectRoleInvitationsResponse },
});

export const listRoleInvitations = defineEndpoint({
  method: 'GET',
  path: '/v3/roleInvitations',
  access: 'session',
  tag,
  summary: 'Invitations by role, at a subject (its managers) or an institution (its admins)',
  description: 'Give subjectId or institutionId. Valid ones only unless includeInvalid=true.',
  query: zListRoleInvitationsQuery,
  responses: { 200: zRoleInvitationList },
});

export const listStaffInvitations = defineEndpoint({
  method: 'GET',
  path: '/v3/institutions/:institutionId/staffInvitations',
  access: 'session',
  tag,
  summary: "An institution's instructor, creator and sudoadmin invitations, for its admins",
  params: zInstitutionIdParams,
  query: zIncludeInvalidQuery,
  responses: { 200: zRoleInvitationList },
});

/* Invitations by e-mail. */

export const magicEnsureUser = defineEndpoint({
  method: 'POST',
  path: '/v3/roleInvitations/actions/magicEnsureUser',
  access: 'session',
  tag,
  summary: 'Invite people by e-mail: accounts made if needed, a single-use invitation and a mail each',
  description:
    'Addresses as `emailAddresses` or pasted `text` (split on commas, semicolons, spaces and new lines). ' +
    'Any entry that is not an address fails the whole call with is-not-an-email on `emailAddresses.{index}`; ' +
    'nothing is sent then. A person without a password gets a one-time sign-in link; others the invitation ' +
    'link. Students and instructors need `subjectId` and the right to manage that subject; creator and ' +
    'sudoadmin need the right to grant that role. The answer is the same whether an address has an account ' +
    'or not: `principal` is given only for people the school already has. Mail calls are limited per person ' +
    'per hour, and invited addresses (each may make an account) per person and per school per day (429).',
  body: zMagicEnsureUserBody,
  errors: [429],
  responses: { 200: zMagicEnsureUserResponse },
});

export const resendSubjectInvitations = defineEndpoint({
  method: 'POST',
  path: '/v3/institutions/:institutionId/roleInvitations/actions/resendSubjectInvitations',
  access: 'session',
  tag,
  summary:
    "Send the mail again for each of the subject's still-valid e-mail invitations, or only those to emailAddress",
  description: `${SUBJECT_MANAGERS} Mail calls are limited per person per hour (429).`,
  params: zInstitutionIdParams,
  body: zResendSubjectInvitationsBody,
  errors: [429],
  responses: { 200: zResendSubjectInvitationsResponse },
});

export const listInvitationsByEmail = defineEndpoint({
  method: 'GET',
  path: '/v3/institutions/:institutionId/byEmail/:emailAddress',
  access: 'session',
  tag,
  summary: "The institution's invitations for one address",
  description: 'Admins see all; other teachers those of subjects they teach.',
  params: zByEmailParams,
  query: zIncludeInvalidQuery,
  responses: { 200: zRoleInvitationList },
});

export const deactivateInvitationsByEmail = defineEndpoint({
  method: 'POST',
  path: '/v3/institutions/:institutionId/roleInvitations/byEmail',
  access: 'session',
  tag,
  summary: "Turn off the institution's invitations for one address; answers those turned off",
  description: 'Admins reach all; other teachers those of subjects they teach.',
  params: zInstitutionIdParams,
  body: zEmailAddressBody,
  responses: { 200: zRoleInvitationList },
});

/*
 * The one-time sign-in link of an invitation mail. Mail scanners (school mail systems among them)
 * fetch every link in a message before the person sees it, so following the link only opens a
 * page; the link is used when the person continues there, by a POST that no scanner sends.
 */

export const followSignInLink = defineEndpoint({
  method: 'GET',
  path: '/v3/auth/signInLink/:token',
  access: 'public',
  tag,
  summary: 'Follow a one-time sign-in link as mailed before the link page existed',
  description:
    'Redirects (302) to the page /sign-in/link/{token}, which signs in only when the person continues ' +
    '(POST /v3/auth/signInLink). Uses nothing up, so a mail scanner following it does no harm.',
  params: zSignInLinkParams,
  responses: { 302: null },
  produces: 'redirect',
});

export const signInWithLink = defineEndpoint({
  method: 'POST',
  path: '/v3/auth/signInLink',
  access: 'public',
  tag,
  summary: 'Sign in with a one-time link from an invitation mail',
  description:
    `Unused and within ${SIGN_IN_LINK_DAYS} days: signs in (sets the session cookie, ending any ` +
    'session the browser had), uses up the link and answers signedIn true with the invitation page ' +
    'to go to. Used, expired or unknown: signs nobody in and answers signedIn false, with the ' +
    'invitation page all the same. Like signing in, it must come from this site.',
  body: zSignInLinkBody,
  responses: { 200: zSignInLinkResponse },
});
