import { Tabs } from 'antd';
import { useSearchParams } from '../../app/search-params';
import { SETTINGS_SECTION_NAMES, type SettingsSection } from '@conf/common';
import { useT } from '../../app/intl';
import { PageHeader } from '../shell/PageHeader';
import { ScreenError, ScreenLoading } from '../shell/Screen';
import { AssociatesSection } from './AssociatesSection';
import {
  BankSection,
  ContactsSection,
  CounterSection,
  QuotasSection,
  ReviewSection,
  ZoomSection,
} from './sections';
import { useGetAdminSettingsQuery } from './settings-api';

const SECTIONS: Record<SettingsSection, typeof BankSection> = {
  bank: BankSection,
  contacts: ContactsSection,
  associates: AssociatesSection,
  zoom: ZoomSection,
  counter: CounterSection,
  review: ReviewSection,
  quotas: QuotasSection,
};

const isSection = (v: string | null): v is SettingsSection =>
  v !== null && (SETTINGS_SECTION_NAMES as string[]).includes(v);

/**
 * /admin/settings: the conference's settings, one tab per section (the tab is in the address, so
 * a reload or a shared link opens the same one). A later feature's section appears here once it
 * is in common's SETTINGS_SECTIONS and in the table above.
 */
export function SettingsScreen() {
  const t = useT();
  const [params, setParams] = useSearchParams();
  const query = useGetAdminSettingsQuery();
  const tab = params.get('section');
  const active: SettingsSection = isSection(tab) ? tab : 'bank';
  const data = query.data;
  return (
    <>
      <PageHeader title={t('settings.title')} />
      {query.isLoading ? (
        <ScreenLoading />
      ) : query.error || !data ? (
        <ScreenError error={query.error} retry={() => void query.refetch()} />
      ) : (
        <Tabs
          activeKey={active}
          onChange={(key) => setParams({ section: key }, { replace: true })}
          items={SETTINGS_SECTION_NAMES.map((name) => {
            const Section = SECTIONS[name];
            return {
              key: name,
              label: t(`settings.section.${name}`),
              // Remounted after each save of its section: the form starts from what was stored.
              children: <Section key={data.updated[name]?.at ?? 'never'} data={data} />,
            };
          })}
        />
      )}
    </>
  );
}
