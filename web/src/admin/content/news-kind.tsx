import { Input } from 'antd';
import { contract, newsCreateSchema, newsUpdateSchema, type AdminNewsDto } from '@conf/common';
import { useT } from '../../app/intl';
import { FormField } from '../../panel/shared/FormField';
import { kindEndpoints } from './content-api';
import { TextAreaField } from './ContentFields';
import type { ContentKind, ContentValues, KindFieldsProps } from './content-kind';

export interface NewsValues extends ContentValues {
  summary: string;
  /** The datetime-local input's text, in the organiser's own time. */
  publishedAt: string;
}

/** An ISO instant as a datetime-local value ("2025-09-03T10:30") in the browser's time zone. */
export function toLocalInput(iso: string): string {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return '';
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/** A news item's own fields: its publication date and its summary. */
function NewsFields({ slot, ...form }: KindFieldsProps<NewsValues>) {
  const t = useT();
  const { values, errors, set } = form;
  if (slot === 'row') {
    return (
      <FormField label={t('admin.content.publishedAt')} error={errors.publishedAt} required>
        {(id) => (
          <Input
            id={id}
            type="datetime-local"
            value={values.publishedAt}
            onChange={(e) => set('publishedAt', e.target.value)}
          />
        )}
      </FormField>
    );
  }
  return <TextAreaField label={t('admin.content.summary')} field="summary" rows={3} form={form} />;
}

/** News (spec §2), shown on the home page of their language. */
export const NEWS: ContentKind<
  AdminNewsDto,
  NewsValues,
  typeof newsCreateSchema,
  typeof newsUpdateSchema
> = {
  name: 'news',
  listRoute: contract.news.admin.list,
  schemas: { create: newsCreateSchema, update: newsUpdateSchema },
  endpoints: kindEndpoints('News'),
  blank: () => ({ summary: '', publishedAt: toLocalInput(new Date().toISOString()) }),
  valuesOf: (news) => ({ summary: news.summary, publishedAt: toLocalInput(news.publishedAt) }),
  Fields: NewsFields,
  columns: (t, formatDate) => [
    {
      title: t('admin.content.publishedAt'),
      sort: 'publishedAt',
      render: (_: unknown, news) => formatDate(news.publishedAt),
    },
  ],
  publicPath: () => '/',
  viewFromList: false,
};
