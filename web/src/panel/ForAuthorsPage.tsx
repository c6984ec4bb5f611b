import { Button, Card, Space, Typography } from 'antd';
import { DownloadOutlined } from '@ant-design/icons';
import {
  ACADEMIC_DEGREE_LABELS,
  FEE_EXEMPT_DEGREES,
  FOREIGN_FEE,
  LOCAL_FEE,
  PROGRAMME_COMPLAINT_HOURS,
  THESIS_LIMITS,
  feeFor,
} from '@conf/common';
import { useGetCurrentUserQuery } from '../app/api';
import { useT } from '../app/intl';
import { useLocale } from '../app/LocalLink';
import { TEMPLATE_URL } from './PanelLayout';
import { feeText, megabytes } from './shared/format';
import { PanelPage } from './shared/PanelPage';

/** /user/panel/for_authors: guidelines, the template, the fee rule and the programme rule, all from common. */
export function ForAuthorsPage() {
  const t = useT();
  const locale = useLocale();
  const { data: user } = useGetCurrentUserQuery();
  const money = (fee: { amount: number; currency: string }) => t('panel.fee.amount', fee);
  const exemptDegrees = FEE_EXEMPT_DEGREES.map((d) => ACADEMIC_DEGREE_LABELS[d][locale]).join(', ');
  return (
    <PanelPage titleId="for-authors-title" title={t('panel.forAuthors.title')}>
      <Space orientation="vertical" size="large" style={{ width: '100%' }}>
        <Card
          title={<h2 style={{ margin: 0, fontSize: 18 }}>{t('panel.forAuthors.guidelines')}</h2>}
        >
          <ul>
            <li>{t('panel.forAuthors.english')}</li>
            <li>
              {t('panel.forAuthors.titleRule', {
                min: THESIS_LIMITS.titleMinWords,
                max: THESIS_LIMITS.titleMaxWords,
                kwMin: THESIS_LIMITS.keywordsMin,
                kwMax: THESIS_LIMITS.keywordsMax,
              })}
            </li>
            <li>{t('panel.forAuthors.zipRule', { size: megabytes(THESIS_LIMITS.zipMaxBytes) })}</li>
            <li>{t('panel.forAuthors.authorsRule')}</li>
          </ul>
        </Card>
        <Card title={<h2 style={{ margin: 0, fontSize: 18 }}>{t('panel.forAuthors.template')}</h2>}>
          <Typography.Paragraph>{t('panel.forAuthors.templateText')}</Typography.Paragraph>
          <Button icon={<DownloadOutlined />} href={TEMPLATE_URL} download>
            {t('panel.nav.template')}
          </Button>
        </Card>
        <Card title={<h2 style={{ margin: 0, fontSize: 18 }}>{t('panel.forAuthors.fee')}</h2>}>
          <ul>
            <li>{t('panel.forAuthors.feeLocal', { fee: money(LOCAL_FEE) })}</li>
            <li>{t('panel.forAuthors.feeForeign', { fee: money(FOREIGN_FEE) })}</li>
            <li>{t('panel.forAuthors.feeExempt', { degrees: exemptDegrees })}</li>
          </ul>
          <Typography.Paragraph>{t('panel.forAuthors.feeWhen')}</Typography.Paragraph>
          {user && (
            <Typography.Paragraph strong>
              {t('panel.forAuthors.yourFee', {
                fee: feeText(
                  t,
                  feeFor({ countryCode: user.countryCode, academicDegree: user.academicDegree }),
                ),
              })}
            </Typography.Paragraph>
          )}
        </Card>
        <Card
          title={<h2 style={{ margin: 0, fontSize: 18 }}>{t('panel.forAuthors.programme')}</h2>}
        >
          <Typography.Paragraph>
            {t('panel.forAuthors.programmeText', { hours: PROGRAMME_COMPLAINT_HOURS })}
          </Typography.Paragraph>
        </Card>
      </Space>
    </PanelPage>
  );
}
