import { Empty } from 'antd';
import type { MessageKey } from '@conf/common';
import { useT } from '../../app/intl';
import { PageHeader } from './PageHeader';

/**
 * The place of a console section whose screens are not built yet: its entry in routes.tsx is
 * replaced by the feature's own routes when they arrive.
 */
export function ComingSoon({ titleId }: { titleId: MessageKey }) {
  const t = useT();
  const title = t(titleId);
  return (
    <>
      <PageHeader title={title} />
      <Empty
        className="admin-coming-soon"
        description={
          <>
            <strong>{t('admin.comingSoon.title', { feature: title })}</strong>
            <br />
            {t('admin.comingSoon.text')}
          </>
        }
      />
    </>
  );
}
