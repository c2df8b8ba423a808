import type { FastifyBaseLogger } from 'fastify';
import nodemailer, { type Transporter } from 'nodemailer';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import type { JobQueue } from '../jobs/queue.ts';
import { oneLine } from './html.ts';
import {
  findUnsentOutboxEmail,
  insertOutboxEmails,
  markOutboxEmailSent,
  recordOutboxEmailError,
} from './outbox.repo.ts';

/** A mail to one address: a plain-text body always, a simple HTML one optionally. */
export interface Mail {
  to: string;
  subject: string;
  text: string;
  /** Every user-supplied value in it must already be escaped (escapeHtml). */
  html?: string;
}

export const MAIL_SEND_QUEUE = 'mail.send';
const MAIL_SEND_ATTEMPTS = 5;

export interface Mailer {
  /**
   * Stores the mails in the outbox and queues one send job each; returns the outbox ids. The
   * request that calls it answers at once: delivery happens in the background and is retried.
   */
  sendMail(...mails: Mail[]): Promise<number[]>;
}

export function createMailer(deps: { db: Db; jobs: Pick<JobQueue, 'enqueue'> }): Mailer {
  return {
    async sendMail(...mails) {
      const ids = await insertOutboxEmails(
        deps.db,
        mails.map((m) => ({ ...m, subject: oneLine(m.subject), to: oneLine(m.to) })),
      );
      for (const outboxId of ids)
        await deps.jobs.enqueue(MAIL_SEND_QUEUE, { outboxId }, { maxAttempts: MAIL_SEND_ATTEMPTS });
      return ids;
    },
  };
}

export interface MailDeliveryDeps {
  db: Db;
  config: Pick<Config, 'SMTP_URL' | 'MAIL_FROM'>;
  logger: FastifyBaseLogger;
}

/**
 * Sends one outbox mail: over SMTP (nodemailer) when SMTP_URL is set; otherwise it is written to
 * the log, link and all, so the embedded default works without a mail server, and counts as sent.
 * A mail already sent is skipped, so a retried job never sends twice what was recorded as sent.
 */
export function createMailDelivery(deps: MailDeliveryDeps) {
  let transport: Transporter | null = null;
  const transportFor = (url: string) => (transport ??= nodemailer.createTransport(url));

  return async function deliver(outboxId: number): Promise<'sent' | 'logged' | 'skipped'> {
    const mail = await findUnsentOutboxEmail(deps.db, outboxId);
    if (!mail) return 'skipped';
    if (!deps.config.SMTP_URL) {
      deps.logger.info(
        { outboxId, to: mail.toAddress, subject: mail.subject, text: mail.textBody },
        'mail not sent (no SMTP_URL set); its content follows',
      );
      await markOutboxEmailSent(deps.db, outboxId);
      return 'logged';
    }
    try {
      await transportFor(deps.config.SMTP_URL).sendMail({
        from: deps.config.MAIL_FROM,
        to: mail.toAddress,
        subject: mail.subject,
        text: mail.textBody,
        ...(mail.htmlBody ? { html: mail.htmlBody } : {}),
      });
    } catch (error) {
      await recordOutboxEmailError(deps.db, outboxId, String(error));
      throw error;
    }
    await markOutboxEmailSent(deps.db, outboxId);
    deps.logger.info({ outboxId, to: mail.toAddress }, 'mail sent');
    return 'sent';
  };
}

/** Registers the job that delivers outbox mail; every process that runs jobs registers it. */
export function registerMailJobs(jobs: Pick<JobQueue, 'register'>, deps: MailDeliveryDeps): void {
  const deliver = createMailDelivery(deps);
  jobs.register(MAIL_SEND_QUEUE, {
    handler: async (payload) => {
      await deliver(Number(payload.outboxId));
    },
    onFinalFailure: async (payload, error) => {
      deps.logger.error({ err: error, outboxId: payload.outboxId }, 'mail could not be sent; giving up');
    },
  });
}
