import type { ReactNode } from 'react';
import { DownloadOutlined } from '@ant-design/icons';
import type { ApiRequest } from '@conf/common';
import { ApiFileLink } from '../../app/ApiFileLink';

/** A file the console offers to save (a PDF the API builds): a button-styled link with the download icon. */
export function DownloadLink({
  request,
  name,
  children,
}: {
  request: ApiRequest;
  name: string;
  children: ReactNode;
}) {
  return (
    <ApiFileLink request={request} name={name} button={<DownloadOutlined />}>
      {children}
    </ApiFileLink>
  );
}
