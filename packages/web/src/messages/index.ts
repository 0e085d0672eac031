export { ChatPanel, type ChatPanelProps, chatPartnerOf } from './chat-panel';
export {
  conversationsQueryOptions,
  messagesQueryOptions,
  useConversations,
  useMarkConversationRead,
  useMessages,
  useOrderConversation,
  useSendMessage,
  useSupportConversation,
  useUserSupportConversation,
} from './chat-queries';
export { ChatSplit } from './chat-split';
export { ConversationList, type ConversationListProps } from './conversation-list';
export { formatLastMessageTime, formatMessageTime } from './format';
export { ChatProblem, chatErrorOf } from './messages-screen';
