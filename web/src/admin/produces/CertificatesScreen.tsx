import { Button, Popconfirm, Space, Tag } from 'antd';
import { SafetyCertificateOutlined } from '@ant-design/icons';
import {
  CERTIFICATE_KINDS,
  CERTIFICATE_VERIFY_PATH,
  contract,
  requestFor,
  type CertificateKind,
} from '@conf/common';
import { DownloadLink } from '../shell/DownloadLink';
import { useT } from '../../app/intl';
import { runAction } from '../shell/run-action';
import { actionsColumn, choiceFilter, dateColumn, useAdminList } from '../shell/admin-list';
import { personColumn } from '../shell/PersonCell';
import { SiteLink, useConsoleEnv } from '../shell/env';
import { useIssueCertificatesMutation } from './produces-api';

/** Issues every missing certificate of one kind (issuing again never duplicates). */
function IssueButton({ kind }: { kind: CertificateKind }) {
  const t = useT();
  const [issue, issuing] = useIssueCertificatesMutation();
  const onIssue = () =>
    runAction(
      () => issue({ kind }).unwrap(),
      (result) =>
        t('adminCert.issued', {
          issued: result.issued,
          existing: result.existing,
          basis: t(`adminCert.basis.${result.basis}`),
        }),
    );
  return (
    <Popconfirm title={t(`adminCert.confirm.${kind}`)} onConfirm={() => void onIssue()}>
      <Button
        type={kind === 'attendance' ? 'primary' : 'default'}
        icon={<SafetyCertificateOutlined />}
        loading={issuing.isLoading}
      >
        {t(`adminCert.issue.${kind}`)}
      </Button>
    </Popconfirm>
  );
}

/** /admin/certificates: issue certificates of attendance and of presentation; the issued ones. */
export function CertificatesScreen() {
  const t = useT();
  const env = useConsoleEnv();
  const list = useAdminList(
    contract.certificates.adminList,
    [
      personColumn(
        t('adminCert.holder'),
        (c) => ({ name: c.holderName, email: c.holderEmail }),
        'holderName',
      ),
      {
        title: t('adminCert.kind'),
        sort: 'kind',
        render: (_v, c) => (
          <Tag color={c.kind === 'attendance' ? 'blue' : 'purple'}>
            {t(`certificate.kind.${c.kind}`)}
          </Tag>
        ),
      },
      { title: t('adminCert.talk'), key: 'talk', render: (_v, c) => c.thesisTitle ?? '' },
      {
        title: t('adminCert.code'),
        key: 'code',
        render: (_v, c) => (
          <SiteLink path={`${CERTIFICATE_VERIFY_PATH}/${c.code}`} locale={env.dataLocale}>
            {c.code}
          </SiteLink>
        ),
      },
      dateColumn(t('adminCert.issuedAt'), 'issuedAt'),
      actionsColumn(t('adminWf.actions'), (c) => (
        <DownloadLink
          request={requestFor(contract.certificates.pdf, { params: { id: c.id } })}
          name={`certificate-${c.code}.pdf`}
        >
          PDF
        </DownloadLink>
      )),
    ],
    [
      { kind: 'search', label: t('adminCert.search') },
      choiceFilter('kind', t('adminCert.kind'), CERTIFICATE_KINDS, (k) =>
        t(`certificate.kind.${k}`),
      ),
    ],
    {
      title: t('adminCert.title'),
      actions: () => (
        <Space wrap>
          {CERTIFICATE_KINDS.map((kind) => (
            <IssueButton key={kind} kind={kind} />
          ))}
        </Space>
      ),
    },
  );
  return list.view;
}
