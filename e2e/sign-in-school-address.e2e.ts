import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { people } from '../server/db/schema/index.ts';
import { createTestDatabase, type TestDatabase } from '../server/test/engines.ts';
import { cheapPasswordHash } from '../server/test/passwords.ts';
import { launchBrowser, newContext } from './support/browser.ts';
import { startServer, type E2eServer } from './support/server.ts';
import { SignInPage } from './pages/sign-in.page.ts';
import { RIVERBANK, SubjectsPage } from './pages/subjects.page.ts';

const SCHOOL = '198.51.100.50';
const STRANGER = '203.0.113.66';
const STUDENTS = 3_000;
const PASSWORD = 'correct horse battery staple';

/**
 * A school signs everyone in from behind one address: only failures count toward sign-in limits,
 * judged per account and address. The server runs behind a proxy here (TRUST_PROXY), so each
 * request says the address it comes from; the students are put straight into its PostgreSQL
 * database, with a cheap hash of their password, so 3,000 sign-ins take seconds.
 */
describe.skipIf(!process.env.TEST_DATABASE_URL)('a school behind one address (on PostgreSQL)', () => {
  let database: TestDatabase;
  let server: E2eServer;
  let browser: Browser;
  beforeAll(async () => {
    database = await createTestDatabase('postgres');
    server = await startServer({ DATABASE_URL: database.url!, TRUST_PROXY: 'true' });
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    await database?.drop();
  });

  const signIn = async (email: string, password: string, address: string) =>
    (
      await fetch(`${server.baseUrl}/v3/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': address },
        body: JSON.stringify({ email, password }),
      })
    ).status;

  it("signs in 3,000 students from the school's address while a stranger's guesses fail, and the teacher then signs in at school", async () => {
    const hash = cheapPasswordHash(PASSWORD);
    const students = Array.from({ length: STUDENTS }, (_, i) => ({
      principal: `address-${i}`,
      email: `student-${i}@address.example`,
      fullName: `Student ${i}`,
      passwordHash: hash,
    }));
    for (let i = 0; i < students.length; i += 500)
      await database.database.db.insert(people).values(students.slice(i, i + 500));

    const refused: string[] = [];
    const strangerAnswers: number[] = [];
    // Ten at a time, as a class signs in together.
    for (let i = 0; i < students.length; i += 10) {
      const answers = await Promise.all(
        students.slice(i, i + 10).map((student) => signIn(student.email, PASSWORD, SCHOOL)),
      );
      answers.forEach((status, j) => status !== 200 && refused.push(`${students[i + j]!.email}: ${status}`));
      if (i % 250 === 0) strangerAnswers.push(await signIn('teacher@demo.test', `guess ${i}`, STRANGER));
    }
    expect(refused).toEqual([]);
    // The stranger's address is judged by its own failures: ten, then no more tries.
    expect(strangerAnswers).toEqual([...Array<number>(10).fill(401), 429, 429]);

    // The teacher signs in at school, in a browser that has never signed in before.
    const context = await newContext(browser, server.baseUrl);
    await context.setExtraHTTPHeaders({ 'x-forwarded-for': SCHOOL });
    const page = await context.newPage();
    await new SignInPage(page).signInFrom(RIVERBANK, 'teacher@demo.test');
    await new SubjectsPage(page).waitForList();
  }, 600_000);
});
