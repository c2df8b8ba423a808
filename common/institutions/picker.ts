import { institutionPath } from './paths.ts';
import { isInstitutionExpired } from './schema.ts';

/** What the picker needs to know about one of the user's institutions. */
export interface PickerInstitution {
  id: number;
  code: string;
  isExpired: boolean;
  expiresOn?: string | null;
  role?: { isAccepted: boolean; isPending: boolean } | null;
}

/** The default institution remembered on this device (spec 3): endpoint plus institutionId. */
export interface RememberedDefault {
  endpoint: string;
  institutionId: number;
}

export type PickerDecision =
  { kind: 'onboarding'; to: string } | { kind: 'redirect'; to: string } | { kind: 'tiles' };

export interface PickerInput {
  institutions: readonly PickerInstitution[];
  rememberedDefault: RememberedDefault | null;
  /** The endpoint the user works in; redirect targets are built under it. */
  endpoint: string;
  now?: Date;
}

/** Expired institutions are never a target of an automatic redirect (spec 4). */
export function isExpiredInstitution(institution: PickerInstitution, now = new Date()): boolean {
  return institution.isExpired || isInstitutionExpired(institution.expiresOn, now);
}

export function isAcceptedRole(role: PickerInstitution['role']): boolean {
  return !!role && role.isAccepted && !role.isPending;
}

/** Usable: not expired, and the user's role there is accepted (spec 2.2). */
export function isUsableInstitution(institution: PickerInstitution, now = new Date()): boolean {
  return !isExpiredInstitution(institution, now) && isAcceptedRole(institution.role);
}

const landingPath = (endpoint: string, institution: PickerInstitution): string =>
  institutionPath({ endpoint, code: institution.code, id: institution.id });

/**
 * The root institution picker's decision (spec 2.2), rules in order:
 * 1. no institutions: onboarding;
 * 2. the remembered default for this endpoint, when usable: redirect to it;
 * 3. exactly one institution, and it is usable: redirect to it;
 * 4. otherwise: tiles. A second institution, even a pending one, means the user has a choice
 *    to make (for example accepting an invitation), so it is shown rather than skipped.
 */
export function decidePicker({
  institutions,
  rememberedDefault,
  endpoint,
  now = new Date(),
}: PickerInput): PickerDecision {
  if (institutions.length === 0) return { kind: 'onboarding', to: `/${endpoint}/onboarding` };

  if (rememberedDefault && rememberedDefault.endpoint === endpoint) {
    const remembered = institutions.find((i) => i.id === rememberedDefault.institutionId);
    if (remembered && isUsableInstitution(remembered, now)) {
      return { kind: 'redirect', to: landingPath(endpoint, remembered) };
    }
  }

  const [only] = institutions;
  if (institutions.length === 1 && only && isUsableInstitution(only, now)) {
    return { kind: 'redirect', to: landingPath(endpoint, only) };
  }

  return { kind: 'tiles' };
}
