import type { Fee, MessageKey } from '@conf/common';

type Translate = (key: MessageKey, values?: Record<string, string | number>) => string;

/** "30 AZN", or the exemption text: the fee as feeFor (common) computed it. */
export function feeText(t: Translate, fee: Fee): string {
  return fee.exempt
    ? t('panel.fee.exempt')
    : t('panel.fee.amount', { amount: fee.amount, currency: fee.currency });
}

export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

export const megabytes = (bytes: number) => Math.round(bytes / (1024 * 1024));
