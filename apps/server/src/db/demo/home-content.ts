import { write, type DemoProfile } from './profiles.ts';
import { lotteryOf } from './games.ts';

/**
 * What each demo merchant's home shows (decisions 028, 055), written for the merchant's currency,
 * payment method, time zone and languages. Every link and image is the platform's own: banners open
 * the merchant's activities (by target, resolved to ids when seeded) or a game of its catalogue.
 */

/** Activity targets the banners open; seed-home resolves each to the merchant's activity id. */
export type BannerActivity = 'DEPOSIT' | 'MEMBER' | 'INVITE_FRIENDS';

export function demoBanners(p: DemoProfile) {
  const art = (name: string) => `/m/banners/${p.art}/${name}.svg`;
  const game = lotteryOf(p);
  return [
    {
      seedKey: 'welcome-bonus',
      activity: 'DEPOSIT' as BannerActivity,
      imageUrl: art('welcome'),
      imageAlt: write(p, {
        EN: (v) => `Welcome bonus: 100% on your first deposit, up to ${v.m('welcomeMax')}`,
        'PT-BR': (v) => `Bônus de boas-vindas: 100% no primeiro depósito, até ${v.m('welcomeMax')}`,
        TH: (v) => `โบนัสต้อนรับ: 100% สำหรับการฝากครั้งแรก สูงสุด ${v.m('welcomeMax')}`,
        ES: (v) => `Bono de bienvenida: 100% en tu primer depósito, hasta ${v.m('welcomeMax')}`,
      }),
      sortOrder: 10,
    },
    {
      seedKey: 'lucky-lotto',
      game: { roomId: game.code, nodeId: '1', gameType: game.prizeMode, vendor: game.vendor },
      imageUrl: art('lottery'),
      imageAlt: write(p, {
        EN: () => `${game.name}: pick three numbers of twenty, the draw is instant`,
        'PT-BR': () => `${game.name}: escolha três números de vinte, o sorteio é na hora`,
        TH: () => `${game.name}: เลือกเลขสามตัวจากยี่สิบ ออกรางวัลทันที`,
        ES: () => `${game.name}: elige tres números de veinte, el sorteo es al instante`,
      }),
      sortOrder: 20,
    },
    {
      seedKey: 'weekly-cashback',
      activity: 'MEMBER' as BannerActivity,
      imageUrl: art('cashback'),
      imageAlt: write(p, {
        EN: () => 'Weekly cashback: up to 8% of your net losses back every Monday',
        'PT-BR': () => 'Cashback semanal: até 8% das suas perdas líquidas de volta toda segunda-feira',
        TH: () => 'เงินคืนรายสัปดาห์: รับคืนสูงสุด 8% ของยอดเสียสุทธิทุกวันจันทร์',
        ES: () => 'Reembolso semanal: hasta el 8% de tus pérdidas netas cada lunes',
      }),
      sortOrder: 30,
    },
    {
      seedKey: 'invite-friends',
      activity: 'INVITE_FRIENDS' as BannerActivity,
      imageUrl: art('invite'),
      imageAlt: write(p, {
        EN: (v) => `Invite friends: ${v.m('referral')} for you and each friend who deposits`,
        'PT-BR': (v) => `Convide amigos: ${v.m('referral')} para você e cada amigo que depositar`,
        TH: (v) => `ชวนเพื่อน: รับ ${v.m('referral')} ทั้งคุณและเพื่อนที่ฝากเงิน`,
        ES: (v) => `Invita a tus amigos: ${v.m('referral')} para ti y cada amigo que deposite`,
      }),
      sortOrder: 40,
    },
  ];
}

export function demoAnnouncements(p: DemoProfile) {
  const game = lotteryOf(p);
  const row = (seedKey: string, platform: string, sortOrder: number, text: Parameters<typeof write>[1], category?: string) => ({
    seedKey,
    type: 'PR',
    platform,
    text: write(p, text),
    sortOrder,
    ...(category ? { category } : {}),
  });
  return [
    row('fast-deposits', 'ALL', 10, {
      EN: (v) => `${v.p.payment} deposits now arrive in under a minute, any time of day.`,
      'PT-BR': (v) => `Depósitos via ${v.p.payment} agora chegam em menos de um minuto, a qualquer hora.`,
      TH: (v) => `การฝากผ่าน ${v.p.payment} เข้าบัญชีภายในหนึ่งนาที ตลอด 24 ชั่วโมง`,
      ES: (v) => `Los depósitos por ${v.p.payment} ahora llegan en menos de un minuto, a cualquier hora.`,
    }),
    row('maintenance-notice', 'M', 20, {
      EN: (v) => `Scheduled maintenance on Tuesday 03:00–04:00 (${v.p.zone}): games pause briefly, your balance is safe.`,
      'PT-BR': (v) => `Manutenção programada na terça-feira das 03:00 às 04:00 (${v.p.zone}): os jogos pausam por pouco tempo, seu saldo está seguro.`,
      TH: (v) => `ปิดปรับปรุงระบบวันอังคาร 03:00–04:00 (${v.p.zone}) เกมจะหยุดชั่วคราว ยอดเงินของคุณปลอดภัย`,
      ES: (v) => `Mantenimiento programado el martes de 03:00 a 04:00 (${v.p.zone}): los juegos se pausan un momento, tu saldo está seguro.`,
    }),
    row('lotto-jackpot', 'ALL', 30, {
      EN: (v) => `${game.name} prize pool has reached ${v.m('jackpot')} — draw whenever you like.`,
      'PT-BR': (v) => `O prêmio acumulado de ${game.name} chegou a ${v.m('jackpot')} — sorteie quando quiser.`,
      TH: (v) => `เงินรางวัลสะสม ${game.name} ถึง ${v.m('jackpot')} แล้ว ออกรางวัลได้ทุกเมื่อ`,
      ES: (v) => `El bote de ${game.name} ya llega a ${v.m('jackpot')}: sortea cuando quieras.`,
    }),
    row(
      'app-download',
      'M',
      40,
      {
        EN: (v) => `Add ${v.p.brand} to your home screen: faster games and a ${v.m('appCredit')} bonus on your first sign-in there.`,
        'PT-BR': (v) => `Adicione ${v.p.brand} à tela inicial: jogos mais rápidos e ${v.m('appCredit')} de bônus no primeiro acesso por ela.`,
        TH: (v) => `เพิ่ม ${v.p.brand} ไว้ที่หน้าจอหลัก เล่นเกมได้เร็วขึ้น รับโบนัส ${v.m('appCredit')} เมื่อเข้าสู่ระบบครั้งแรก`,
        ES: (v) => `Añade ${v.p.brand} a tu pantalla de inicio: juegos más rápidos y ${v.m('appCredit')} de bono en tu primer acceso desde allí.`,
      },
      'app_download',
    ),
    row('play-responsibly', 'ALL', 50, {
      EN: () => 'Over 18s only. Play responsibly: our live chat sets a deposit limit or a break for you at any time.',
      'PT-BR': () => 'Só para maiores de 18 anos. Jogue com responsabilidade: nosso chat define um limite de depósito ou uma pausa a qualquer momento.',
      TH: () => 'สำหรับผู้ที่มีอายุ 18 ปีขึ้นไปเท่านั้น เล่นอย่างมีความรับผิดชอบ แชทสดของเราช่วยตั้งวงเงินฝากหรือพักการเล่นให้คุณได้ทุกเมื่อ',
      ES: () => 'Solo mayores de 18 años. Juega con responsabilidad: nuestro chat te pone un límite de depósito o una pausa cuando quieras.',
    }),
  ];
}

export function demoPopups(p: DemoProfile) {
  return [
    {
      seedKey: 'welcome-visitor',
      execution: 'B',
      promotionType: 'GENERAL',
      forceRead: false,
      todayHide: true,
      title: write(p, { EN: (v) => `Welcome to ${v.p.brand}`, 'PT-BR': (v) => `Bem-vindo ao ${v.p.brand}`, TH: (v) => `ยินดีต้อนรับสู่ ${v.p.brand}`, ES: (v) => `Bienvenido a ${v.p.brand}` }),
      content: write(p, {
        EN: (v) => `<p>Create a free account in a minute and get <strong>100% on your first deposit</strong>, up to ${v.m('welcomeMax')}.</p><p><a href="/m/register">Create an account</a></p>`,
        'PT-BR': (v) => `<p>Crie uma conta grátis em um minuto e ganhe <strong>100% no primeiro depósito</strong>, até ${v.m('welcomeMax')}.</p><p><a href="/m/register">Criar conta</a></p>`,
        TH: (v) => `<p>สมัครบัญชีฟรีภายในหนึ่งนาที รับ <strong>โบนัส 100% สำหรับการฝากครั้งแรก</strong> สูงสุด ${v.m('welcomeMax')}</p><p><a href="/m/register">สมัครบัญชี</a></p>`,
        ES: (v) => `<p>Crea una cuenta gratis en un minuto y recibe <strong>el 100% de tu primer depósito</strong>, hasta ${v.m('welcomeMax')}.</p><p><a href="/m/register">Crear una cuenta</a></p>`,
      }),
      sortOrder: 10,
    },
    {
      seedKey: 'weekend-reload',
      execution: 'A',
      promotionType: 'DEPOSIT',
      forceRead: false,
      todayHide: true,
      title: write(p, { EN: () => 'Weekend reload bonus', 'PT-BR': () => 'Bônus de recarga de fim de semana', TH: () => 'โบนัสเติมเงินวันหยุดสุดสัปดาห์', ES: () => 'Bono de recarga de fin de semana' }),
      content: write(p, {
        EN: (v) => `<p>Deposit with ${v.p.payment} on Saturday or Sunday and get <strong>25% extra</strong>, up to ${v.m('reloadMax')}.</p><p>Wagering 10× within 7 days. <a href="/m/voucherCenter">Deposit now</a></p>`,
        'PT-BR': (v) => `<p>Deposite via ${v.p.payment} no sábado ou domingo e ganhe <strong>25% a mais</strong>, até ${v.m('reloadMax')}.</p><p>Rollover de 10× em 7 dias. <a href="/m/voucherCenter">Depositar agora</a></p>`,
        TH: (v) => `<p>ฝากเงินผ่าน ${v.p.payment} วันเสาร์หรืออาทิตย์ รับ <strong>โบนัสเพิ่ม 25%</strong> สูงสุด ${v.m('reloadMax')}</p><p>ทำเทิร์นโอเวอร์ 10 เท่าภายใน 7 วัน <a href="/m/voucherCenter">ฝากเงินเลย</a></p>`,
        ES: (v) => `<p>Deposita con ${v.p.payment} el sábado o el domingo y recibe <strong>un 25% extra</strong>, hasta ${v.m('reloadMax')}.</p><p>Apuesta 10× en 7 días. <a href="/m/voucherCenter">Depositar ahora</a></p>`,
      }),
      sortOrder: 20,
    },
  ];
}

/**
 * Gold and above (vip/ladder.ts label ids 3–6) have their own desk. Members reach the merchant's chat
 * from either (decision 039); a visitor is sent to sign in first, the chat being for members.
 */
export function demoCustomerService(p: DemoProfile) {
  return [
    {
      seedKey: 'live-chat',
      title: write(p, { EN: () => 'Live chat, 24/7', 'PT-BR': () => 'Chat ao vivo, 24 horas', TH: () => 'แชทสด ตลอด 24 ชั่วโมง', ES: () => 'Chat en vivo, 24 horas' }),
      url: '/m/login',
      csType: 'LIVECHAT',
      csPosition: 10,
      labelIds: [] as number[],
    },
    {
      seedKey: 'vip-desk',
      title: write(p, { EN: () => 'VIP host', 'PT-BR': () => 'Atendimento VIP', TH: () => 'ผู้ดูแล VIP', ES: () => 'Anfitrión VIP' }),
      url: '/m/login',
      csType: 'COMM100VIP',
      csPosition: 20,
      labelIds: [3, 4, 5, 6],
    },
  ];
}

/**
 * The platform's own install (decision 055): the web-clip profile for iPhones and the generated app
 * icon. No Android package exists, so none is offered: Android installs the web app to the home
 * screen through the install prompt (decision 036).
 */
export function demoDownloads(merchantCode: string) {
  const code = encodeURIComponent(merchantCode);
  return [
    { resourceType: 'MOBILECONFIG', url: `/wps/system/webclip.mobileconfig?merchantCode=${code}` },
    { resourceType: 'AppDownloadIcon', url: `/wps/system/app-images/icon-192.png?merchantCode=${code}` },
  ];
}
