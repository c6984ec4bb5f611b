import type { ReactNode } from 'react';
import { Space, Typography } from 'antd';
import { LocalLink } from '../../app/LocalLink';

/**
 * A panel screen: a section named by its level-1 heading (`titleId` ties the two together), and
 * on a screen below a list (one abstract, its payment) the way back to it above the heading.
 */
export function PanelPage({
  titleId,
  title,
  back,
  className,
  children,
}: {
  titleId: string;
  title: ReactNode;
  back?: { to: string; label: string };
  className?: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={titleId} className={className}>
      {back && (
        <Space style={{ marginBottom: 8 }}>
          <LocalLink to={back.to}>← {back.label}</LocalLink>
        </Space>
      )}
      <Typography.Title level={1} id={titleId} style={{ fontSize: 28 }}>
        {title}
      </Typography.Title>
      {children}
    </section>
  );
}
