import type { ReactNode } from 'react';

/**
 * A titled box drawn as antd's Card draws one (panel.css, .panel-card). antd's Card imports its
 * Tabs for a tab list the panel never shows: about 13 KB gzip in the panel's first load for the
 * two boxes of its home screen (issue 11: panel ≤ 300 KB gzip).
 */
export function PanelCard({
  title,
  extra,
  children,
}: {
  title: ReactNode;
  extra?: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className="panel-card">
      <div className="panel-card__head">
        <div className="panel-card__title">{title}</div>
        {extra && <div className="panel-card__extra">{extra}</div>}
      </div>
      <div className="panel-card__body">{children}</div>
    </div>
  );
}
