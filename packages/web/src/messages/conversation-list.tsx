import { Avatar } from '@tote/ui/avatar';
import { cx } from '@tote/ui/class-names';
import type { Conversation } from '@tote/validation/messages';
import { formatLastMessageTime } from './format';

export interface ConversationListProps {
  conversations: Conversation[];
  /** The open chat, marked in the list. */
  selectedId?: string | null;
  onSelect: (conversation: Conversation) => void;
  /** The list's accessible name. */
  label?: string;
}

/** What a row says about the last message: its text, or that it was an image. */
function preview(conversation: Conversation): string {
  const last = conversation.lastMessage;
  if (!last) return 'No messages yet';
  const text = last.body || (last.imageUrl ? 'Sent an image' : '');
  return last.mine ? `You: ${text}` : text;
}

/**
 * A conversation's row on the messages screens (docs/product/admin.md, /admin-m): name, last message time,
 * last message and an unread badge shown only above 0.
 */
export function ConversationList({
  conversations,
  selectedId,
  onSelect,
  label = 'Conversations',
}: ConversationListProps) {
  return (
    <ul aria-label={label} className="divide-y divide-grey-200">
      {conversations.map((conversation) => {
        const name = conversation.person?.name ?? conversation.title;
        const selected = conversation.id === selectedId;
        return (
          <li key={conversation.id}>
            <button
              type="button"
              onClick={() => onSelect(conversation)}
              aria-current={selected ? 'true' : undefined}
              className={cx(
                'focus-ring flex w-full items-center gap-3 px-4 py-3 text-left hover:bg-grey-50',
                selected && 'bg-brand-50',
              )}
            >
              <Avatar name={name} src={conversation.person?.avatarUrl ?? undefined} decorative />
              <span className="flex min-w-0 flex-1 flex-col">
                <span className="flex items-baseline justify-between gap-2">
                  <span className="truncate font-semibold text-ink">{name}</span>
                  {conversation.lastMessage && (
                    <time
                      dateTime={conversation.lastMessage.createdAt}
                      className="shrink-0 text-xs text-muted"
                    >
                      {formatLastMessageTime(conversation.lastMessage.createdAt)}
                    </time>
                  )}
                </span>
                {conversation.deliveryId && (
                  <span className="text-xs text-muted">Delivery {conversation.deliveryId}</span>
                )}
                <span className="flex items-center justify-between gap-2">
                  <span
                    className={cx(
                      'truncate text-sm',
                      conversation.unread > 0 ? 'font-semibold text-ink' : 'text-muted',
                    )}
                  >
                    {preview(conversation)}
                  </span>
                  {/* docs/product/admin.md, /admin-m: the unread badge only above 0. */}
                  {conversation.unread > 0 && (
                    <span className="inline-flex min-w-5 shrink-0 items-center justify-center rounded-full bg-danger-600 px-1.5 text-xs font-bold text-white">
                      {conversation.unread}
                      <span className="sr-only"> unread</span>
                    </span>
                  )}
                </span>
              </span>
            </button>
          </li>
        );
      })}
    </ul>
  );
}
