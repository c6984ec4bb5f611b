import type { ReactNode } from 'react';
import { Breadcrumb, Flex, Typography } from 'antd';
import { useT } from '../../app/intl';
import { AdminLink } from './env';

export interface PageHeaderLink {
  title: string;
  to: string;
}

/**
 * Every screen's title and breadcrumb (spec §2: the breadcrumb starts with "Panel", then the
 * links the page supplies, then the page itself), with room for the screen's main actions.
 */
export function PageHeader({
  title,
  links = [],
  extra,
}: {
  title: string;
  links?: PageHeaderLink[];
  extra?: ReactNode;
}) {
  const t = useT();
  const items = [
    { key: 'panel', title: <AdminLink to="/admin">{t('admin.panel')}</AdminLink> },
    ...links.map((link) => ({
      key: link.to,
      title: <AdminLink to={link.to}>{link.title}</AdminLink>,
    })),
    { key: 'current', title: <span aria-current="page">{title}</span> },
  ];
  return (
    <header className="admin-page-header">
      <Breadcrumb items={items} className="admin-breadcrumb" />
      <Flex justify="space-between" align="center" wrap gap="small">
        <Typography.Title level={1} className="admin-page-title">
          {title}
        </Typography.Title>
        {extra ? (
          <Flex gap="small" wrap>
            {extra}
          </Flex>
        ) : null}
      </Flex>
    </header>
  );
}
