import { describe, expect, it } from 'vitest';
import { contract } from '@conf/common';
import { panelApi } from '../panel/panel-api';
import { reply, standInApi } from '../test/stand-in-api';
import { API_BASE } from '../test/stand-in-api';
import { setLocale } from './locale-slice';
import { createAppStore } from './store';

const NAMES = { en: 'Mechanics', az: 'Mexanika' } as const;

describe('a language switch', () => {
  it('refetches the topic names, which the API writes in the language of the request', async () => {
    standInApi([
      {
        route: contract.theses.topics,
        answer: (request) => {
          const lang = request.headers.get('lang-code') === 'az' ? 'az' : 'en';
          return reply(contract.theses.topics, [{ id: 1, name: NAMES[lang] }]);
        },
      },
    ]);
    const store = createAppStore({ baseUrl: API_BASE }, 'en');
    const sub = store.dispatch(panelApi.endpoints.getTopics.initiate());
    await sub;
    const names = () => panelApi.endpoints.getTopics.select()(store.getState()).data?.[0]?.name;
    expect(names()).toBe('Mechanics');

    store.dispatch(setLocale('az'));
    await expect.poll(names, { timeout: 5000 }).toBe('Mexanika');
    // The same language again changes nothing.
    store.dispatch(setLocale('az'));
    expect(names()).toBe('Mexanika');
    sub.unsubscribe();
  });
});
