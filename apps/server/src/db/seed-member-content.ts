import type { ActivityTarget } from '@portico/contract/activities';
import { write, type DemoProfile, type Template, type Texts } from './demo/profiles.ts';

/**
 * Demo texts of the member area (decisions 029, 055), written in each merchant's languages and
 * currency. A text is [EN, PT-BR, TH, ES]; an entry of two texts is [title, description].
 */
type Four = [Template, Template, Template, Template];
const texts = ([EN, pt, TH, ES]: Four): Texts => ({ EN, 'PT-BR': pt, TH, ES });
const s = (en: string, pt: string, th: string, es: string): Four => [() => en, () => pt, () => th, () => es];

/** { EN: { a, b }, … } from two texts, for the profile's languages. */
function pair<A extends string, B extends string>(p: DemoProfile, [a, b]: [A, B], first: Four, second: Four) {
  const one = write(p, texts(first));
  const two = write(p, texts(second));
  return Object.fromEntries(Object.keys(one).map((l) => [l, { [a]: one[l as 'EN'], [b]: two[l as 'EN'] }])) as Record<'EN', Record<A | B, string>>;
}

export const demoCategories = (p: DemoProfile) => [
  { code: 'welcome', names: write(p, texts(s('Welcome', 'Boas-vindas', 'ต้อนรับ', 'Bienvenida'))), sortOrder: 1 },
  { code: 'friends', names: write(p, texts(s('Friends', 'Amigos', 'เพื่อน', 'Amigos'))), sortOrder: 2 },
];

type ActivityRow = { target: ActivityTarget; imageUrl: string | null; redirectUrl: null; texts: Record<string, { title: string; summary: string; bodyHtml: string }> };

function activity(p: DemoProfile, target: ActivityTarget, image: string | null, title: Four, summary: Four): ActivityRow {
  const t = pair(p, ['title', 'summary'], title, summary);
  const withBody = Object.fromEntries(Object.entries(t).map(([l, v]) => [l, { ...v, bodyHtml: `<p>${v.summary}</p>` }]));
  return { target, imageUrl: image ? `/m/banners/${p.art}/${image}.svg` : null, redirectUrl: null, texts: withBody };
}

/** One activity per in-app go-button target, in this order (their ids follow it on a fresh database). */
export const demoActivities = (p: DemoProfile): ActivityRow[] => [
  activity(p, 'REGISTER', null, s('Join today, play tonight', 'Cadastre-se hoje, jogue hoje à noite', 'สมัครวันนี้ เล่นคืนนี้', 'Regístrate hoy, juega esta noche'),
    s('Create your account in a minute and claim 50 free spins on your first day.', 'Crie sua conta em um minuto e ganhe 50 giros grátis no primeiro dia.', 'สมัครบัญชีในหนึ่งนาทีและรับฟรีสปิน 50 ครั้งในวันแรก', 'Crea tu cuenta en un minuto y recibe 50 giros gratis el primer día.')),
  activity(p, 'DEPOSIT', 'welcome', s('First deposit bonus 100%', 'Bônus de 100% no primeiro depósito', 'โบนัสฝากครั้งแรก 100%', 'Bono del 100% en el primer depósito'),
    [(v) => `Your first deposit is doubled up to ${v.m('welcomeMax')}. Wagering 10× before withdrawal.`, (v) => `Seu primeiro depósito é dobrado até ${v.m('welcomeMax')}. Rollover de 10× antes do saque.`, (v) => `ฝากครั้งแรกรับโบนัสเท่าตัวสูงสุด ${v.m('welcomeMax')} ทำเทิร์น 10 เท่าก่อนถอน`, (v) => `Tu primer depósito se duplica hasta ${v.m('welcomeMax')}. Apuesta 10× antes de retirar.`]),
  activity(p, 'REWARD_CENTER', null, s('Daily rewards', 'Recompensas diárias', 'รางวัลประจำวัน', 'Recompensas diarias'),
    s('Open the reward centre every day to collect what you have earned.', 'Abra a central de recompensas todos os dias para resgatar o que ganhou.', 'เข้าศูนย์รางวัลทุกวันเพื่อรับรางวัลที่คุณได้รับ', 'Abre el centro de recompensas cada día para recoger lo que has ganado.')),
  activity(p, 'MISSION', null, s('Weekly missions', 'Missões semanais', 'ภารกิจประจำสัปดาห์', 'Misiones semanales'),
    s('Finish missions this week and earn points for the point market.', 'Conclua missões nesta semana e ganhe pontos para a loja de pontos.', 'ทำภารกิจในสัปดาห์นี้ให้สำเร็จและรับแต้มไว้แลกของรางวัล', 'Completa misiones esta semana y gana puntos para la tienda de puntos.')),
  activity(p, 'INVITE_FRIENDS', 'invite', s('Invite friends, earn together', 'Convide amigos e ganhem juntos', 'ชวนเพื่อน รับรางวัลด้วยกัน', 'Invita a tus amigos y ganad juntos'),
    [(v) => `Share your link: when a friend makes a first deposit, you both get ${v.m('referral')}.`, (v) => `Compartilhe seu link: quando um amigo fizer o primeiro depósito, vocês dois ganham ${v.m('referral')}.`, (v) => `แชร์ลิงก์ของคุณ เมื่อเพื่อนฝากครั้งแรก รับ ${v.m('referral')} ทั้งคู่`, (v) => `Comparte tu enlace: cuando un amigo haga su primer depósito, ambos recibís ${v.m('referral')}.`]),
  activity(p, 'MEMBER', 'cashback', s('VIP benefits', 'Benefícios VIP', 'สิทธิพิเศษ VIP', 'Beneficios VIP'),
    s('Climb the VIP ladder for up to 8% weekly cashback, faster withdrawals and a birthday gift.', 'Suba de nível VIP para até 8% de cashback semanal, saques mais rápidos e um presente de aniversário.', 'เลื่อนระดับ VIP เพื่อรับเงินคืนรายสัปดาห์สูงสุด 8% ถอนเงินเร็วขึ้น และของขวัญวันเกิด', 'Sube de nivel VIP para hasta un 8% de reembolso semanal, retiros más rápidos y un regalo de cumpleaños.')),
  activity(p, 'POINT_MARKET', null, s('Spend your points', 'Use seus pontos', 'ใช้แต้มของคุณ', 'Usa tus puntos'),
    s('Trade points for free spins, bonus credit and merchandise.', 'Troque pontos por giros grátis, crédito de bônus e produtos.', 'แลกแต้มเป็นฟรีสปิน เครดิตโบนัส และสินค้า', 'Canjea puntos por giros gratis, crédito de bono y productos.')),
  activity(p, 'APP_DOWNLOAD', null, s('Get the app', 'Baixe o aplicativo', 'ดาวน์โหลดแอป', 'Consigue la aplicación'),
    [(v) => `Add ${v.p.brand} to your home screen for faster games and a ${v.m('appCredit')} welcome credit.`, (v) => `Adicione ${v.p.brand} à tela inicial para jogos mais rápidos e ${v.m('appCredit')} de crédito de boas-vindas.`, (v) => `เพิ่ม ${v.p.brand} ไว้ที่หน้าจอหลักเพื่อเล่นเกมได้เร็วขึ้นและรับเครดิตต้อนรับ ${v.m('appCredit')}`, (v) => `Añade ${v.p.brand} a tu pantalla de inicio para juegos más rápidos y ${v.m('appCredit')} de crédito de bienvenida.`]),
];

const td = (p: DemoProfile, title: Four, description: Four) => pair(p, ['title', 'description'], title, description);
const nd = (p: DemoProfile, name: Four, description: Four) => pair(p, ['name', 'description'], name, description);

export const demoPromotions = (p: DemoProfile) => [
  { key: 'APP_DOWNLOAD', audience: 'common', category: 'welcome', activity: 'APP_DOWNLOAD', texts: td(p, s('App welcome credit', 'Crédito de boas-vindas no app', 'เครดิตต้อนรับในแอป', 'Crédito de bienvenida en la app'), [(v) => `${v.m('appCredit')} when you first sign in on the app.`, (v) => `${v.m('appCredit')} ao entrar pela primeira vez no aplicativo.`, (v) => `รับ ${v.m('appCredit')} เมื่อเข้าสู่ระบบในแอปครั้งแรก`, (v) => `${v.m('appCredit')} al entrar por primera vez en la aplicación.`]) },
  { key: 'DEPOSIT', audience: 'common', category: 'welcome', activity: 'DEPOSIT', texts: td(p, s('First deposit 100%', '100% no primeiro depósito', 'ฝากครั้งแรก 100%', 'Primer depósito 100%'), [(v) => `Doubled up to ${v.m('welcomeMax')}.`, (v) => `Dobrado até ${v.m('welcomeMax')}.`, (v) => `เพิ่มเป็นสองเท่าสูงสุด ${v.m('welcomeMax')}`, (v) => `Duplicado hasta ${v.m('welcomeMax')}.`]) },
  { key: 'REFERRAL', audience: 'common', category: 'friends', activity: 'INVITE_FRIENDS', texts: td(p, s('Invite friends', 'Convide amigos', 'ชวนเพื่อน', 'Invita a tus amigos'), [(v) => `${v.m('referral')} for you and each friend who deposits.`, (v) => `${v.m('referral')} para você e cada amigo que depositar.`, (v) => `รับ ${v.m('referral')} ทั้งคุณและเพื่อนที่ฝากเงิน`, (v) => `${v.m('referral')} para ti y cada amigo que deposite.`]) },
  { key: 'REFERRAL', audience: 'personal', category: 'friends', activity: 'INVITE_FRIENDS', texts: td(p, s('Your personal invite bonus', 'Seu bônus pessoal de convite', 'โบนัสชวนเพื่อนส่วนตัว', 'Tu bono personal de invitación'), s('Members earn 1% of their friends’ bets for 30 days.', 'Membros ganham 1% das apostas dos amigos por 30 dias.', 'สมาชิกรับ 1% จากยอดเดิมพันของเพื่อนเป็นเวลา 30 วัน', 'Los miembros ganan el 1% de las apuestas de sus amigos durante 30 días.')) },
] as const;

export const DEMO_VIP_LABELS = [
  { labelId: 1, labelName: 'Bronze', type: 'AUTO', rankLevel: 1 },
  { labelId: 2, labelName: 'Silver', type: 'AUTO', rankLevel: 2 },
  { labelId: 3, labelName: 'Gold', type: 'AUTO', rankLevel: 3 },
  { labelId: 4, labelName: 'Platinum', type: 'AUTO', rankLevel: 4 },
];

const cashback = (p: DemoProfile, pct: number) =>
  td(p, s(`Weekly cashback ${pct}%`, `Cashback semanal de ${pct}%`, `เงินคืนรายสัปดาห์ ${pct}%`, `Reembolso semanal del ${pct}%`), s('On net losses, every Monday.', 'Sobre perdas líquidas, toda segunda-feira.', 'จากยอดเสียสุทธิ ทุกวันจันทร์', 'Sobre pérdidas netas, cada lunes.'));

export const demoVipBenefits = (p: DemoProfile) => [
  { labelId: 1, texts: cashback(p, 3) },
  { labelId: 2, texts: cashback(p, 5) },
  { labelId: 2, texts: td(p, s('Birthday gift', 'Presente de aniversário', 'ของขวัญวันเกิด', 'Regalo de cumpleaños'), [(v) => `${v.m('birthday')} credit in your birthday month.`, (v) => `${v.m('birthday')} de crédito no mês do seu aniversário.`, (v) => `เครดิต ${v.m('birthday')} ในเดือนเกิดของคุณ`, (v) => `${v.m('birthday')} de crédito en el mes de tu cumpleaños.`]) },
  { labelId: 3, texts: cashback(p, 8) },
  { labelId: 3, texts: td(p, s('Priority withdrawals', 'Saques prioritários', 'ถอนเงินก่อนใคร', 'Retiros prioritarios'), s('Withdrawals handled within one hour.', 'Saques processados em até uma hora.', 'ดำเนินการถอนภายในหนึ่งชั่วโมง', 'Retiros tramitados en menos de una hora.')) },
  { labelId: 4, texts: td(p, s('Personal VIP host', 'Anfitrião VIP pessoal', 'ผู้ดูแล VIP ส่วนตัว', 'Anfitrión VIP personal'), s('A host you reach directly, day and night.', 'Um anfitrião disponível para você dia e noite.', 'ผู้ดูแลที่ติดต่อได้โดยตรงทั้งกลางวันและกลางคืน', 'Un anfitrión al que llegas directamente, de día y de noche.')) },
];

export const demoPointItems = (p: DemoProfile) => [
  { pointsPrice: 100, stock: 500, texts: nd(p, s('10 free spins', '10 giros grátis', 'ฟรีสปิน 10 ครั้ง', '10 giros gratis'), s('On any slot of the week.', 'Em qualquer slot da semana.', 'ใช้กับสล็อตประจำสัปดาห์', 'En cualquier tragaperras de la semana.')) },
  { pointsPrice: 250, stock: 200, texts: nd(p, [(v) => `${v.m('bonusItem')} bonus credit`, (v) => `${v.m('bonusItem')} de crédito de bônus`, (v) => `เครดิตโบนัส ${v.m('bonusItem')}`, (v) => `${v.m('bonusItem')} de crédito de bono`], s('Wagering 3× before withdrawal.', 'Rollover de 3× antes do saque.', 'ทำเทิร์น 3 เท่าก่อนถอน', 'Apuesta 3× antes de retirar.')) },
  { pointsPrice: 1200, stock: 20, texts: nd(p, [(v) => `${v.p.brand} cap`, (v) => `Boné ${v.p.brand}`, (v) => `หมวก ${v.p.brand}`, (v) => `Gorra ${v.p.brand}`], s('Embroidered cap, delivered to your address.', 'Boné bordado, entregue no seu endereço.', 'หมวกปักลาย จัดส่งถึงบ้าน', 'Gorra bordada, entregada en tu dirección.')) },
];

export const demoMissions = (p: DemoProfile) => [
  { target: 1, rewardPoints: 50, texts: td(p, s('Make a deposit', 'Faça um depósito', 'ฝากเงิน', 'Haz un depósito'), [(v) => `Any amount with ${v.p.payment} or a bank transfer, once this week.`, (v) => `Qualquer valor via ${v.p.payment} ou transferência, uma vez nesta semana.`, (v) => `จำนวนเท่าใดก็ได้ผ่าน ${v.p.payment} หรือโอนผ่านธนาคาร หนึ่งครั้งในสัปดาห์นี้`, (v) => `Cualquier importe con ${v.p.payment} o transferencia, una vez esta semana.`]) },
  { target: 20, rewardPoints: 100, texts: td(p, s('Play 20 rounds', 'Jogue 20 rodadas', 'เล่น 20 รอบ', 'Juega 20 rondas'), s('Lottery draws or quick games.', 'Sorteios de loteria ou jogos rápidos.', 'ออกรางวัลลอตเตอรี่หรือเกมด่วน', 'Sorteos de lotería o juegos rápidos.')) },
  { target: 3, rewardPoints: 150, texts: td(p, s('Invite 3 friends', 'Convide 3 amigos', 'ชวนเพื่อน 3 คน', 'Invita a 3 amigos'), s('Friends who sign up with your link.', 'Amigos que se cadastram com seu link.', 'เพื่อนที่สมัครผ่านลิงก์ของคุณ', 'Amigos que se registran con tu enlace.')) },
];

/** Where the demo members stand: points, mission progress (by mission order), VIP label. */
export const DEMO_MEMBER_STATE: Record<string, { points: number; progress: number[]; labelId: number }> = {
  player1: { points: 850, progress: [1, 12, 1], labelId: 2 },
  agent1: { points: 2400, progress: [1, 20, 3], labelId: 3 },
  restricted1: { points: 0, progress: [], labelId: 1 },
};
