/** How long a mailed sign-in or password-reset link works, once. */
export const MAILED_LINK_MINUTES = 30;
