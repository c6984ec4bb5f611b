// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { contract, formatMessage, type CountryDto, type Locale } from '@conf/common';
import { byLabel, messageOf, person, renderScreen } from '../test/dom';
import { refusal, reply, standInApi } from '../test/stand-in-api';
import { en, initialData } from '../test/fixtures';
import { Component as RegisterPage } from './RegisterPage';

const field = byLabel;
// The form loads the countries on its own (they are not in the page state).
const initial = {
  route: contract.initialData.countries,
  answer: () => reply(contract.initialData.countries, { data: initialData.countries }),
};

async function fillIn(user: ReturnType<typeof person>) {
  const type = (label: string, text: string) => user.type(field(en(label as never)), text);
  await type('auth.field.name', 'Ada');
  await type('auth.field.surname', 'Example');
  await type('auth.field.email', 'ada@example.org');
  await type('auth.field.password', 'long-enough-1');
  await user.type(field(en('auth.field.country')), 'Azerb');
  await user.click(await screen.findByRole('option', { name: 'Azerbaijan' }));
  await type('auth.field.phone', '501234567');
  await type('auth.field.city', 'Baku');
  await type('auth.field.institution', 'Example Institute');
  await user.selectOptions(field(en('auth.field.academicDegree')), 'phd');
  await user.selectOptions(field(en('auth.field.academicTitle')), 'professor');
}

describe('the sign-up form', () => {
  it('marks every required field that is empty', async () => {
    const user = person();
    const requests = standInApi([initial]);
    renderScreen(<RegisterPage />);
    await user.click(screen.getByRole('button', { name: en('auth.register.submit') }));
    for (const label of ['auth.field.name', 'auth.field.city', 'auth.field.institution'] as const) {
      await waitFor(() => expect(messageOf(field(en(label)))).toBe(en('validation.required')));
    }
    expect(requests.every((r) => r.route === contract.initialData.countries)).toBe(true);
  });

  it('shows the API’s refusal of a field under that field, with the phone prefix of the country', async () => {
    const user = person();
    const requests = standInApi([
      initial,
      {
        route: contract.auth.register,
        answer: () =>
          refusal(422, {
            message: 'Correct the marked fields',
            errors: { email: ['Enter a valid e-mail address'] },
          }),
      },
    ]);
    renderScreen(<RegisterPage />);
    await fillIn(user);
    expect((field(en('auth.field.phonePrefix')) as HTMLInputElement).value).toBe('+994');
    await user.click(screen.getByRole('button', { name: en('auth.register.submit') }));
    await waitFor(() =>
      expect(messageOf(field(en('auth.field.email')))).toBe('Enter a valid e-mail address'),
    );
    const sent = requests.find((r) => r.route === contract.auth.register);
    expect(sent?.body).toMatchObject({ email: 'ada@example.org', countryId: 15, locale: 'en' });
  });

  // Registration answers alike for a new and a taken address (docs/security.md, item 5).
  it('asks to open the mailed link once the API has accepted the sign-up (202)', async () => {
    const user = person();
    standInApi([
      initial,
      {
        route: contract.auth.register,
        answer: () => reply(contract.auth.register, { success: true }, 202),
      },
    ]);
    renderScreen(<RegisterPage />);
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: en('auth.register.submit') }));
    const notice = await screen.findByRole('status');
    expect(notice.textContent).toBe(
      formatMessage('en', 'auth.register.checkMail', { email: 'ada@example.org' }),
    );
  });
});

/** Countries whose everyday names differ from their official ones, in the reader's language. */
function countriesIn(locale: Locale) {
  const all: Omit<CountryDto, 'name'>[] = [
    { id: 15, code: 'AZ', nameEn: 'Azerbaijan', nameAz: 'Azərbaycan', phoneCode: '+994' },
    { id: 20, code: 'TR', nameEn: 'Türkiye', nameAz: 'Türkiyə', phoneCode: '+90' },
    { id: 21, code: 'TM', nameEn: 'Turkmenistan', nameAz: 'Türkmənistan', phoneCode: '+993' },
    { id: 22, code: 'CZ', nameEn: 'Czechia', nameAz: 'Çexiya', phoneCode: '+420' },
    { id: 23, code: 'GB', nameEn: 'United Kingdom', nameAz: 'Birləşmiş Krallıq', phoneCode: '+44' },
  ];
  const data = all.map((c) => ({ ...c, name: locale === 'az' ? c.nameAz : c.nameEn }));
  return {
    route: contract.initialData.countries,
    answer: () => reply(contract.initialData.countries, { data }),
  };
}

/** The countries the search lists (the list the country box controls). */
const optionNames = () => {
  const box = screen.getByRole('combobox', { name: /^(Country|Ölkə)/ });
  const list = document.getElementById(box.getAttribute('aria-controls')!)!;
  return within(list)
    .queryAllByRole('option')
    .map((o) => o.textContent);
};

describe('the country search of the sign-up form', () => {
  it('finds Türkiye by "Turkey", Czechia by its old name, and needs no accents', async () => {
    const user = person();
    standInApi([countriesIn('en')]);
    renderScreen(<RegisterPage />);
    const country = field(en('auth.field.country'));
    await user.type(country, 'Turkey');
    await waitFor(() => expect(optionNames()).toEqual(['Türkiye']));
    await user.clear(country);
    await user.type(country, 'turk');
    expect(optionNames()).toEqual(['Türkiye', 'Turkmenistan']);
    await user.clear(country);
    await user.type(country, 'Czech Republic');
    expect(optionNames()).toEqual(['Czechia']);
    await user.clear(country);
    await user.type(country, 'Narnia');
    expect(optionNames()).toEqual([]);
    expect(screen.getByRole('status').textContent).toBe(
      formatMessage('en', 'auth.field.countryNone', { typed: 'Narnia' }),
    );
  });

  it('chooses by keyboard in Azerbaijani, fills the phone prefix, and Enter does not send the form', async () => {
    const user = person();
    const requests = standInApi([countriesIn('az')]);
    renderScreen(<RegisterPage />, { locale: 'az' });
    const country = field(formatMessage('az', 'auth.field.country'));
    // "turkiye" without its accents, and an English alias typed on an /az page, both find it.
    await user.type(country, 'turkiye');
    await waitFor(() => expect(optionNames()).toEqual(['Türkiyə']));
    await user.clear(country);
    await user.type(country, 'Böyük Britaniya');
    expect(optionNames()).toEqual(['Birləşmiş Krallıq']);
    await user.clear(country);
    await user.type(country, 'Turkey');
    await user.keyboard('{ArrowDown}{Enter}');
    expect((country as HTMLInputElement).value).toBe('Türkiyə');
    expect(optionNames()).toEqual([]);
    const prefix = field(formatMessage('az', 'auth.field.phonePrefix')) as HTMLInputElement;
    expect(prefix.value).toBe('+90');
    expect(requests.some((r) => r.route === contract.auth.register)).toBe(false);
  });

  it('takes the one country left when the box is left, and undoes a search that chose nothing', async () => {
    const user = person();
    standInApi([countriesIn('en')]);
    renderScreen(<RegisterPage />);
    const country = field(en('auth.field.country')) as HTMLInputElement;
    await user.type(country, 'Turkey');
    await waitFor(() => expect(optionNames()).toEqual(['Türkiye']));
    await user.tab();
    expect(country.value).toBe('Türkiye');
    await user.clear(country);
    await user.type(country, 'turk');
    await user.tab();
    // Two countries matched: the earlier choice stands.
    expect(country.value).toBe('Türkiye');
  });
});
