import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import { Loading } from './Loading';
import { screens, type ScreenKey } from './route-table';
import { useRouteGuard } from './use-route-guard';

type Loader = () => Promise<{ default: ComponentType }>;

function lazyEach<K extends string>(loaders: Record<K, Loader>): Record<K, LazyExoticComponent<ComponentType>> {
  const out = {} as Record<K, LazyExoticComponent<ComponentType>>;
  for (const key of Object.keys(loaders) as K[]) out[key] = lazy(loaders[key]);
  return out;
}

// Each screen is its own chunk so the first load carries only the screen opened.
const lazyScreens: Record<ScreenKey, LazyExoticComponent<ComponentType>> = lazyEach(screens);

function GuardedScreen() {
  const { entry, show } = useRouteGuard();
  const Screen = lazyScreens[entry.screen];
  return show ? <Screen /> : <Loading />;
}

/**
 * Renders the route table's screen for the address, once its guard lets it through. The guard
 * sits inside the Suspense boundary: its re-render when hydration ends must not reach a boundary
 * still waiting for its screen's chunk, which React would then draw afresh, dropping what a
 * player typed into the prerendered form.
 */
export function AppRoutes() {
  return (
    <Suspense fallback={<Loading />}>
      <GuardedScreen />
    </Suspense>
  );
}
