import { Button, Input, Select } from 'antd';
import { LOCALES } from '@conf/common';
import { useT } from '../../app/intl';
import { LANGUAGE_NAMES } from '../shell/languages';

/** Search, language and publication filters of the pages and news lists. */
export function ContentFilters({
  params,
  update,
  reset,
}: {
  params: Record<string, string>;
  update: (patch: Record<string, string | undefined>) => void;
  reset: () => void;
}) {
  const t = useT();
  return (
    <div className="admin-toolbar" role="search">
      <label>
        {t('admin.search')}
        <Input.Search
          allowClear
          defaultValue={params.q}
          key={params.q ?? ''}
          onSearch={(q) => update({ q: q.trim() || undefined })}
          style={{ width: 260 }}
        />
      </label>
      <label>
        {t('admin.content.language')}
        <Select
          value={params.locale ?? ''}
          style={{ width: 160 }}
          onChange={(locale: string) => update({ locale: locale || undefined })}
          options={[
            { value: '', label: t('admin.all') },
            ...LOCALES.map((l) => ({ value: l, label: LANGUAGE_NAMES[l] })),
          ]}
        />
      </label>
      <label>
        {t('admin.content.status')}
        <Select
          value={params.published ?? ''}
          style={{ width: 160 }}
          onChange={(published: string) => update({ published: published || undefined })}
          options={[
            { value: '', label: t('admin.all') },
            { value: 'true', label: t('admin.content.published') },
            { value: 'false', label: t('admin.content.draft') },
          ]}
        />
      </label>
      <Button onClick={reset}>{t('admin.filters.reset')}</Button>
    </div>
  );
}
