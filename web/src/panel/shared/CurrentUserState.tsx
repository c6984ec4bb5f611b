import type { ReactNode } from 'react';
import type { UserDto } from '@conf/common';
import { useGetCurrentUserQuery } from '../../app/api';
import { QueryState } from './QueryState';

/**
 * A form over the signed-in user's own data (the account, a new abstract's authors): shown once
 * the user is loaded, behind the loading and error states.
 */
export function CurrentUserState({ children }: { children: (user: UserDto) => ReactNode }) {
  const { data: user, isLoading, error, refetch } = useGetCurrentUserQuery();
  return (
    <QueryState isLoading={isLoading} error={error} onRetry={() => void refetch()}>
      {user && children(user)}
    </QueryState>
  );
}
