/**
 * What the demo merchant's home shows (decision 028): EN, PT-BR and TH texts (other languages fall
 * back to EN). Images are the SVGs in apps/web/public/banners (served under /m/banners/).
 */

export const DEMO_BANNERS = [
  {
    seedKey: 'welcome-bonus',
    linkageType: 'P',
    linkage: '1',
    imageUrl: '/m/banners/welcome-bonus.svg',
    imageAlt: {
      EN: 'Welcome bonus: 100% on your first deposit, up to R$ 500',
      'PT-BR': 'Bônus de boas-vindas: 100% no primeiro depósito, até R$ 500',
      TH: 'โบนัสต้อนรับ: 100% สำหรับการฝากครั้งแรก สูงสุด R$ 500',
    },
    sortOrder: 10,
  },
  {
    seedKey: 'lucky-lotto',
    linkageType: 'G',
    roomId: '1001',
    nodeId: '12',
    gameType: 'LOTT',
    vendor: 'TCG',
    imageUrl: '/m/banners/lucky-lotto.svg',
    imageAlt: {
      EN: 'Lucky Lotto: pick your numbers, draws every five minutes',
      'PT-BR': 'Loto da Sorte: escolha seus números, sorteios a cada cinco minutos',
      TH: 'ลัคกี้ลอตโต้: เลือกเลขของคุณ ออกรางวัลทุกห้านาที',
    },
    sortOrder: 20,
  },
  {
    seedKey: 'weekly-cashback',
    linkageType: 'P',
    linkage: '2',
    imageUrl: '/m/banners/weekly-cashback.svg',
    imageAlt: {
      EN: 'Weekly cashback: 10% of your net losses back every Monday',
      'PT-BR': 'Cashback semanal: 10% das suas perdas líquidas de volta toda segunda-feira',
      TH: 'เงินคืนรายสัปดาห์: รับคืน 10% ของยอดเสียสุทธิทุกวันจันทร์',
    },
    sortOrder: 30,
  },
  {
    seedKey: 'responsible-gaming',
    linkageType: 'URL',
    linkage: 'https://www.begambleaware.org/',
    imageUrl: '/m/banners/responsible-gaming.svg',
    imageAlt: {
      EN: 'Play responsibly: 18+ only. Tips and free support',
      'PT-BR': 'Jogue com responsabilidade: só para maiores de 18. Dicas e apoio gratuito',
      TH: 'เล่นอย่างมีความรับผิดชอบ: สำหรับผู้ที่มีอายุ 18 ปีขึ้นไป เคล็ดลับและความช่วยเหลือฟรี',
    },
    sortOrder: 40,
  },
];

export const DEMO_ANNOUNCEMENTS = [
  {
    seedKey: 'pix-deposits',
    type: 'PR',
    platform: 'ALL',
    text: {
      EN: 'PIX deposits now arrive in under a minute, any time of day.',
      'PT-BR': 'Depósitos via PIX agora chegam em menos de um minuto, a qualquer hora.',
      TH: 'การฝากผ่าน PIX เข้าบัญชีภายในหนึ่งนาที ตลอด 24 ชั่วโมง',
    },
    sortOrder: 10,
  },
  {
    seedKey: 'maintenance-notice',
    type: 'PR',
    platform: 'M',
    text: {
      EN: 'Scheduled maintenance on Tuesday 03:00–04:00 (UTC−3): games pause briefly, your balance is safe.',
      'PT-BR': 'Manutenção programada na terça-feira das 03:00 às 04:00 (UTC−3): os jogos pausam por pouco tempo, seu saldo está seguro.',
      TH: 'ปิดปรับปรุงระบบวันอังคาร 03:00–04:00 (UTC−3) เกมจะหยุดชั่วคราว ยอดเงินของคุณปลอดภัย',
    },
    sortOrder: 20,
  },
  {
    seedKey: 'lotto-jackpot',
    type: 'PR',
    platform: 'ALL',
    text: {
      EN: 'Lucky Lotto jackpot has reached R$ 125,000 — next draw in minutes.',
      'PT-BR': 'O prêmio acumulado do Loto da Sorte chegou a R$ 125.000 — próximo sorteio em minutos.',
      TH: 'แจ็คพอตลัคกี้ลอตโต้สะสมถึง R$ 125,000 แล้ว ออกรางวัลครั้งถัดไปในไม่กี่นาที',
    },
    sortOrder: 30,
  },
  {
    seedKey: 'app-download',
    type: 'PR',
    platform: 'M',
    category: 'app_download',
    text: {
      EN: 'Get the app: faster games and a R$ 10 bonus on your first sign-in there.',
      'PT-BR': 'Baixe o app: jogos mais rápidos e R$ 10 de bônus no primeiro acesso por ele.',
      TH: 'ดาวน์โหลดแอป: เล่นเกมได้เร็วขึ้น และรับโบนัส R$ 10 เมื่อเข้าสู่ระบบครั้งแรก',
    },
    sortOrder: 40,
  },
];

export const DEMO_POPUPS = [
  {
    seedKey: 'welcome-visitor',
    execution: 'B',
    promotionType: 'GENERAL',
    forceRead: false,
    todayHide: true,
    title: { EN: 'Welcome to Portico', 'PT-BR': 'Bem-vindo ao Portico', TH: 'ยินดีต้อนรับสู่ Portico' },
    content: {
      EN: '<p>Create a free account in a minute and get <strong>100% on your first deposit</strong>, up to R$ 500.</p><p><a href="/m/register">Create an account</a></p>',
      'PT-BR': '<p>Crie uma conta grátis em um minuto e ganhe <strong>100% no primeiro depósito</strong>, até R$ 500.</p><p><a href="/m/register">Criar conta</a></p>',
      TH: '<p>สมัครบัญชีฟรีภายในหนึ่งนาที รับ <strong>โบนัส 100% สำหรับการฝากครั้งแรก</strong> สูงสุด R$ 500</p><p><a href="/m/register">สมัครบัญชี</a></p>',
    },
    sortOrder: 10,
  },
  {
    seedKey: 'weekend-reload',
    execution: 'A',
    promotionType: 'DEPOSIT',
    forceRead: false,
    todayHide: true,
    title: { EN: 'Weekend reload bonus', 'PT-BR': 'Bônus de recarga de fim de semana', TH: 'โบนัสเติมเงินวันหยุดสุดสัปดาห์' },
    content: {
      EN: '<p>Deposit on Saturday or Sunday and get <strong>25% extra</strong>, up to R$ 200.</p><p>Wagering 10× within 7 days. <a href="https://www.begambleaware.org/" target="_blank">Play responsibly</a>.</p>',
      'PT-BR': '<p>Deposite no sábado ou domingo e ganhe <strong>25% a mais</strong>, até R$ 200.</p><p>Rollover de 10× em 7 dias. <a href="https://www.begambleaware.org/" target="_blank">Jogue com responsabilidade</a>.</p>',
      TH: '<p>ฝากเงินวันเสาร์หรืออาทิตย์ รับ <strong>โบนัสเพิ่ม 25%</strong> สูงสุด R$ 200</p><p>ทำเทิร์นโอเวอร์ 10 เท่าภายใน 7 วัน <a href="https://www.begambleaware.org/" target="_blank">เล่นอย่างมีความรับผิดชอบ</a></p>',
    },
    sortOrder: 20,
  },
];

/** Gold and above (vip/ladder.ts label ids 3–6) have their own desk; everyone else the general chat. */
export const DEMO_CUSTOMER_SERVICE = [
  {
    seedKey: 'live-chat',
    title: { EN: 'Live chat, 24/7', 'PT-BR': 'Chat ao vivo, 24 horas', TH: 'แชทสด ตลอด 24 ชั่วโมง' },
    url: 'https://chat.example.com/demo',
    csType: 'LIVECHAT',
    csPosition: 10,
    labelIds: [] as number[],
  },
  {
    seedKey: 'vip-desk',
    title: { EN: 'VIP host', 'PT-BR': 'Atendimento VIP', TH: 'ผู้ดูแล VIP' },
    url: 'https://chat.example.com/vip',
    csType: 'COMM100VIP',
    csPosition: 20,
    labelIds: [3, 4, 5, 6],
  },
];

export const DEMO_DOWNLOADS = [
  { resourceType: 'Android', url: 'https://downloads.example.com/portico/portico-demo.apk' },
  { resourceType: 'IOS', url: 'https://apps.example.com/portico-demo' },
  { resourceType: 'MOBILECONFIG', url: 'https://downloads.example.com/portico/portico-demo.mobileconfig' },
  { resourceType: 'AppDownloadIcon', url: 'https://downloads.example.com/portico/icon-192.png' },
];
