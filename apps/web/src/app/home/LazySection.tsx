import { Component, lazy, Suspense, useState, type ComponentType, type ReactNode } from 'react';
import { useT } from '../../lib/i18n/keys';

const SECTIONS_MARK = 'portico:home-sections';

type Loader<P> = () => Promise<{ default: ComponentType<P> }>;

interface LazySectionProps<P> {
  load: Loader<P>;
  props: P;
  /** Shown while the chunk and its strings load: a box of the section's size, so nothing shifts. */
  fallback: ReactNode;
}

/**
 * One home section (decision 028): its own chunk, loaded after hydration; a chunk that fails to
 * download shows a retry in its place and leaves the rest of home working. A rejected lazy()
 * stays rejected, so the retry makes a new one (in the click handler, never during render).
 */
export function LazySection<P extends object>({ load, props, fallback }: LazySectionProps<P>) {
  const [chunk, setChunk] = useState(() => {
    // e2e/budget.spec.ts counts home's first load as what was requested before this mark.
    if (typeof performance !== 'undefined' && performance.getEntriesByName(SECTIONS_MARK).length === 0) performance.mark(SECTIONS_MARK);
    return { attempt: 0, Section: lazy(load) };
  });
  const { Section } = chunk;
  return (
    <ChunkBoundary key={chunk.attempt} onRetry={() => setChunk(({ attempt }) => ({ attempt: attempt + 1, Section: lazy(load) }))}>
      <Suspense fallback={fallback}>
        <Section {...props} />
      </Suspense>
    </ChunkBoundary>
  );
}

class ChunkBoundary extends Component<{ children: ReactNode; onRetry: () => void }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? <RetryChunk onRetry={this.props.onRetry} /> : this.props.children;
  }
}

function RetryChunk({ onRetry }: { onRetry: () => void }) {
  const t = useT();
  return (
    <div className="card" role="alert">
      <p className="muted">{t('common.network_error')}</p>
      <button type="button" className="button button--secondary" onClick={onRetry}>
        {t('common.retry')}
      </button>
    </div>
  );
}
