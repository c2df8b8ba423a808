import { describe, expect, it } from 'vitest';
import { decidePicker, isUsableInstitution, type PickerInstitution } from './picker.ts';

const accepted = { isAccepted: true, isPending: false };
const pending = { isAccepted: false, isPending: true };
const now = new Date('2025-06-01T00:00:00Z');

function school(id: number, overrides: Partial<PickerInstitution> = {}): PickerInstitution {
  return { id, code: `school-${id}`, isExpired: false, expiresOn: null, role: accepted, ...overrides };
}

const decide = (
  institutions: PickerInstitution[],
  rememberedDefault: { endpoint: string; institutionId: number } | null = null,
) => decidePicker({ institutions, rememberedDefault, endpoint: 'app', now });

describe('decidePicker', () => {
  it('sends a user with no institutions to onboarding', () => {
    expect(decide([])).toEqual({ kind: 'onboarding', to: '/app/onboarding' });
  });

  it('sends a user with no institutions to onboarding even with a remembered default', () => {
    expect(decide([], { endpoint: 'app', institutionId: 1 }).kind).toBe('onboarding');
  });

  it('redirects to the remembered institution when it is usable', () => {
    expect(decide([school(1), school(2)], { endpoint: 'app', institutionId: 2 })).toEqual({
      kind: 'redirect',
      to: '/app/school-2-2',
    });
  });

  it('ignores a remembered institution of another endpoint', () => {
    expect(decide([school(1), school(2)], { endpoint: 'other', institutionId: 2 })).toEqual({
      kind: 'tiles',
    });
  });

  it('ignores a remembered institution the user no longer belongs to', () => {
    expect(decide([school(1), school(2)], { endpoint: 'app', institutionId: 9 })).toEqual({ kind: 'tiles' });
  });

  it('never redirects to a remembered institution that has expired', () => {
    const institutions = [school(1), school(2, { isExpired: true })];
    expect(decide(institutions, { endpoint: 'app', institutionId: 2 })).toEqual({ kind: 'tiles' });
  });

  it('never redirects to a remembered institution whose expiry date has passed', () => {
    const institutions = [school(1), school(2, { expiresOn: '2025-05-31T00:00:00Z' })];
    expect(decide(institutions, { endpoint: 'app', institutionId: 2 })).toEqual({ kind: 'tiles' });
  });

  it('does not treat a pending remembered institution as usable', () => {
    const institutions = [school(1), school(2, { role: pending })];
    expect(decide(institutions, { endpoint: 'app', institutionId: 2 })).toEqual({ kind: 'tiles' });
  });

  it('redirects to the only institution when it is usable', () => {
    expect(decide([school(7)])).toEqual({ kind: 'redirect', to: '/app/school-7-7' });
  });

  it('shows tiles for a single expired institution', () => {
    expect(decide([school(7, { isExpired: true })])).toEqual({ kind: 'tiles' });
  });

  it('shows tiles for a single pending institution', () => {
    expect(decide([school(7, { role: pending })])).toEqual({ kind: 'tiles' });
  });

  it('shows tiles when one institution is usable and another is pending, so the invitation can be accepted', () => {
    expect(decide([school(1), school(2, { role: pending })])).toEqual({ kind: 'tiles' });
  });

  it('shows tiles when there are several usable institutions and no remembered default', () => {
    expect(decide([school(1), school(2)])).toEqual({ kind: 'tiles' });
  });

  it('builds redirect targets under the given endpoint', () => {
    expect(
      decidePicker({ institutions: [school(3)], rememberedDefault: null, endpoint: 'lab', now }),
    ).toEqual({
      kind: 'redirect',
      to: '/lab/school-3-3',
    });
  });
});

describe('isUsableInstitution', () => {
  it('requires an accepted role', () => {
    expect(isUsableInstitution(school(1, { role: null }), now)).toBe(false);
    expect(isUsableInstitution(school(1, { role: { isAccepted: true, isPending: true } }), now)).toBe(false);
    expect(isUsableInstitution(school(1), now)).toBe(true);
  });

  it('treats an institution as usable until its expiry date passes', () => {
    expect(isUsableInstitution(school(1, { expiresOn: '2025-06-02T00:00:00Z' }), now)).toBe(true);
  });
});
