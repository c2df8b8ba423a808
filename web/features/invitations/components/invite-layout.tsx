import { SessionLayout } from '../../auth/components/signed-in-layout.tsx';

/** The frame of the invitation pages (spec 2.1: reachable signed out); it never forces sign-in. */
export function InviteLayout() {
  return <SessionLayout requireSignIn={false} />;
}
