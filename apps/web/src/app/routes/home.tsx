import { useT } from '../../lib/i18n/keys';
import { useCurrentLanguage } from '../../lib/i18n/i18n';
import { languageTag } from '@portico/contract/language-tags';
import { lazy, Suspense, useEffect } from 'react';
import { Link } from 'wouter';
import { Button } from '../../components/ui/Button';
import { useMemberInfo } from '../../features/account/api/get-member-info';
import { useLogout } from '../../features/account/api/logout';
import { LanguageSwitcher } from '../../features/language/components/LanguageSwitcher';
import { RankProgressCard } from '../../features/vip/components/RankProgressCard';
import { useSession } from '../../lib/session/use-session';
import { useSiteSettings } from '../../lib/site/site-settings';
import { useDocumentTitle } from '../use-document-title';
import { useHydrated } from '../../lib/use-hydrated';
import { useHomeNews, useHomePoster } from '../../lib/site/home-poster';
import { BannerPoster, HomeBanners, HomeMarquee, HomeMore, HomePopups, MarqueeWait } from '../home/HomeSections';

// Only for a visitor of a merchant with Google one-tap, after the page is interactive (decision 033).
const OneTap = lazy(() => import('../home/OneTap'));

export default function HomeRoute() {
  const t = useT();
  const language = useCurrentLanguage();
  const settings = useSiteSettings();
  const session = useSession();
  const member = useMemberInfo();
  const logout = useLogout();
  // Doc E's sections load after hydration, never in the platform's prerender (decision 028).
  const hydrated = useHydrated();
  const poster = useHomePoster();
  const news = useHomeNews();
  useDocumentTitle(t('home.title'));

  // doc A §2: /m/index(.html) is where affiliate links land; their codes are kept for registration.
  useEffect(() => {
    if (!/\/index(\.html)?$/.test(location.pathname)) return;
    void import('../../lib/landing/capture-landing').then((m) => m.captureLanding()).catch(() => undefined);
  }, []);

  const name = member.data?.userName ?? session?.userName;
  const since = member.data?.regDate
    ? new Intl.DateTimeFormat(languageTag(language), { dateStyle: 'long' }).format(new Date(member.data.regDate))
    : null;

  return (
    <main id="main" className="page">
      {hydrated && !session && settings.features.googleOneTap ? (
        <Suspense fallback={null}>
          <OneTap />
        </Suspense>
      ) : null}
      {/* A slot keeps its section's height only when the platform found something for it (decision 043). */}
      <div className={poster ? 'home-slot home-slot--banners' : 'home-slot'}>{hydrated ? <HomeBanners /> : <BannerPoster />}</div>
      <div className={news ? 'home-slot home-slot--marquee' : 'home-slot'}>{hydrated ? <HomeMarquee /> : <MarqueeWait />}</div>
      <section className="card" aria-labelledby="account-heading">
        {session && name ? (
          <>
            <h2 id="account-heading" className="page__title">
              {t('home.welcome', { name })}
            </h2>
            {since ? <p className="muted">{t('home.member_since', { date: since })}</p> : null}
            <Button variant="secondary" block busy={logout.isPending} onClick={() => logout.mutate()}>
              {logout.isPending ? t('home.signing_out') : t('home.sign_out')}
            </Button>
          </>
        ) : (
          <>
            <h2 id="account-heading" className="page__title">
              {t('home.signed_out')}
            </h2>
            <Link href="/register" className="button button--primary button--block">
              {t('register.create_account')}
            </Link>
          </>
        )}
      </section>
      {session ? <RankProgressCard /> : null}
      <section className="card">
        <LanguageSwitcher supported={settings.languages} />
      </section>
      {/* Last on the page, arriving at once after hydration: nothing below it to move. */}
      {hydrated ? <HomeMore signedIn={session !== null} clubLabel={member.data?.clubLabel} /> : null}
      {hydrated ? <HomePopups /> : null}
    </main>
  );
}
