import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { createTransport } from 'nodemailer';
import { storeInOutbox } from '../modules/mail/outbox';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
}

export interface Mailer {
  /**
   * smtp: resolves once the message is queued (the `mail` job delivers it, retrying with backoff); outbox:
   * once it is stored in the outbox. Rejects when it could not be queued or stored.
   */
  send(message: MailMessage): Promise<void>;
}

/** The deferred job that hands a message to the SMTP server (platform/jobs). */
export const MAIL_JOB = 'mail';

export interface MailOptions {
  /** outbox: stored in mail_outbox and logged (development); smtp: sent through SMTP_URL (required in production). */
  transport: 'outbox' | 'smtp';
  smtpUrl: string | undefined;
  from: string;
  /** Put the message text (with its code) in the log: development only. */
  logText: boolean;
  /** SMTP: retries after the first attempt (MAIL_RETRY_LIMIT). */
  retryLimit: number;
  /** SMTP: the first retry's delay, doubled for each later one (MAIL_RETRY_DELAY_SECONDS). */
  retryDelaySeconds: number;
}

declare module 'fastify' {
  interface FastifyInstance {
    mailer: Mailer;
  }
}

/**
 * Sends the app's email through the transport env chose (MAIL_TRANSPORT). SMTP goes through the job queue
 * (docs/decisions/023-job-queue.md): a request that sends a code answers once the message is queued, and an SMTP
 * server that refuses or is away (a 4xx, a dropped connection) is tried again with exponential backoff, by
 * whichever instance is up; a message still refused after the last retry is a failed job staff see on /admin.
 * The outbox (development) stores the message at once, so the mailbox shows it as soon as the request answers.
 */
const mailPlugin: FastifyPluginAsync<MailOptions> = async (app, options) => {
  const log = app.log.child({ module: 'mail' });
  let mailer: Mailer;

  if (options.transport === 'smtp') {
    if (!options.smtpUrl) throw new Error('MAIL_TRANSPORT=smtp needs SMTP_URL');
    const transporter = createTransport(options.smtpUrl);
    app.addHook('onClose', async () => transporter.close());
    app.jobs.define<MailMessage>({
      name: MAIL_JOB,
      retryLimit: options.retryLimit,
      retryDelaySeconds: options.retryDelaySeconds,
      async run(message) {
        try {
          const info = await transporter.sendMail({ from: options.from, ...message });
          log.info(
            { to: message.to, subject: message.subject, messageId: info.messageId },
            'mail sent over SMTP',
          );
        } catch (error) {
          // The queue retries it (and keeps the error for staff); the log says which message and why.
          log.warn({ err: error, to: message.to, subject: message.subject }, 'SMTP refused the mail');
          throw error;
        }
      },
    });
    mailer = {
      async send(message) {
        await app.jobs.send(MAIL_JOB, message);
      },
    };
  } else {
    mailer = {
      async send(message) {
        await storeInOutbox(app.db, { from: options.from, ...message }, app.clock.now());
        log.info(
          { to: message.to, subject: message.subject, ...(options.logText ? { text: message.text } : {}) },
          'mail stored in the development outbox (see /dev/mailbox)',
        );
      },
    };
  }

  app.decorate('mailer', mailer);
};

export default fp(mailPlugin, { name: 'mail', dependencies: ['db', 'clock', 'jobs'] });
