import { use } from 'react';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { ClubLabel } from '@portico/contract/member';
import type { LanguageCode } from '@portico/contract/languages';
import { useCurrentLanguage } from '../../lib/i18n/i18n';
import { GameLanes } from '../../features/games/components/GameLanes';
import { gameLanesQueryOptions } from '../../features/games/api/get-game-lanes';
import { ActivityList } from '../../features/activities/components/ActivityList';
import { activitiesQueryOptions } from '../../features/activities/api/get-activities';
import { ReferralEntry } from '../../features/referral/components/ReferralEntry';
import { VipEntry } from '../../features/vip/components/VipBenefitsPage';
import MemberCentreEntry from '../../features/member-centre/components/MemberCentreEntry';
import CustomerServiceSection from '../../features/customer-service/components/CustomerServiceSection';
import { customerServiceScriptQueryOptions } from '../../features/customer-service/api/get-customer-service-script';

export interface HomeMoreProps {
  signedIn: boolean;
  clubLabel: ClubLabel | null | undefined;
}

// One wait per language and client: the same promise on every render, so React's `use` settles once.
const waits = new WeakMap<QueryClient, Map<LanguageCode, Promise<unknown>>>();

/** The sections' data, fetched together; a failed call settles too (its section shows its own retry). */
function dataOf(client: QueryClient, language: LanguageCode): Promise<unknown> {
  const mine = waits.get(client) ?? new Map<LanguageCode, Promise<unknown>>();
  waits.set(client, mine);
  let wait = mine.get(language);
  if (!wait) {
    wait = Promise.all([
      client.prefetchQuery(gameLanesQueryOptions()),
      client.prefetchQuery(activitiesQueryOptions(language)),
      client.prefetchQuery(customerServiceScriptQueryOptions(language)),
    ]);
    mine.set(language, wait);
  }
  return wait;
}

/**
 * Home below the fold (decisions 028–030): the member's way in, games, activities, the referral entry
 * and customer service. They arrive together — chunk, strings and data — at the end of the page, so
 * none of them pushes another (or anything above) once it is on screen.
 */
export default function HomeMore({ signedIn, clubLabel }: HomeMoreProps) {
  const language = useCurrentLanguage();
  use(dataOf(useQueryClient(), language));
  return (
    <>
      {signedIn ? (
        <section className="card">
          <VipEntry label={clubLabel} />
          <MemberCentreEntry />
        </section>
      ) : null}
      <GameLanes />
      <ActivityList />
      <ReferralEntry />
      <CustomerServiceSection labelId={clubLabel?.labelId ?? null} />
    </>
  );
}
