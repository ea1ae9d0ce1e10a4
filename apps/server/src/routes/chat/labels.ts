/**
 * The local chat page's few labels (decision 039): English, Brazilian Portuguese and Thai; every
 * other language falls back to English. The page's script gets the ones it shows from data-*.
 */
export interface ChatLabels {
  title: string;
  intro: string;
  log: string;
  empty: string;
  you: string;
  agent: string;
  message: string;
  send: string;
  back: string;
  required: string;
  tooLong: string;
  failed: string;
  invalid: string;
  expired: string;
}

const EN: ChatLabels = {
  title: 'Customer service',
  intro: 'Write to us here; an agent answers in this conversation.',
  log: 'Conversation',
  empty: 'No messages yet.',
  you: 'You',
  agent: 'Agent',
  message: 'Your message',
  send: 'Send',
  back: 'Back to the site',
  required: 'Write a message first.',
  tooLong: 'A message can have at most 1000 characters.',
  failed: 'The message was not sent. Try again.',
  invalid: 'This chat link is not valid. Open chat again from the site.',
  expired: 'This chat link has expired. Open chat again from the site.',
};

const PT_BR: ChatLabels = {
  title: 'Atendimento ao cliente',
  intro: 'Escreva para nós aqui; um atendente responde nesta conversa.',
  log: 'Conversa',
  empty: 'Ainda não há mensagens.',
  you: 'Você',
  agent: 'Atendente',
  message: 'Sua mensagem',
  send: 'Enviar',
  back: 'Voltar ao site',
  required: 'Escreva uma mensagem primeiro.',
  tooLong: 'Uma mensagem pode ter no máximo 1000 caracteres.',
  failed: 'A mensagem não foi enviada. Tente novamente.',
  invalid: 'Este link de chat não é válido. Abra o chat novamente pelo site.',
  expired: 'Este link de chat expirou. Abra o chat novamente pelo site.',
};

const TH: ChatLabels = {
  title: 'ฝ่ายบริการลูกค้า',
  intro: 'เขียนถึงเราที่นี่ เจ้าหน้าที่จะตอบในการสนทนานี้',
  log: 'การสนทนา',
  empty: 'ยังไม่มีข้อความ',
  you: 'คุณ',
  agent: 'เจ้าหน้าที่',
  message: 'ข้อความของคุณ',
  send: 'ส่ง',
  back: 'กลับไปที่เว็บไซต์',
  required: 'กรุณาเขียนข้อความก่อน',
  tooLong: 'ข้อความยาวได้ไม่เกิน 1000 ตัวอักษร',
  failed: 'ส่งข้อความไม่สำเร็จ กรุณาลองอีกครั้ง',
  invalid: 'ลิงก์แชทนี้ไม่ถูกต้อง กรุณาเปิดแชทอีกครั้งจากเว็บไซต์',
  expired: 'ลิงก์แชทนี้หมดอายุแล้ว กรุณาเปิดแชทอีกครั้งจากเว็บไซต์',
};

const BY_LANGUAGE: Record<string, ChatLabels> = { EN, 'PT-BR': PT_BR, PT: PT_BR, TH };

export function chatLabels(language: string): { labels: ChatLabels; lang: string } {
  const code = language.toUpperCase();
  const labels = BY_LANGUAGE[code];
  if (!labels) return { labels: EN, lang: 'en' };
  return { labels, lang: code === 'PT-BR' ? 'pt-BR' : code.toLowerCase() };
}
