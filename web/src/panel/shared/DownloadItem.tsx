import type { ReactNode } from 'react';
import { List } from 'antd';
import type { ApiRequest } from '@conf/common';
import { ApiFileLink } from '../../app/ApiFileLink';

/** What a list row offers to download: the request, the saved file's name and the link's text. */
export interface Download {
  request: ApiRequest;
  name: string;
  label: ReactNode;
  /** Shown as a button with this icon rather than a plain link. */
  button?: ReactNode;
}

/**
 * A row of a panel list of documents (an abstract's files and receipts, letters, certificates):
 * what it is, and its download as the row's action where there is one.
 */
export function DownloadItem({
  download,
  title,
  description,
}: {
  download?: Download;
  title: ReactNode;
  description: ReactNode;
}) {
  return (
    <List.Item
      actions={
        download
          ? [
              <ApiFileLink
                key="download"
                request={download.request}
                name={download.name}
                button={download.button}
              >
                {download.label}
              </ApiFileLink>,
            ]
          : []
      }
    >
      <List.Item.Meta title={title} description={description} />
    </List.Item>
  );
}
