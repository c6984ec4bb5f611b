import { FilePdfOutlined } from '@ant-design/icons';
import { contract, requestFor, type PaymentDto } from '@conf/common';
import { ApiFileLink } from '../../app/ApiFileLink';
import { useT } from '../../app/intl';
import { useApiFileUrl } from '../../app/transfer-hooks';

/** A receipt at a glance: an image as a thumbnail, a PDF as an icon; either opens in full. */
export function ReceiptPreview({ payment }: { payment: PaymentDto }) {
  const t = useT();
  const { receipt } = payment;
  const request = requestFor(contract.payments.receipt, { params: { id: payment.id } });
  const isImage = receipt.mime.startsWith('image/');
  const src = useApiFileUrl(isImage ? request : null);
  const label = t('adminWf.payments.openReceipt', { name: receipt.originalName });
  return (
    <ApiFileLink request={request} name={receipt.originalName} inline>
      {isImage ? (
        <img
          src={src ?? undefined}
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
