import { useParams } from 'react-router';
import { Space } from 'antd';
import { useT } from '../../app/intl';
import { ThesisDetails } from '../../panel/shared/ThesisDetails';
import { AdminLink } from '../shell/env';
import { PageHeader } from '../shell/PageHeader';
import { ScreenError, ScreenLoading } from '../shell/Screen';
import { DecisionCard } from './DecisionCard';
import { useGetAdminThesisQuery } from './theses-api';

/** /admin/theses/view/:id: the whole abstract, every file version, and the decision. */
export function ThesisReviewPage() {
  const t = useT();
  const id = Number(useParams().id);
  const valid = Number.isInteger(id) && id > 0;
  const { data: thesis, isLoading, error, refetch } = useGetAdminThesisQuery(id, { skip: !valid });
  const links = [{ title: t('adminWf.theses.title'), to: '/admin/theses' }];

  return (
    <>
      <PageHeader title={t('adminWf.thesis.title', { id: valid ? id : '?' })} links={links} />
      {!valid ? (
        <ScreenError error={{ message: t('error.abstractNotFound') }} />
      ) : isLoading ? (
        <ScreenLoading />
      ) : error || !thesis ? (
        <ScreenError error={error} retry={() => void refetch()} />
      ) : (
        <Space orientation="vertical" size="large" style={{ width: '100%' }}>
          <DecisionCard thesis={thesis} onConflict={() => void refetch()} />
          <ThesisDetails
            thesis={thesis}
            submitter={
              <AdminLink to={`/admin/users/view/${thesis.user.id}`}>
                {thesis.user.name} {thesis.user.surname}
              </AdminLink>
            }
          />
        </Space>
      )}
    </>
  );
}
