import type { ReactNode } from 'react';
import { Typography } from 'antd';

/** A panel screen: a section named by its level-1 heading (`titleId` ties the two together). */
export function PanelPage({
  titleId,
  title,
  className,
  children,
}: {
  titleId: string;
  title: ReactNode;
  className?: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={titleId} className={className}>
      <Typography.Title level={1} id={titleId} style={{ fontSize: 28 }}>
        {title}
      </Typography.Title>
      {children}
    </section>
  );
}
