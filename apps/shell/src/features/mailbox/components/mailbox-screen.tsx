import { EmptyState } from '@tote/ui/empty-state';
import { InboxIcon } from '@tote/ui/icons';
import { Spinner } from '@tote/ui/spinner';
import type { MailboxMessage } from '@tote/validation/accounts';
import { Logo } from '../../../components/logo';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { isMailboxMissing, useMailbox } from '../api/get-mailbox';

const timeFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'medium' });
// A 6-digit code on its own, as the code emails write it.
const CODE_PATTERN = /\b\d{6}\b/;

/** /dev/mailbox: the demo setup keeps outgoing mail here instead of sending it, so codes can be read. */
export function MailboxScreen() {
  useDocumentTitle('Dev mailbox');
  const mailbox = useMailbox();
  return (
    <div className="min-h-dvh bg-canvas">
      <header className="px-4 py-5 sm:px-8">
        <Logo />
      </header>
      <main className="mx-auto max-w-3xl px-4 pb-16">
        <h1 className="text-2xl font-bold tracking-tight text-ink">Dev mailbox</h1>
        <p className="mt-2 text-muted">
          Emails the demo server would have sent (sign-up and reset codes, notices), newest first. This page
          exists only on the demo setup; it refreshes every 3 seconds.
        </p>
        <div className="mt-6">
          {mailbox.isPending ? (
            <div className="flex justify-center py-10">
              <Spinner label="Loading the mailbox" />
            </div>
          ) : mailbox.isError ? (
            <p role="alert" className="rounded-card border border-line bg-surface p-4 text-ink">
              {isMailboxMissing(mailbox.error)
                ? 'The mailbox is only available on the demo setup.'
                : mailbox.error.message}
            </p>
          ) : mailbox.data.length === 0 ? (
            <EmptyState
              className="rounded-card border border-line bg-surface"
              icon={<InboxIcon className="size-6" />}
              title="No emails yet"
              description="Sign up or reset a password, and the email with the code appears here."
            />
          ) : (
            <ul aria-label="Emails" className="flex flex-col gap-3">
              {mailbox.data.map((message) => (
                <MailboxEntry key={message.id} message={message} />
              ))}
            </ul>
          )}
        </div>
      </main>
    </div>
  );
}

function MailboxEntry({ message }: { message: MailboxMessage }) {
  const code = CODE_PATTERN.exec(message.text)?.[0];
  return (
    <li className="rounded-card border border-line bg-surface p-4 shadow-sm">
      <article aria-label={message.subject}>
        <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
          <h2 className="font-semibold text-ink">{message.subject}</h2>
          <time dateTime={message.createdAt} className="text-sm text-muted">
            {timeFormat.format(new Date(message.createdAt))}
          </time>
        </div>
        <p className="mt-1 text-sm wrap-anywhere text-muted">To: {message.to}</p>
        {code && (
          <p className="mt-3 text-sm text-ink">
            Code: <span className="font-mono text-2xl font-bold tracking-[0.3em] text-brand-700">{code}</span>
          </p>
        )}
        <pre className="mt-3 font-sans text-sm whitespace-pre-wrap text-ink">{message.text}</pre>
      </article>
    </li>
  );
}
