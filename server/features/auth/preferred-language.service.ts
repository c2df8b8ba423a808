import type { Language } from '../../../common/people/constants.ts';
import type { Db } from '../../db/client.ts';
import type { Actor } from '../../platform/auth/actor.ts';
import { updatePreferredLanguage } from './preferred-language.repo.ts';

/**
 * The signed-in person's interface language. It is always the actor's own: the call names no
 * person, so nobody can set someone else's.
 */
export function createPreferredLanguageService(deps: { db: Db }) {
  return {
    setPreferredLanguage: (actor: Actor, language: Language | null) =>
      updatePreferredLanguage(deps.db, actor.principal, language),
  };
}
export type PreferredLanguageService = ReturnType<typeof createPreferredLanguageService>;
