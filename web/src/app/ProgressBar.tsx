import { useEffect, useState } from 'react';
import { useNavigation } from 'react-router';
import { UI_TIMINGS } from '@conf/common';
import { SILENT_ENDPOINTS } from './api';
import { useAppSelector } from './hooks';
import type { RootState } from './store';

interface RequestEntry {
  status?: string;
  endpointName?: string;
}

/** True while a request that shows the loader is in flight (spec §7). */
export function selectBusy(state: RootState): boolean {
  const entries = [...Object.values(state.api.queries), ...Object.values(state.api.mutations)] as (
    RequestEntry | undefined
  )[];
  return entries.some(
    (e) => e?.status === 'pending' && !SILENT_ENDPOINTS.has(e.endpointName ?? ''),
  );
}

type Phase = 'hidden' | 'running' | 'done';

/**
 * A thin bar at the top of the page while navigations or requests are pending. It appears only
 * after the throttle (200 ms) so that fast answers cause no flicker, and creeps towards the end
 * over the configured duration (5000 ms); CSS does the animation.
 */
export function ProgressBar() {
  const navigation = useNavigation();
  const apiBusy = useAppSelector(selectBusy);
  const busy = navigation.state !== 'idle' || apiBusy;
  const [phase, setPhase] = useState<Phase>('hidden');

  useEffect(() => {
    if (busy) {
      const timer = setTimeout(() => setPhase('running'), UI_TIMINGS.progressThrottleMs);
      return () => clearTimeout(timer);
    }
    setPhase((p) => (p === 'running' ? 'done' : p));
    const timer = setTimeout(() => setPhase('hidden'), 400);
    return () => clearTimeout(timer);
  }, [busy]);

  return (
    <div
      className={`progress-bar progress-bar--${phase}`}
      style={{ ['--progress-duration' as string]: `${UI_TIMINGS.progressDurationMs}ms` }}
      role="progressbar"
      aria-hidden={phase === 'hidden'}
      aria-valuetext={phase === 'running' ? 'loading' : undefined}
    />
  );
}
