import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../api/httpClient';
import type { LoggedInUser } from '../../domain/user';

export type Me = Omit<LoggedInUser, 'access_token' | 'refresh_token'>;

/** The signed-in user as the server knows them now (name, role and permissions read fresh). */
export const useMe = (options: { refetchInterval?: number; staleTime?: number } = {}) =>
  useQuery({
    queryKey: ['users', 'me'],
    queryFn: () => apiClient.get<{ data: Me }>('/users/me').then((answer) => answer.data),
    ...options,
  });
