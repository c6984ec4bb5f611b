import { List } from 'antd';
import { DownloadOutlined } from '@ant-design/icons';
import { CERTIFICATE_VERIFY_PATH, contract, requestFor } from '@conf/common';
import { formatDate } from '../../app/dates';
import { useT } from '../../app/intl';
import { LocalLink } from '../../app/LocalLink';
import { DownloadItem } from '../shared/DownloadItem';
import { QueryState } from '../shared/QueryState';
import { useGetMyCertificatesQuery } from './produces-api';
import { PanelPage } from '../shared/PanelPage';

/** /user/panel/certificates: the caller's certificates, each with its PDF and public check. */
export function CertificatesPage() {
  const t = useT();
  const { data, isLoading, error, refetch } = useGetMyCertificatesQuery();
  return (
    <PanelPage titleId="certificates-title" title={t('panelCert.title')}>
      <QueryState
        isLoading={isLoading}
        error={error}
        onRetry={() => void refetch()}
        isEmpty={!data || data.length === 0}
        emptyText={t('panelCert.empty')}
      >
        <List
          dataSource={data ?? []}
          renderItem={(c) => (
            <DownloadItem
              key={c.id}
              download={{
                request: requestFor(contract.certificates.pdf, { params: { id: c.id } }),
                name: `certificate-${c.code}.pdf`,
                button: <DownloadOutlined />,
                label: t('panelCert.download'),
              }}
              title={t(`certificate.kind.${c.kind}`)}
              description={
                <>
                  {c.thesisTitle && <div>{c.thesisTitle}</div>}
                  <div>
                    {t('panelCert.issuedOn', { date: formatDate(c.issuedAt, t) })} ·{' '}
                    <LocalLink to={`${CERTIFICATE_VERIFY_PATH}/${c.code}`}>{c.code}</LocalLink>
                  </div>
                </>
              }
            />
          )}
        />
      </QueryState>
    </PanelPage>
  );
}
