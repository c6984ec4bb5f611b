import { useParams, useRoutes } from 'react-router';
import { Empty } from 'antd';
import { useT } from '../../app/intl';
import { PageHeader } from '../shell/PageHeader';
import { NotFoundScreen } from '../shell/NotFoundScreen';
import { AdminConversation } from './AdminConversation';
import { ContactList } from './ContactList';
import '../../chat/chat.css';

/** /admin/messages and /admin/messages/{userId}: contacts beside the open conversation. */
function MessagesScreen() {
  const t = useT();
  const { userId: param } = useParams();
  const userId = param === undefined ? null : Number(param);
  if (userId !== null && !(Number.isInteger(userId) && userId > 0)) return <NotFoundScreen />;
  return (
    <>
      <PageHeader title={t('admin.menu.messages')} />
      <div className={`chat-admin ${userId ? 'chat-admin--open' : 'chat-admin--closed'}`}>
        <div className="chat-admin__contacts">
          <ContactList activeUserId={userId} />
        </div>
        <div className="chat-admin__conversation">
          {userId ? (
            <AdminConversation key={userId} userId={userId} />
          ) : (
            <Empty description={t('chat.admin.choose')} />
          )}
        </div>
      </div>
    </>
  );
}

/** The routes below /admin/messages (admin/routes.tsx mounts them at 'messages/*'). */
export function MessagesRoutes() {
  return useRoutes([
    { index: true, element: <MessagesScreen /> },
    { path: ':userId', element: <MessagesScreen /> },
    { path: '*', element: <NotFoundScreen /> },
  ]);
}
