import { Button, Progress, Space } from 'antd';
import { useT } from '../../app/intl';

/** The progress of a running upload, with the way to cancel it. */
export function UploadProgress({
  percent,
  onCancel,
}: {
  percent: number | null;
  onCancel: () => void;
}) {
  const t = useT();
  if (percent === null) return null;
  return (
    <Space orientation="vertical" style={{ width: '100%' }} role="status" aria-live="polite">
      <span>{t('panel.upload.progress', { percent })}</span>
      <Progress percent={percent} aria-label={t('panel.upload.progress', { percent })} />
      <Button onClick={onCancel} danger>
        {t('panel.upload.cancel')}
      </Button>
    </Space>
  );
}
