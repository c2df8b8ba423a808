/** Where a school that wants to start using the product writes to. */
export const SCHOOLS_CONTACT_EMAIL = 'schools@example.com';

/** The page where a student types a teacher's invitation code. */
export const INVITE_PATH = '/invite';
