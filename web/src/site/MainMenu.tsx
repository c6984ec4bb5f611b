import { useEffect, useId, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { useT } from '../app/intl';
import { LocalNavLink } from '../app/LocalLink';
import { MAIN_MENU, isGroup } from './menu';
import { useDropdowns } from './useDropdowns';

/**
 * The main menu. On wide screens groups open as dropdowns; on phones the whole menu folds
 * behind a toggle (only once JavaScript runs: without it the menu stays unfolded and usable).
 */
export function MainMenu() {
  const t = useT();
  const listId = useId();
  const navRef = useRef<HTMLElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState(false);
  const { pathname } = useLocation();
  useDropdowns(navRef);
  useEffect(() => setOpen(false), [pathname]);

  // The open phone menu closes on Escape (focus back on its toggle) and on a click elsewhere.
  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || (event.target as Element).closest?.('details[open]')) return;
      setOpen(false);
      toggleRef.current?.focus();
    };
    const onClick = (event: MouseEvent) => {
      if (!navRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('click', onClick);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('click', onClick);
    };
  }, [open]);

  return (
    <nav ref={navRef} className="main-nav" aria-label={t('site.nav.label')}>
      <button
        ref={toggleRef}
        type="button"
        className="main-nav__toggle"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((o) => !o)}
      >
        <span className="main-nav__burger" aria-hidden="true" />
        {t('site.nav.menu')}
      </button>
      <ul id={listId} className={`main-nav__list${open ? ' is-open' : ''}`}>
        {MAIN_MENU.map((entry) =>
          isGroup(entry) ? (
            <li key={entry.labelKey} className="main-nav__group">
              <details>
                <summary>{t(entry.labelKey)}</summary>
                <ul className="main-nav__submenu">
                  {entry.items.map((item) => (
                    <li key={item.to}>
                      <LocalNavLink to={item.to}>{t(item.labelKey)}</LocalNavLink>
                    </li>
                  ))}
                </ul>
              </details>
            </li>
          ) : (
            <li key={entry.to}>
              <LocalNavLink to={entry.to}>{t(entry.labelKey)}</LocalNavLink>
            </li>
          ),
        )}
      </ul>
    </nav>
  );
}
