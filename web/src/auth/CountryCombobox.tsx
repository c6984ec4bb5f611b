import { useEffect, useId, useMemo, useState, type KeyboardEvent } from 'react';
import { countryMatches, foldForSearch, type CountryDto } from '@conf/common';
import { useT } from '../app/intl';

interface CountryComboboxProps {
  /** The field's id and aria attributes (Field), put on the text box. */
  field: {
    id: string;
    'aria-invalid': boolean;
    'aria-describedby'?: string;
    'aria-required'?: boolean;
  };
  countries: CountryDto[];
  loading: boolean;
  /** The chosen country's id, '' for none. */
  value: string;
  onChange: (countryId: string) => void;
}

/**
 * The sign-up form's country: a text box that lists the countries matching what is typed, by
 * common's country search (names in both languages, aliases such as "Turkey", no accents needed),
 * and a choice by mouse or keyboard (arrows, Enter, Escape), after the ARIA combobox pattern.
 * Plain elements rather than antd's Select: the public pages do not load antd.
 */
export function CountryCombobox({
  field,
  countries,
  loading,
  value,
  onChange,
}: CountryComboboxProps) {
  const t = useT();
  const listId = useId();
  const chosen = countries.find((c) => String(c.id) === value);
  const [typed, setTyped] = useState<string | null>(null);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const text = typed ?? chosen?.name ?? '';
  const matches = useMemo(
    () => (typed === null ? countries : countries.filter((c) => countryMatches(c, typed))),
    [countries, typed],
  );
  const shown = open && !loading;
  const activeCountry = shown ? matches[active] : undefined;

  const activeId = activeCountry ? `${listId}-${activeCountry.id}` : undefined;
  // The highlighted country stays in sight as the arrows move through a long list.
  useEffect(() => {
    if (activeId) document.getElementById(activeId)?.scrollIntoView?.({ block: 'nearest' });
  }, [activeId]);

  const choose = (country: CountryDto | undefined) => {
    if (country) onChange(String(country.id));
    setTyped(null);
    setOpen(false);
  };
  /** Leaving the box: a name typed out in full counts as chosen; anything else is undone. */
  const leave = () => {
    if (typed !== null) {
      const folded = foldForSearch(typed);
      const exact = countries.find((c) =>
        [c.name, c.nameEn, c.nameAz].some((n) => foldForSearch(n) === folded),
      );
      // Else the one country left by the search ("Turkey" leaves Türkiye).
      const found = exact ?? (matches.length === 1 ? matches[0] : undefined);
      if (folded === '') onChange('');
      else if (found) onChange(String(found.id));
    }
    setTyped(null);
    setOpen(false);
  };
  const move = (by: number) => {
    setOpen(true);
    if (!open) return setActive(chosen ? Math.max(0, matches.indexOf(chosen)) : 0);
    if (matches.length > 0) setActive((active + by + matches.length) % matches.length);
  };
  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault();
      move(e.key === 'ArrowDown' ? 1 : -1);
    } else if (e.key === 'Enter' && shown) {
      // Enter chooses the highlighted country; it does not send the form.
      e.preventDefault();
      choose(activeCountry);
    } else if (e.key === 'Escape' && open) {
      e.preventDefault();
      setTyped(null);
      setOpen(false);
    }
  };

  return (
    <div className="combobox">
      <input
        {...field}
        type="text"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={shown}
        aria-controls={listId}
        aria-activedescendant={activeId}
        autoComplete="off"
        placeholder={loading ? t('site.loading') : t('auth.field.countrySearch')}
        value={text}
        onChange={(e) => {
          setTyped(e.target.value);
          setActive(0);
          setOpen(true);
        }}
        onClick={() => setOpen(true)}
        onKeyDown={onKeyDown}
        onBlur={leave}
      />
      <ul id={listId} role="listbox" className="combobox__list" hidden={!shown}>
        {shown &&
          matches.map((c) => (
            <li
              key={c.id}
              id={`${listId}-${c.id}`}
              role="option"
              aria-selected={c === activeCountry}
              className={c === activeCountry ? 'combobox__option is-active' : 'combobox__option'}
              // Chosen before the box loses the focus (which would undo the typing).
              onMouseDown={(e) => {
                e.preventDefault();
                choose(c);
              }}
            >
              {c.name}
            </li>
          ))}
      </ul>
      {shown && matches.length === 0 ? (
        <p className="combobox__empty" role="status">
          {t('auth.field.countryNone', { typed: text })}
        </p>
      ) : null}
    </div>
  );
}
