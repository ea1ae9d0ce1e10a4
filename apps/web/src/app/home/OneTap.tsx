import { useLocation } from 'wouter';
import { OneTapSignIn } from '../../features/sign-in/components/social/OneTapSignIn';
import { useFinishSignIn } from '../use-finish-sign-in';

/** Google one-tap on home (decision 033), with what finishes a sign-in: one chunk, loaded only where it can show. */
export default function OneTap() {
  const finish = useFinishSignIn(null);
  const [, navigate] = useLocation();
  return <OneTapSignIn onSignedIn={(value) => void finish(value, 'firebase')} onUseExistingAccount={() => navigate('/login')} />;
}
