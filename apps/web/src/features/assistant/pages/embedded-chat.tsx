import { ChatInput } from '../components/chat-input.tsx';
import { ChatMessageList } from '../components/chat-message-list.tsx';
import { PamErrorCard } from '../components/pam-error-card.tsx';
import type { PamChat } from '../components/use-pam-chat.ts';

/** The chat of the panel, on a test page. */
export function EmbeddedChat({ chat }: { chat: PamChat }) {
  return (
    <div className="flex flex-col gap-3 rounded-xl border border-slate-200 p-3 dark:border-slate-700">
      {chat.trouble && <PamErrorCard trouble={chat.trouble} onRestart={chat.restart} />}
      <ChatMessageList messages={chat.messages} thinking={chat.thinking} onRate={chat.rate} />
      <ChatInput disabled={!chat.canSend} onSend={(text) => void chat.send(text)} />
    </div>
  );
}
