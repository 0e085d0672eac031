import { ApiError } from '@tote/api-client/api-error';
import { Button } from '@tote/ui/button';
import { cx } from '@tote/ui/class-names';
import { ArrowLeftIcon, CloseIcon, SendIcon, UploadIcon } from '@tote/ui/icons';
import { Spinner } from '@tote/ui/spinner';
import {
  type Conversation,
  type Message,
  messageMessages,
  SendMessageSchema,
} from '@tote/validation/messages';
import { ORDER_IMAGE_ACCEPT, ORDER_IMAGE_MAX_BYTES } from '@tote/validation/orders';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { useMarkConversationRead, useMessages, useSendMessage } from './chat-queries';
import { formatMessageTime } from './format';

export interface ChatPanelProps {
  conversation: Conversation;
  /** The back arrow: closes the chat (back to the conversation list). */
  onBack: () => void;
  className?: string;
}

/** Who the chat is with: the person, or "Admin" for a user's support thread. */
const chatPartnerOf = (conversation: Conversation) => conversation.person?.name ?? conversation.title;

const ACCEPT = Object.keys(ORDER_IMAGE_ACCEPT).join(',');

/**
 * The messages screens (docs/product/sender.md /message, traveler.md /message-t, admin.md /admin-m): "Chat
 * with {name}" with a back arrow, received and sent bubbles (older ones on demand), and an input "Type a
 * message..." with a send button; an optional image goes along.
 */
export function ChatPanel({ conversation, onBack, className }: ChatPanelProps) {
  const partner = chatPartnerOf(conversation);
  const titleId = useId();
  return (
    <section aria-labelledby={titleId} className={cx('flex min-h-[28rem] min-w-0 flex-col', className)}>
      <header className="flex items-center gap-2 border-b border-grey-200 px-3 py-3 sm:px-4">
        <button
          type="button"
          onClick={onBack}
          aria-label="Back to conversations"
          className="focus-ring inline-flex size-9 shrink-0 items-center justify-center rounded-full text-ink hover:bg-grey-100"
        >
          <ArrowLeftIcon aria-hidden="true" className="size-5" />
        </button>
        <div className="min-w-0">
          <h2 id={titleId} className="break-words text-lg font-semibold text-ink">
            Chat with {partner}
          </h2>
          {conversation.deliveryId && (
            <p className="text-sm text-muted">Delivery {conversation.deliveryId}</p>
          )}
        </div>
      </header>
      <MessageThread conversation={conversation} />
      {conversation.closed ? (
        <p className="border-t border-grey-200 px-4 py-3 text-sm text-muted">{messageMessages.closed}</p>
      ) : (
        <MessageComposer conversationId={conversation.id} />
      )}
    </section>
  );
}

function MessageThread({ conversation }: { conversation: Conversation }) {
  const thread = useMessages(conversation.id);
  const markRead = useMarkConversationRead(conversation.id);
  const newestPage = thread.data?.pages[0];
  const newestId = newestPage?.messages.at(-1)?.id;
  const lastReadId = newestPage?.lastReadId ?? null;
  const marked = useRef<string | null>(null);
  const { mutate } = markRead;

  // docs/product/lifecycles.md, Conversations: an open chat that shows messages is read up to its newest one
  // (the badge drops to 0).
  useEffect(() => {
    if (!newestId) return;
    const unseen = lastReadId === null || Number(newestId) > Number(lastReadId) || conversation.unread > 0;
    if (!unseen || marked.current === newestId) return;
    marked.current = newestId;
    mutate(newestId);
  }, [newestId, lastReadId, conversation.unread, mutate]);

  // The newest message in view when the chat opens and when one arrives.
  const end = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (newestId) end.current?.scrollIntoView?.({ block: 'end' });
  }, [newestId]);

  if (thread.isPending)
    return (
      <div className="flex flex-1 items-center justify-center p-6">
        <Spinner label="Loading messages" />
      </div>
    );
  if (thread.isError)
    return (
      <div className="flex flex-1 flex-col items-center justify-center gap-3 p-6 text-center">
        <p role="alert" className="text-danger-700">
          {thread.error.message}
        </p>
        <Button variant="outline" onClick={() => thread.refetch()} loading={thread.isFetching}>
          Try again
        </Button>
      </div>
    );

  // Pages are newest first; each page is in ascending order.
  const messages = [...thread.data.pages].reverse().flatMap((page) => page.messages);
  return (
    <div className="flex max-h-[60vh] flex-1 flex-col gap-3 overflow-y-auto bg-grey-50 px-3 py-4 sm:px-4">
      {thread.hasNextPage && (
        <div className="flex justify-center">
          <Button
            variant="outline"
            size="sm"
            onClick={() => thread.fetchNextPage()}
            loading={thread.isFetchingNextPage}
          >
            Load older messages
          </Button>
        </div>
      )}
      {messages.length === 0 ? (
        <p className="m-auto text-sm text-muted">No messages yet. Say hello!</p>
      ) : (
        <ol aria-label="Messages" className="flex flex-col gap-2">
          {messages.map((message) => (
            <MessageBubble key={message.id} message={message} />
          ))}
        </ol>
      )}
      {markRead.isError && (
        <p role="alert" className="text-center text-sm text-danger-700">
          {markRead.error.message}
        </p>
      )}
      <div ref={end} />
    </div>
  );
}

function MessageBubble({ message }: { message: Message }) {
  return (
    <li
      aria-label={message.mine ? 'Sent message' : `Message from ${message.authorName}`}
      className={cx('flex max-w-[85%] flex-col gap-1', message.mine ? 'self-end items-end' : 'self-start')}
    >
      <div
        className={cx(
          'whitespace-pre-wrap break-words rounded-2xl px-3 py-2 text-sm shadow-sm',
          message.mine
            ? 'rounded-br-sm bg-brand-700 text-white'
            : 'rounded-bl-sm bg-surface text-ink ring-1 ring-grey-200',
        )}
      >
        {message.imageUrl && (
          <a href={message.imageUrl} target="_blank" rel="noreferrer" className="mb-1 block">
            <img
              src={message.imageUrl}
              alt={`Attachment from ${message.mine ? 'you' : message.authorName}`}
              className="max-h-60 rounded-lg object-contain"
              loading="lazy"
            />
          </a>
        )}
        {message.body}
      </div>
      <span className="text-xs text-muted">
        {message.mine ? 'You' : message.authorName} ·{' '}
        <time dateTime={message.createdAt}>{formatMessageTime(message.createdAt)}</time>
      </span>
    </li>
  );
}

/** What the server said, in the person's words (409 closed, 429 too fast, 400 the field's message). */
function sendErrorOf(error: Error): string {
  if (!(error instanceof ApiError)) return error.message;
  if (error.status === 429 && error.retryAfter !== undefined)
    return messageMessages.rateLimited(error.retryAfter);
  return error.fields.body ?? error.fields.image ?? error.message;
}

function MessageComposer({ conversationId }: { conversationId: string }) {
  const send = useSendMessage(conversationId);
  const [body, setBody] = useState('');
  const [image, setImage] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const inputId = useId();
  const errorId = useId();

  const chooseImage = (file: File | undefined) => {
    if (!file) return;
    if (!Object.hasOwn(ORDER_IMAGE_ACCEPT, file.type)) setProblem(messageMessages.imageType);
    else if (file.size > ORDER_IMAGE_MAX_BYTES) setProblem(messageMessages.imageTooLarge);
    else {
      setProblem(null);
      setImage(file);
    }
    if (fileInput.current) fileInput.current.value = '';
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    // Same rule as the server (packages/validation): an empty or only-spaces message is not sent.
    const parsed = SendMessageSchema.safeParse({ body });
    if (!parsed.success) {
      setProblem(parsed.error.issues[0]?.message ?? messageMessages.empty);
      return;
    }
    setProblem(null);
    send.mutate(
      { body: parsed.data.body, image: image ?? undefined },
      {
        onSuccess: () => {
          setBody('');
          setImage(null);
        },
        onError: (error) => setProblem(sendErrorOf(error)),
      },
    );
  };

  return (
    <form
      onSubmit={submit}
      aria-label="Send a message"
      noValidate
      className="flex flex-col gap-2 border-t border-grey-200 px-2 py-3 sm:px-4"
    >
      {image && (
        <div className="flex items-center gap-2 text-sm text-ink">
          <span className="truncate">Image: {image.name}</span>
          <button
            type="button"
            onClick={() => setImage(null)}
            aria-label={`Remove ${image.name}`}
            className="focus-ring rounded-full p-1 hover:bg-grey-100"
          >
            <CloseIcon aria-hidden="true" className="size-4" />
          </button>
        </div>
      )}
      <div className="flex items-center gap-1.5 sm:gap-2">
        <label
          className="focus-within:ring-2 focus-within:ring-brand-500 inline-flex size-9 shrink-0 cursor-pointer sm:size-10 items-center justify-center rounded-full text-ink hover:bg-grey-100"
          title="Attach an image (PNG, JPEG or GIF, up to 5 MB)"
        >
          <UploadIcon aria-hidden="true" className="size-5" />
          <span className="sr-only">Attach an image</span>
          <input
            ref={fileInput}
            type="file"
            accept={ACCEPT}
            className="sr-only"
            onChange={(event) => chooseImage(event.target.files?.[0])}
          />
        </label>
        <label htmlFor={inputId} className="sr-only">
          Message
        </label>
        <input
          id={inputId}
          type="text"
          value={body}
          placeholder="Type a message..."
          autoComplete="off"
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? errorId : undefined}
          onChange={(event) => setBody(event.target.value)}
          className={cx(
            'focus-ring min-h-10 min-w-0 flex-1 rounded-control border bg-surface px-2.5 py-2 text-sm text-ink sm:px-3',
            problem ? 'border-danger-600' : 'border-grey-300',
          )}
        />
        <Button type="submit" loading={send.isPending} className="shrink-0">
          <SendIcon aria-hidden="true" className="size-4" />
          <span className="sr-only sm:not-sr-only">Send</span>
        </Button>
      </div>
      {problem && (
        <p id={errorId} role="alert" className="text-sm text-danger-700">
          {problem}
        </p>
      )}
    </form>
  );
}
