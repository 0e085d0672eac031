export { ChatPanel } from './chat-panel';
export { useConversations, useUserSupportConversation } from './chat-queries';
export { ChatSplit } from './chat-split';
export { ConversationList } from './conversation-list';
export { ChatProblem, chatErrorOf } from './messages-screen';
