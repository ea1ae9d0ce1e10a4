import { FeedbackPage } from '../../features/feedback/components/FeedbackPage';
import { useFeedbackT } from '../../features/feedback/strings';
import { MemberPage } from './member-page';

export default function FeedbackRoute() {
  const t = useFeedbackT();
  return (
    <MemberPage title={t('feedback.title')}>
      <FeedbackPage />
    </MemberPage>
  );
}
