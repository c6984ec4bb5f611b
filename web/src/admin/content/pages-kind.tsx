import { Input, InputNumber } from 'antd';
import { contract, pageCreateSchema, pageUpdateSchema, type AdminPageDto } from '@conf/common';
import { useT } from '../../app/intl';
import { FormField } from '../../panel/shared/FormField';
import { kindEndpoints } from './content-api';
import { TextAreaField } from './ContentFields';
import type { ContentKind, ContentValues, KindFieldsProps } from './content-kind';
import { pagePublicPath } from './public-path';

export interface PageValues extends ContentValues {
  slug: string;
  description: string;
  position: number;
}

/** A page's own fields: its order in menus, its address and its description. */
function PageFields({ slot, ...form }: KindFieldsProps<PageValues>) {
  const t = useT();
  const { values, errors, set } = form;
  if (slot === 'row') {
    return (
      <FormField label={t('admin.content.position')} error={errors.position}>
        {(id) => (
          <InputNumber
            id={id}
            min={0}
            max={10000}
            value={values.position}
            onChange={(v) => set('position', Number(v ?? 0))}
          />
        )}
      </FormField>
    );
  }
  return (
    <>
      <FormField label={t('admin.content.slug')} error={errors.slug} required>
        {(id) => (
          <Input id={id} value={values.slug} onChange={(e) => set('slug', e.target.value)} />
        )}
      </FormField>
      <TextAreaField
        label={t('admin.content.description')}
        field="description"
        rows={2}
        form={form}
      />
    </>
  );
}

/** Content pages (spec §2), read by visitors at /pages/{slug}. */
export const PAGES: ContentKind<
  AdminPageDto,
  PageValues,
  typeof pageCreateSchema,
  typeof pageUpdateSchema
> = {
  name: 'pages',
  listRoute: contract.pages.admin.list,
  schemas: { create: pageCreateSchema, update: pageUpdateSchema },
  endpoints: kindEndpoints('Pages'),
  blank: () => ({ slug: '', description: '', position: 0 }),
  valuesOf: (page) => ({ slug: page.slug, description: page.description, position: page.position }),
  Fields: PageFields,
  columns: (t, formatDate) => [
    { title: t('admin.content.slug'), dataIndex: 'slug', sort: 'slug' },
    {
      title: t('admin.content.updatedAt'),
      sort: 'updatedAt',
      render: (_: unknown, page) => formatDate(page.updatedAt),
    },
  ],
  publicPath: (page) => pagePublicPath(page.slug),
  viewFromList: true,
};
