import { FilePdfOutlined } from '@ant-design/icons';
import type { PaymentDto } from '@conf/common';
import { useT } from '../../app/intl';
import { ApiFileLink, useApiImage } from '../theses/api-file';

/** A receipt at a glance: an image as a thumbnail, a PDF as an icon; either opens in full. */
export function ReceiptPreview({ receipt }: { receipt: PaymentDto['receipt'] }) {
  const t = useT();
  const isImage = receipt.mime.startsWith('image/');
  const src = useApiImage(isImage ? receipt.url : null);
  const label = t('adminWf.payments.openReceipt', { name: receipt.originalName });
  return (
    <ApiFileLink path={receipt.url} name={receipt.originalName} inline>
      {isImage ? (
        <img
          src={src}
          alt={label}
          width={64}
          height={64}
          loading="lazy"
          style={{
            objectFit: 'cover',
            borderRadius: 4,
            border: '1px solid #d9d9d9',
            background: '#fafafa',
          }}
        />
      ) : (
        <span aria-label={label} title={label}>
          <FilePdfOutlined style={{ fontSize: 32, color: '#cf1322' }} /> PDF
        </span>
      )}
    </ApiFileLink>
  );
}
