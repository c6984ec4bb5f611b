import { beforeAll, describe, expect, it } from 'vitest';
import { contract } from '@conf/common';
import { apiCall, apiLogin } from './support/api';
import { acceptAbstract, registerAuthor, submitAbstract } from './support/authors';
import { az, control as field } from './support/site';
import { browserStory } from './support/story';

/**
 * Issue 12 item 1: organisers fill in the bank details per currency in /admin/settings, and the
 * pay page shows each author the account of their fee's currency (AZN at home, EUR abroad); the
 * footer shows the contacts and associates saved there, without a restart.
 */
const story = browserStory();
const { baseUrl, dataDir } = story;
let adminToken: string;
// The console opens in Azerbaijani (the organisers' own language) until one chooses otherwise:
// its labels are read with `az`.

const stamp = Date.now().toString(36);
const password = 'e2e-password-1';
const poll = <T>(fn: () => Promise<T>) => expect.poll(fn, { timeout: 15_000 });

const AZN_IBAN = 'AZ21NABZ00000000137010001944';
const EUR_IBAN = 'DE89370400440532013000';

beforeAll(async () => {
  adminToken = await story.adminToken();
});

/** A page of this test, signed in as `email`. */
const signedIn = async (email: string, pass: string) =>
  story.page({ token: await apiLogin(baseUrl, email, pass) });

describe('conference settings', () => {
  it('lets an organiser enter both accounts; a bad IBAN is explained and nothing typed is lost', async () => {
    const { page, errors } = await story.page({ token: adminToken });
    await page.goto('/admin/settings', { waitUntil: 'networkidle' });
    await page.getByRole('heading', { name: az('settings.title') }).waitFor();
    const azn = page.locator('[data-currency="AZN"]');
    const eur = page.locator('[data-currency="EUR"]');
    await field(azn, az('settings.bank.beneficiary')).fill(
      'Institute of Mathematics and Mechanics',
    );
    await field(azn, az('settings.bank.bankName')).fill('Kapital Bank');
    await field(azn, az('settings.bank.iban')).fill('AZ21 not an iban');
    await field(eur, az('settings.bank.beneficiary')).fill('IMM Foreign Account');
    await field(eur, az('settings.bank.iban')).fill(EUR_IBAN);
    await field(eur, az('settings.bank.swift')).fill('cobadeffxxx');
    await page.getByRole('button', { name: az('admin.save') }).click();

    await azn.getByText(az('validation.iban')).waitFor();
    expect(await field(azn, az('settings.bank.beneficiary')).inputValue()).toBe(
      'Institute of Mathematics and Mechanics',
    );
    expect(await field(eur, az('settings.bank.iban')).inputValue()).toBe(EUR_IBAN);

    await field(azn, az('settings.bank.iban')).fill('az21 nabz 0000 0000 1370 1000 1944');
    await page.getByRole('button', { name: az('admin.save') }).click();
    await page.getByText(az('admin.saved')).first().waitFor();
    // The form starts again from what was stored: normalised as the authors will see it.
    await poll(() => field(azn, az('settings.bank.iban')).inputValue()).toBe(AZN_IBAN);
    const { body } = await apiCall(baseUrl, contract.settings.get, undefined, {
      token: adminToken,
    });
    expect(body.settings.bank.EUR.swift).toBe('COBADEFFXXX');
    expect(errors).toEqual([]);
  });

  it('shows each author the account of their fee: AZN at home, EUR abroad', async () => {
    const cases = [
      { countryCode: 'AZ', iban: AZN_IBAN, other: EUR_IBAN, amount: '30 AZN' },
      { countryCode: 'TR', iban: EUR_IBAN, other: AZN_IBAN, amount: '50 EUR' },
    ];
    for (const c of cases) {
      const email = `settings-${c.countryCode.toLowerCase()}-${stamp}@example.org`;
      const author = await registerAuthor(baseUrl, dataDir, {
        email,
        password,
        countryCode: c.countryCode,
      });
      const thesis = await submitAbstract(baseUrl, author, `Waves ${c.countryCode} ${stamp}`);
      await acceptAbstract(baseUrl, adminToken, thesis.id);
      const { page, errors } = await signedIn(email, password);
      await page.goto(`/user/panel/theses/pay/${thesis.id}`, { waitUntil: 'networkidle' });
      const bank = page.locator('.bank-details');
      await bank.waitFor();
      expect(await bank.textContent()).toContain(c.iban);
      expect(await bank.textContent()).not.toContain(c.other);
      expect(await page.locator('main, body').first().textContent()).toContain(c.amount);
      expect(errors).toEqual([]);
    }
  });

  it('puts the saved contacts and an associate without a logo in the footer at once', async () => {
    const res = await apiCall(
      baseUrl,
      contract.settings.update,
      {
        body: {
          contacts: { phone: '+994 12 539 39 09', email: `info-${stamp}@example.org` },
          associates: {
            items: [{ name: { en: 'Academy of Sciences', az: 'Elmlər Akademiyası' }, url: '' }],
          },
        },
      },
      { token: adminToken },
    );
    expect(res.status).toBe(200);
    const { page } = await story.page();
    await page.goto('/az', { waitUntil: 'networkidle' });
    const footer = page.locator('footer.site-footer');
    expect(await footer.textContent()).toContain(`info-${stamp}@example.org`);
    expect(await footer.locator('.associates').textContent()).toContain('Elmlər Akademiyası');
  });
});
