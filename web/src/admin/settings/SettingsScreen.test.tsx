// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { contract, defaultSettings, type AdminSettingsDto, type MessageKey } from '@conf/common';
import { messageOf, person, renderScreen } from '../../test/dom';
import { refusal, reply, standInApi } from '../../test/stand-in-api';
import { en } from '../../test/fixtures';
import { ConsoleEnvContext, type ConsoleEnv } from '../shell/env';
import { PreferencesProvider } from '../shell/preferences';
import { SettingsScreen } from './SettingsScreen';

const env: ConsoleEnv = { route: (path) => path, siteUrl: (path) => path, dataLocale: 'en' };
const stored: AdminSettingsDto = { settings: defaultSettings(), updated: {} };

function renderSettings(at = '/admin/settings') {
  return renderScreen(
    <ConsoleEnvContext.Provider value={env}>
      <PreferencesProvider language={{ locale: 'en', setLocale: () => undefined }}>
        <SettingsScreen />
      </PreferencesProvider>
    </ConsoleEnvContext.Provider>,
    { path: '/admin/settings', at },
  );
}

const card = (currency: string) =>
  document.querySelector<HTMLElement>(`[data-currency="${currency}"]`)!;
const inCard = (currency: string, label: string) =>
  within(card(currency)).getByLabelText(new RegExp(`^${label}$`));
const save = () => screen.getByRole('button', { name: new RegExp(en('admin.save')) });

/** Opens the bank tab, types into one account's fields and presses save. */
async function saveAccount(
  user: ReturnType<typeof person>,
  currency: string,
  typed: [label: MessageKey, text: string][],
) {
  renderSettings();
  await waitFor(() => expect(card(currency)).toBeTruthy());
  for (const [label, text] of typed) await user.fill(inCard(currency, en(label)), text);
  await user.click(save());
}

describe('the settings screen of the console', () => {
  it("checks an account with common's schema before sending, keeping what was typed", async () => {
    const user = person();
    const requests = standInApi([
      { route: contract.settings.get, answer: () => reply(contract.settings.get, stored) },
    ]);
    await saveAccount(user, 'AZN', [
      ['settings.bank.beneficiary', 'Institute'],
      ['settings.bank.iban', 'nope'],
    ]);
    await waitFor(() =>
      expect(messageOf(inCard('AZN', en('settings.bank.iban')))).toBe(en('validation.iban')),
    );
    expect((inCard('AZN', en('settings.bank.beneficiary')) as HTMLInputElement).value).toBe(
      'Institute',
    );
    expect(requests.filter((r) => r.route === contract.settings.update)).toEqual([]);
    // The file's first render builds antd's styles: slow on a busy machine.
  }, 120_000);

  it("sends only its section, and shows the API's refusal under the field it names", async () => {
    const user = person();
    const requests = standInApi([
      { route: contract.settings.get, answer: () => reply(contract.settings.get, stored) },
      {
        route: contract.settings.update,
        answer: () =>
          refusal(422, {
            message: 'The data is invalid',
            errors: { 'bank.EUR.swift': ['The bank refuses this code'] },
          }),
      },
    ]);
    await saveAccount(user, 'EUR', [
      ['settings.bank.iban', 'de89 3704 0044 0532 0130 00'],
      ['settings.bank.swift', 'COBADEFF'],
    ]);
    await waitFor(() =>
      expect(messageOf(inCard('EUR', en('settings.bank.swift')))).toBe(
        'The bank refuses this code',
      ),
    );
    const sent = requests.find((r) => r.route === contract.settings.update)!.body as {
      bank: { EUR: { iban: string } };
    };
    expect(Object.keys(sent)).toEqual(['bank']);
    expect(sent.bank.EUR.iban).toBe('DE89370400440532013000');
    expect((inCard('EUR', en('settings.bank.swift')) as HTMLInputElement).value).toBe('COBADEFF');
  });

  it('opens the tab named in the address and adds associates in order', async () => {
    const user = person();
    standInApi([
      { route: contract.settings.get, answer: () => reply(contract.settings.get, stored) },
    ]);
    renderSettings('/admin/settings?section=associates');
    await screen.findByText(en('settings.associates.none'));
    await user.click(
      screen.getByRole('button', { name: new RegExp(en('settings.associates.add')) }),
    );
    await user.click(
      screen.getByRole('button', { name: new RegExp(en('settings.associates.add')) }),
    );
    const names = screen.getAllByLabelText(/^Name \(English\)$/);
    await user.fill(names[0]!, 'First');
    await user.fill(names[1]!, 'Second');
    await user.click(
      screen.getByRole('button', { name: en('settings.associates.up').replace('{number}', '2') }),
    );
    const after = screen.getAllByLabelText(/^Name \(English\)$/) as HTMLInputElement[];
    expect(after.map((i) => i.value)).toEqual(['Second', 'First']);
  });
});
