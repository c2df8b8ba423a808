import type { AccountSetupBody, SessionInfo } from '../../../common/auth/schema.ts';
import type { Actor } from '../../platform/auth/actor.ts';
import { hashPassword } from '../../platform/auth/password.ts';
import { AppError } from '../../platform/errors.ts';
import { updateAccount } from './account.repo.ts';
import { describeSession } from './auth.service.ts';
import type { AuthDeps } from './auth.types.ts';

/**
 * Finishes an account an e-mail invitation made: its owner chooses a name, and a password or
 * sign-in links by mail. Only while the account has no password: a session alone never replaces
 * a password (that takes a mailed reset link), so a borrowed session cannot take the account over.
 */
export async function setUpAccount(
  deps: AuthDeps,
  actor: Actor,
  body: AccountSetupBody,
): Promise<SessionInfo> {
  const passwordHash =
    body.signInWith === 'password' && body.password ? await hashPassword(body.password) : undefined;
  const updated = await updateAccount(deps.db, actor.principal, {
    fullName: body.fullName,
    onlyWithoutPassword: true,
    ...(passwordHash ? { passwordHash } : {}),
  });
  if (!updated)
    throw new AppError('conflict', 'This account already has a password; change it with a reset link');
  return describeSession(deps, actor);
}
