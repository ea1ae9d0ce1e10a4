// The argument handling of `npm run chat` (scripts/chat.ts), apart so a test can check it without a platform.

export const CHAT_USAGE =
  'usage: npm run chat -- conversations | read <ID> | reply <ID> <text…> [--merchant DEMO] [--url http://127.0.0.1:8080]';

export interface ChatAdminCall {
  method: 'GET' | 'POST';
  path: string;
  body?: { merchantCode: string; text: string };
}

/** The admin call a command line asks for, or null when it is not one of the three forms. */
export function chatCall(positionals: readonly string[], merchant: string): ChatAdminCall | null {
  const [action, id, ...words] = positionals;
  const merchantCode = merchant.toUpperCase();
  const query = `merchantCode=${encodeURIComponent(merchantCode)}`;
  if (action === 'conversations' && id === undefined) return { method: 'GET', path: `/admin/chat/conversations?${query}` };
  if (!id || !/^\d+$/.test(id)) return null;
  if (action === 'read' && words.length === 0) return { method: 'GET', path: `/admin/chat/conversations/${id}?${query}` };
  if (action === 'reply' && words.length > 0) {
    return { method: 'POST', path: `/admin/chat/conversations/${id}/reply`, body: { merchantCode, text: words.join(' ') } };
  }
  return null;
}
