import type { ActivityTarget } from '@portico/contract/activities';

/** Demo texts of the member area in English, Brazilian Portuguese and Thai (decision 029). */
type Tri<T> = { EN: T; 'PT-BR': T; TH: T };
const tri = <T>(EN: T, pt: T, TH: T): Tri<T> => ({ EN, 'PT-BR': pt, TH });
const td = (en: [string, string], pt: [string, string], th: [string, string]) =>
  tri({ title: en[0], description: en[1] }, { title: pt[0], description: pt[1] }, { title: th[0], description: th[1] });

export const DEMO_CATEGORIES = [
  { code: 'welcome', names: tri('Welcome', 'Boas-vindas', 'ต้อนรับ'), sortOrder: 1 },
  { code: 'friends', names: tri('Friends', 'Amigos', 'เพื่อน'), sortOrder: 2 },
];

const body = (en: string) => `<p>${en}</p>`;
const activity = (target: ActivityTarget, en: [string, string], pt: [string, string], th: [string, string], redirectUrl: string | null = null) => ({
  target,
  redirectUrl,
  texts: tri(
    { title: en[0], summary: en[1], bodyHtml: body(en[1]) },
    { title: pt[0], summary: pt[1], bodyHtml: body(pt[1]) },
    { title: th[0], summary: th[1], bodyHtml: body(th[1]) },
  ),
});

/** One activity per go-button target, in this order (their ids follow it on a fresh database). */
export const DEMO_ACTIVITIES = [
  activity('REGISTER', ['Join today, play tonight', 'Create your account in a minute and claim 50 free spins on your first day.'], ['Cadastre-se hoje, jogue hoje à noite', 'Crie sua conta em um minuto e ganhe 50 giros grátis no primeiro dia.'], ['สมัครวันนี้ เล่นคืนนี้', 'สมัครบัญชีในหนึ่งนาทีและรับฟรีสปิน 50 ครั้งในวันแรก']),
  activity('DEPOSIT', ['First deposit bonus 100%', 'Your first deposit is doubled up to ₱5,000. Wagering 10× before withdrawal.'], ['Bônus de 100% no primeiro depósito', 'Seu primeiro depósito é dobrado até ₱5.000. Rollover de 10× antes do saque.'], ['โบนัสฝากครั้งแรก 100%', 'ฝากครั้งแรกรับโบนัสเท่าตัวสูงสุด ₱5,000 ทำเทิร์น 10 เท่าก่อนถอน']),
  activity('REWARD_CENTER', ['Daily rewards', 'Open the reward centre every day to collect what you have earned.'], ['Recompensas diárias', 'Abra a central de recompensas todos os dias para resgatar o que ganhou.'], ['รางวัลประจำวัน', 'เข้าศูนย์รางวัลทุกวันเพื่อรับรางวัลที่คุณได้รับ']),
  activity('MISSION', ['Weekly missions', 'Finish missions this week and earn points for the point market.'], ['Missões semanais', 'Conclua missões nesta semana e ganhe pontos para a loja de pontos.'], ['ภารกิจประจำสัปดาห์', 'ทำภารกิจในสัปดาห์นี้ให้สำเร็จและรับแต้มไว้แลกของรางวัล']),
  activity('INVITE_FRIENDS', ['Invite friends, earn together', 'Share your link: when a friend makes a first deposit, you both get ₱200.'], ['Convide amigos e ganhem juntos', 'Compartilhe seu link: quando um amigo fizer o primeiro depósito, vocês dois ganham ₱200.'], ['ชวนเพื่อน รับรางวัลด้วยกัน', 'แชร์ลิงก์ของคุณ เมื่อเพื่อนฝากครั้งแรก รับ ₱200 ทั้งคู่']),
  activity('MEMBER', ['VIP benefits', 'Climb the VIP ladder for faster withdrawals and a birthday gift.'], ['Benefícios VIP', 'Suba de nível VIP para saques mais rápidos e um presente de aniversário.'], ['สิทธิพิเศษ VIP', 'เลื่อนระดับ VIP เพื่อถอนเงินเร็วขึ้นและรับของขวัญวันเกิด']),
  activity('POINT_MARKET', ['Spend your points', 'Trade points for free spins, bonus credit and merchandise.'], ['Use seus pontos', 'Troque pontos por giros grátis, crédito de bônus e produtos.'], ['ใช้แต้มของคุณ', 'แลกแต้มเป็นฟรีสปิน เครดิตโบนัส และสินค้า']),
  activity('APP_DOWNLOAD', ['Get the app', 'Install the app for faster games and a ₱100 welcome credit.'], ['Baixe o aplicativo', 'Instale o aplicativo para jogos mais rápidos e ₱100 de crédito de boas-vindas.'], ['ดาวน์โหลดแอป', 'ติดตั้งแอปเพื่อเล่นเกมได้เร็วขึ้นและรับเครดิตต้อนรับ ₱100']),
  activity('REDIRECT_URL', ['Responsible gaming', 'Set your own limits and learn to play safely with our partner.'], ['Jogo responsável', 'Defina seus limites e aprenda a jogar com segurança com nosso parceiro.'], ['การเล่นอย่างรับผิดชอบ', 'ตั้งขีดจำกัดของคุณเองและเรียนรู้การเล่นอย่างปลอดภัยกับพันธมิตรของเรา'], 'https://www.begambleaware.org/'),
];

export const DEMO_PROMOTIONS = [
  { key: 'APP_DOWNLOAD', audience: 'common', category: 'welcome', activity: 'APP_DOWNLOAD', texts: td(['App welcome credit', '₱100 when you first sign in on the app.'], ['Crédito de boas-vindas no app', '₱100 ao entrar pela primeira vez no aplicativo.'], ['เครดิตต้อนรับในแอป', 'รับ ₱100 เมื่อเข้าสู่ระบบในแอปครั้งแรก']) },
  { key: 'DEPOSIT', audience: 'common', category: 'welcome', activity: 'DEPOSIT', texts: td(['First deposit 100%', 'Doubled up to ₱5,000.'], ['100% no primeiro depósito', 'Dobrado até ₱5.000.'], ['ฝากครั้งแรก 100%', 'เพิ่มเป็นสองเท่าสูงสุด ₱5,000']) },
  { key: 'REFERRAL', audience: 'common', category: 'friends', activity: 'INVITE_FRIENDS', texts: td(['Invite friends', '₱200 for you and each friend who deposits.'], ['Convide amigos', '₱200 para você e cada amigo que depositar.'], ['ชวนเพื่อน', 'รับ ₱200 ทั้งคุณและเพื่อนที่ฝากเงิน']) },
  { key: 'REFERRAL', audience: 'personal', category: 'friends', activity: 'INVITE_FRIENDS', texts: td(['Your personal invite bonus', 'Members earn 1% of their friends’ bets for 30 days.'], ['Seu bônus pessoal de convite', 'Membros ganham 1% das apostas dos amigos por 30 dias.'], ['โบนัสชวนเพื่อนส่วนตัว', 'สมาชิกรับ 1% จากยอดเดิมพันของเพื่อนเป็นเวลา 30 วัน']) },
] as const;

export const DEMO_VIP_LABELS = [
  { labelId: 1, labelName: 'Bronze', type: 'AUTO', rankLevel: 1 },
  { labelId: 2, labelName: 'Silver', type: 'AUTO', rankLevel: 2 },
  { labelId: 3, labelName: 'Gold', type: 'AUTO', rankLevel: 3 },
  { labelId: 4, labelName: 'Platinum', type: 'AUTO', rankLevel: 4 },
];

export const DEMO_VIP_BENEFITS = [
  { labelId: 1, texts: td(['Weekly cashback 3%', 'On net losses, every Monday.'], ['Cashback semanal de 3%', 'Sobre perdas líquidas, toda segunda-feira.'], ['เงินคืนรายสัปดาห์ 3%', 'จากยอดเสียสุทธิ ทุกวันจันทร์']) },
  { labelId: 2, texts: td(['Weekly cashback 5%', 'On net losses, every Monday.'], ['Cashback semanal de 5%', 'Sobre perdas líquidas, toda segunda-feira.'], ['เงินคืนรายสัปดาห์ 5%', 'จากยอดเสียสุทธิ ทุกวันจันทร์']) },
  { labelId: 2, texts: td(['Birthday gift', '₱500 credit in your birthday month.'], ['Presente de aniversário', '₱500 de crédito no mês do seu aniversário.'], ['ของขวัญวันเกิด', 'เครดิต ₱500 ในเดือนเกิดของคุณ']) },
  { labelId: 3, texts: td(['Weekly cashback 8%', 'On net losses, every Monday.'], ['Cashback semanal de 8%', 'Sobre perdas líquidas, toda segunda-feira.'], ['เงินคืนรายสัปดาห์ 8%', 'จากยอดเสียสุทธิ ทุกวันจันทร์']) },
  { labelId: 3, texts: td(['Priority withdrawals', 'Withdrawals handled within one hour.'], ['Saques prioritários', 'Saques processados em até uma hora.'], ['ถอนเงินก่อนใคร', 'ดำเนินการถอนภายในหนึ่งชั่วโมง']) },
  { labelId: 4, texts: td(['Personal VIP host', 'A host you reach directly, day and night.'], ['Anfitrião VIP pessoal', 'Um anfitrião disponível para você dia e noite.'], ['ผู้ดูแล VIP ส่วนตัว', 'ผู้ดูแลที่ติดต่อได้โดยตรงทั้งกลางวันและกลางคืน']) },
];

const nd = (en: [string, string], pt: [string, string], th: [string, string]) =>
  tri({ name: en[0], description: en[1] }, { name: pt[0], description: pt[1] }, { name: th[0], description: th[1] });

export const DEMO_POINT_ITEMS = [
  { pointsPrice: 100, stock: 500, texts: nd(['10 free spins', 'On any slot of the week.'], ['10 giros grátis', 'Em qualquer slot da semana.'], ['ฟรีสปิน 10 ครั้ง', 'ใช้กับสล็อตประจำสัปดาห์']) },
  { pointsPrice: 250, stock: 200, texts: nd(['₱50 bonus credit', 'Wagering 3× before withdrawal.'], ['₱50 de crédito de bônus', 'Rollover de 3× antes do saque.'], ['เครดิตโบนัส ₱50', 'ทำเทิร์น 3 เท่าก่อนถอน']) },
  { pointsPrice: 1200, stock: 20, texts: nd(['Portico cap', 'Embroidered cap, delivered to your address.'], ['Boné Portico', 'Boné bordado, entregue no seu endereço.'], ['หมวก Portico', 'หมวกปักลาย จัดส่งถึงบ้าน']) },
];

export const DEMO_MISSIONS = [
  { target: 1, rewardPoints: 50, texts: td(['Make a deposit', 'Any amount, once this week.'], ['Faça um depósito', 'Qualquer valor, uma vez nesta semana.'], ['ฝากเงิน', 'จำนวนเท่าใดก็ได้ หนึ่งครั้งในสัปดาห์นี้']) },
  { target: 20, rewardPoints: 100, texts: td(['Play 20 rounds', 'Slots or live games.'], ['Jogue 20 rodadas', 'Slots ou jogos ao vivo.'], ['เล่น 20 รอบ', 'สล็อตหรือเกมสด']) },
  { target: 3, rewardPoints: 150, texts: td(['Invite 3 friends', 'Friends who sign up with your link.'], ['Convide 3 amigos', 'Amigos que se cadastram com seu link.'], ['ชวนเพื่อน 3 คน', 'เพื่อนที่สมัครผ่านลิงก์ของคุณ']) },
];

/** Where the demo members stand: points, mission progress (by mission order), VIP label. */
export const DEMO_MEMBER_STATE: Record<string, { points: number; progress: number[]; labelId: number }> = {
  player1: { points: 850, progress: [1, 12, 1], labelId: 2 },
  agent1: { points: 2400, progress: [1, 20, 3], labelId: 3 },
};
