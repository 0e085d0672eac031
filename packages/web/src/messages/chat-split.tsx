import { cx } from '@tote/ui/class-names';
import { MessageIcon } from '@tote/ui/icons';
import type { ReactNode } from 'react';

export interface ChatSplitProps {
  /** The conversation list (and whatever sits above it: tabs, search). */
  list: ReactNode;
  /** The open chat, or null. */
  chat: ReactNode | null;
}

/**
 * The messages screens (docs/product/admin.md, /admin-m): selecting a conversation hides the list and opens
 * the chat; on wide screens (1024 px and up) the list stays beside it.
 */
export function ChatSplit({ list, chat }: ChatSplitProps) {
  return (
    <div className="lg:grid lg:grid-cols-[minmax(16rem,22rem)_1fr]">
      <div className={cx('min-w-0 lg:border-r lg:border-grey-200', chat ? 'hidden lg:block' : 'block')}>
        {list}
      </div>
      {chat ?? (
        <div className="hidden flex-col items-center justify-center gap-2 p-10 text-center text-muted lg:flex">
          <MessageIcon aria-hidden="true" className="size-8" />
          <p>Choose a conversation to read and answer it.</p>
        </div>
      )}
    </div>
  );
}
