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
  /** Resolves once the message is accepted by the transport; rejects when it is not. */
  send(message: MailMessage): Promise<void>;
}

export interface MailOptions {
  /** outbox: stored in mail_outbox and logged (development); smtp: sent through SMTP_URL (required in production). */
  transport: 'outbox' | 'smtp';
  smtpUrl: string | undefined;
  from: string;
  /** Put the message text (with its code) in the log: development only. */
  logText: boolean;
}

declare module 'fastify' {
  interface FastifyInstance {
    mailer: Mailer;
  }
}

/** Sends the app's email through the transport env chose (MAIL_TRANSPORT). */
const mailPlugin: FastifyPluginAsync<MailOptions> = async (app, options) => {
  const log = app.log.child({ module: 'mail' });
  let mailer: Mailer;

  if (options.transport === 'smtp') {
    if (!options.smtpUrl) throw new Error('MAIL_TRANSPORT=smtp needs SMTP_URL');
    const transporter = createTransport(options.smtpUrl);
    app.addHook('onClose', async () => transporter.close());
    mailer = {
      async send(message) {
        const info = await transporter.sendMail({ from: options.from, ...message });
        log.info(
          { to: message.to, subject: message.subject, messageId: info.messageId },
          'mail sent over SMTP',
        );
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

export default fp(mailPlugin, { name: 'mail', dependencies: ['db', 'clock'] });
