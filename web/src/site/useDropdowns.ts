import { useEffect, type RefObject } from 'react';
import { useLocation } from 'react-router';

/**
 * Menus are <details> elements: keyboard usable (Enter/Space on the summary) and working
 * without JavaScript. This adds what a menu needs beyond that: only one open at a time, closed
 * by Escape (focus returns to its summary), by a click elsewhere and by navigation.
 */
export function useDropdowns(root: RefObject<HTMLElement | null>) {
  const { pathname } = useLocation();

  useEffect(() => {
    root.current?.querySelectorAll('details[open]').forEach((d) => d.removeAttribute('open'));
  }, [pathname, root]);

  useEffect(() => {
    const el = root.current;
    if (!el) return;
    const closeAll = (except?: Element | null) =>
      el.querySelectorAll('details[open]').forEach((d) => {
        if (d !== except) d.removeAttribute('open');
      });
    const onToggle = (event: Event) => {
      const target = event.target as HTMLDetailsElement;
      if (target.open) closeAll(target);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      const open = (event.target as Element).closest('details[open]');
      if (!open) return;
      open.removeAttribute('open');
      open.querySelector<HTMLElement>('summary')?.focus();
    };
    const onDocClick = (event: MouseEvent) => {
      if (!el.contains(event.target as Node)) closeAll();
    };
    el.addEventListener('toggle', onToggle, true);
    el.addEventListener('keydown', onKey);
    document.addEventListener('click', onDocClick);
    return () => {
      el.removeEventListener('toggle', onToggle, true);
      el.removeEventListener('keydown', onKey);
      document.removeEventListener('click', onDocClick);
    };
  }, [root]);
}
