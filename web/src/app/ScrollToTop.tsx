import { useEffect } from 'react';
import { useLocation } from 'react-router';

/** Scroll resets to the top on navigation (spec §2); links to an anchor keep their target. */
export function ScrollToTop() {
  const { pathname, hash } = useLocation();
  useEffect(() => {
    if (!hash) window.scrollTo(0, 0);
  }, [pathname, hash]);
  return null;
}
