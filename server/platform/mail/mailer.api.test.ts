import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboxEmails } from '../../db/schema/index.ts';
import { createTestDatabase, testEngines, type TestDatabase } from '../../test/engines.ts';
import { capturingLogger } from '../../test/log-capture.ts';
import { createEventBus, type EventBus } from '../events/bus.ts';
import { JobQueue } from '../jobs/queue.ts';
import { escapeHtml } from './html.ts';
import { createMailer, registerMailJobs } from './mailer.ts';
import { startTestSmtpServer, type TestSmtpServer } from './test-smtp-server.ts';

describe.each(testEngines())('mail on %s', (engine) => {
  let t: TestDatabase;
  let events: EventBus;
  let smtp: TestSmtpServer;
  const { logger, lines: logLines } = capturingLogger('info');

  beforeAll(async () => {
    t = await createTestDatabase(engine);
    events = await createEventBus(t.database, logger);
    smtp = await startTestSmtpServer();
  });
  afterAll(async () => {
    await smtp.close();
    await events.close();
    await t.drop();
  });

  function queueWith(smtpUrl: string | undefined) {
    const jobs = new JobQueue(t.database, events, logger);
    registerMailJobs(jobs, {
      db: t.database.db,
      config: { SMTP_URL: smtpUrl, MAIL_FROM: 'School Science <no-reply@school.test>' },
      logger,
    });
    return { jobs, mailer: createMailer({ db: t.database.db, jobs }) };
  }

  it('stores the mail in the outbox and sends it over SMTP in a background job', async () => {
    const { jobs, mailer } = queueWith(smtp.url);
    const before = smtp.received.length;
    const [id] = await mailer.sendMail({
      to: 'pupil@school.test',
      subject: 'Join Year 7\r\nBcc: victim@example.test',
      text: 'Follow https://example.test/x',
      html: `<p>${escapeHtml('<script>x</script>')}</p>`,
    });
    const [queued] = await t.database.db.select().from(outboxEmails).where(eq(outboxEmails.id, id!));
    expect(queued?.sentOn).toBeNull();
    expect(await jobs.drain()).toBeGreaterThan(0);
    const mail = (await smtp.waitFor(before + 1))[before]!;
    expect(mail.from).toBe('no-reply@school.test');
    expect(mail.to).toEqual(['pupil@school.test']);
    expect(mail.decoded).toContain('Subject: Join Year 7 Bcc: victim@example.test');
    expect(mail.decoded).toContain('Follow https://example.test/x');
    expect(mail.decoded).toContain('&lt;script&gt;x&lt;/script&gt;');
    const [sent] = await t.database.db.select().from(outboxEmails).where(eq(outboxEmails.id, id!));
    expect(sent?.sentOn).toBeInstanceOf(Date);
  });

  it('never sends a mail twice: a job for a mail already sent does nothing', async () => {
    const { jobs, mailer } = queueWith(smtp.url);
    const before = smtp.received.length;
    const [id] = await mailer.sendMail({ to: 'once@school.test', subject: 'Once', text: 'Once' });
    await jobs.drain();
    await jobs.enqueue('mail.send', { outboxId: id });
    await jobs.drain();
    await new Promise((r) => setTimeout(r, 100));
    expect(smtp.received.length).toBe(before + 1);
  });

  it('without SMTP_URL logs the mail, link and all, and marks it sent', async () => {
    const { jobs, mailer } = queueWith(undefined);
    const [id] = await mailer.sendMail({
      to: 'kid@school.test',
      subject: 'Hi',
      text: 'Go to https://x.test/l/abc',
    });
    await jobs.drain();
    const line = logLines.find((l) => l.includes('kid@school.test'));
    expect(JSON.parse(line!)).toMatchObject({
      to: 'kid@school.test',
      subject: 'Hi',
      text: 'Go to https://x.test/l/abc',
    });
    const [row] = await t.database.db.select().from(outboxEmails).where(eq(outboxEmails.id, id!));
    expect(row?.sentOn).toBeInstanceOf(Date);
  });

  it('keeps a mail the SMTP server did not take, with the error, for the job to retry', async () => {
    const { jobs, mailer } = queueWith('smtp://127.0.0.1:1');
    const [id] = await mailer.sendMail({ to: 'later@school.test', subject: 'Later', text: 'Later' });
    await jobs.drain();
    const [row] = await t.database.db.select().from(outboxEmails).where(eq(outboxEmails.id, id!));
    expect(row?.sentOn).toBeNull();
    expect(row?.lastError).toMatch(/ECONNREFUSED|connect/i);
  });
});
