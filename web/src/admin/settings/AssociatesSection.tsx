import { useState } from 'react';
import { Button, Card, Flex, Image, Space, Typography, Upload } from 'antd';
import {
  ArrowDownOutlined,
  ArrowUpOutlined,
  DeleteOutlined,
  InboxOutlined,
  PlusOutlined,
} from '@ant-design/icons';
import {
  ASSOCIATES_MAX,
  LOGO_LIMITS,
  contract,
  type AdminSettingsDto,
  type Associate,
} from '@conf/common';
import { fieldErrors } from '../../app/error-message';
import { useT, useTranslateKey } from '../../app/intl';
import { requestOf } from '../../app/contract';
import { showError } from '../../app/toast';
import { useApiFileUrl, useUpload } from '../../app/transfer-hooks';
import { SectionFrame, TextSetting, getIn, useSectionForm, type SectionForm } from './section-form';
import { LocalizedSetting } from './sections';

const blank = (): Associate => ({ name: { en: '', az: '' }, url: '', logoId: null });

function LogoPreview({ logoId, alt }: { logoId: string; alt: string }) {
  const src = useApiFileUrl(requestOf(contract.settings.logo, { params: { id: logoId } }));
  return src ? (
    <Image src={src} alt={alt} height={48} style={{ objectFit: 'contain' }} preview={false} />
  ) : null;
}

/** A logo: drop or choose an image (checked here and again, by its bytes, by the API). */
function LogoField({ form, index }: { form: SectionForm; index: number }) {
  const t = useT();
  const translate = useTranslateKey();
  const upload = useUpload();
  const path = `items.${index}.logoId`;
  const logoId = getIn(form.values, path) as string | null;
  const name = (getIn(form.values, `items.${index}.name.en`) as string) || '';
  const [error, setError] = useState<string | null>(null);

  async function send(file: File) {
    setError(null);
    if (!(LOGO_LIMITS.mimeTypes as readonly string[]).includes(file.type)) {
      return setError('validation.logoType');
    }
    if (file.size > LOGO_LIMITS.maxBytes) return setError('validation.logoSize');
    const body = new FormData();
    body.append('logo', file);
    try {
      const { logoId: id } = await upload.start(contract.settings.uploadLogo, { body });
      form.change(path, id);
    } catch (err) {
      const field = fieldErrors(err).logo;
      if (field) setError(field);
      else showError(err);
    }
  }

  const shownError = error ?? form.errors[path];
  return (
    <div className="settings-logo">
      <Typography.Text strong>{t('settings.associates.logo')}</Typography.Text>
      <Flex gap="middle" align="center" wrap style={{ marginTop: 8 }}>
        {logoId ? <LogoPreview logoId={logoId} alt={name} /> : null}
        <Upload.Dragger
          accept={LOGO_LIMITS.mimeTypes.join(',')}
          showUploadList={false}
          multiple={false}
          disabled={upload.uploading}
          beforeUpload={(file) => {
            void send(file);
            return false;
          }}
          className="settings-logo__drop"
        >
          <p className="ant-upload-drag-icon">
            <InboxOutlined />
          </p>
          <p className="ant-upload-text">
            {upload.uploading
              ? t('settings.associates.uploading', { percent: upload.percent ?? 0 })
              : t('settings.associates.drop')}
          </p>
          <p className="ant-upload-hint">{t('settings.associates.logoHint')}</p>
        </Upload.Dragger>
        {logoId ? (
          <Button onClick={() => form.change(path, null)}>
            {t('settings.associates.removeLogo')}
          </Button>
        ) : null}
      </Flex>
      {shownError ? (
        <div role="alert" className="ant-form-item-explain-error">
          {translate(shownError)}
        </div>
      ) : null}
    </div>
  );
}

/** Associate organisations in the footer's order: name in both languages, link, logo. */
export function AssociatesSection({ data }: { data: AdminSettingsDto }) {
  const t = useT();
  const form = useSectionForm('associates', data.settings.associates);
  const items = (getIn(form.values, 'items') as Associate[] | undefined) ?? [];
  const setItems = (next: Associate[]) => {
    form.change('items', next);
  };
  const move = (from: number, to: number) => {
    const next = [...items];
    const [item] = next.splice(from, 1);
    next.splice(to, 0, item!);
    setItems(next);
  };
  return (
    <SectionFrame form={form} updated={data.updated.associates}>
      {items.length === 0 ? (
        <Typography.Paragraph type="secondary">
          {t('settings.associates.none')}
        </Typography.Paragraph>
      ) : null}
      {items.map((item, index) => (
        <Card
          key={index}
          size="small"
          style={{ marginBottom: 16 }}
          title={
            <h3 className="settings-card-title">
              {t('settings.associates.item', { number: index + 1 })}
            </h3>
          }
          extra={
            <Space wrap>
              <Button
                icon={<ArrowUpOutlined />}
                aria-label={t('settings.associates.up', { number: index + 1 })}
                disabled={index === 0}
                onClick={() => move(index, index - 1)}
              />
              <Button
                icon={<ArrowDownOutlined />}
                aria-label={t('settings.associates.down', { number: index + 1 })}
                disabled={index === items.length - 1}
                onClick={() => move(index, index + 1)}
              />
              <Button
                danger
                icon={<DeleteOutlined />}
                aria-label={t('settings.associates.remove', { number: index + 1 })}
                onClick={() => setItems(items.filter((_, i) => i !== index))}
              />
            </Space>
          }
        >
          <LocalizedSetting
            form={form}
            path={`items.${index}.name`}
            label="settings.associates.name"
          />
          <TextSetting
            form={form}
            path={`items.${index}.url`}
            label="settings.associates.url"
            inputMode="url"
          />
          <LogoField form={form} index={index} />
        </Card>
      ))}
      <Button
        icon={<PlusOutlined />}
        disabled={items.length >= ASSOCIATES_MAX}
        onClick={() => setItems([...items, blank()])}
        style={{ marginBottom: 16, display: 'block' }}
      >
        {t('settings.associates.add')}
      </Button>
    </SectionFrame>
  );
}
