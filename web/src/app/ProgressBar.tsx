import { useEffect, useState } from 'react';
import { useNavigation } from 'react-router';
import { UI_TIMINGS } from '@conf/common';
import { useRequestsBusy } from './busy';

type Phase = 'hidden' | 'running' | 'done';

/**
 * A thin bar at the top of the page while navigations or requests are pending. It appears only
 * after the throttle (200 ms) so that fast answers cause no flicker, and creeps towards the end
 * over the configured duration (5000 ms); CSS does the animation.
 */
export function ProgressBar() {
  const navigation = useNavigation();
  const apiBusy = useRequestsBusy();
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
