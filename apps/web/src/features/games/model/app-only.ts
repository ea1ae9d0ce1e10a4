import { installPlace } from '../../../lib/install/environment';

export interface LaunchPlace {
  startGameOnlyInApp: boolean;
  inNativeApp: boolean;
  /** An installed home-screen app (display-mode standalone, or iOS navigator.standalone). */
  standalone: boolean;
}

/** Doc E §5: with start-game-only-in-app on, a launch needs the native app or a home-screen install. */
export function mayLaunch({ startGameOnlyInApp, inNativeApp, standalone }: LaunchPlace): boolean {
  return !startGameOnlyInApp || inNativeApp || standalone;
}

export function currentPlace(startGameOnlyInApp: boolean): LaunchPlace {
  const place = installPlace();
  return { startGameOnlyInApp, inNativeApp: place.nativeApp !== null, standalone: place.standalone };
}
