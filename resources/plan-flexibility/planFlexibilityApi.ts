import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useNotify } from 'react-admin';
import { planFlexibilityContract } from '../../domain/contracts/plan-flexibility';
import { superPlanFlexibilityContract } from '../../domain/contracts/super-plan-flexibility';
import type { PlanAnswer, PlanMove, PlanRequestCreate, PlanRequestState } from '../../domain/planFlexibility';
import type { AnswerOf } from '../../src/api/callEndpoint';
import { dataProvider } from '../../src/providers/dataProvider';
import { useCurrentUser } from '../../src/layout/useCurrentUser';

/**
 * Plan flexibility's calls (issue 21 item 6): the landlord's side on /api/plan-flexibility, the
 * platform's on /api/super/plan-flexibility. One query key root, so every write refreshes both
 * the list and the open request.
 */
const KEY = 'plan-flexibility';

/** Who is looking: the platform (answers, moves), or the landlord's side (asks, when it is the landlord). */
export function usePlanSide() {
  const { menuUser } = useCurrentUser();
  const platform = menuUser.roleKey === 'super_admin';
  return {
    platform,
    mayAsk: menuUser.roleKey === 'landlord',
    apiBase: platform ? '/super/plan-flexibility' : '/plan-flexibility',
  } as const;
}

export interface PlanRequestFilter {
  state: PlanRequestState | '';
  landlordId: string;
  page: number;
}

const landlordSide = planFlexibilityContract.endpoints;
const platformSide = superPlanFlexibilityContract.endpoints;

/** A request with its thread, as every write answers it (the contract's type; both sides answer alike). */
type OneAnswer = AnswerOf<typeof platformSide.answer>;

export const PAGE_SIZE = 10;

export function usePlanRequests(filter: PlanRequestFilter) {
  const { apiBase, platform } = usePlanSide();
  return useQuery({
    queryKey: [KEY, 'list', apiBase, filter],
    queryFn: ({ signal }) => {
      const query = { page: filter.page, pageSize: PAGE_SIZE, state: filter.state || undefined };
      return platform
        ? dataProvider.call(platformSide.list, {
            query: { ...query, landlordId: filter.landlordId || undefined },
            signal,
          })
        : dataProvider.call(landlordSide.list, { query, signal });
    },
    placeholderData: keepPreviousData,
  });
}

export function usePlanRequest(id: string) {
  const { apiBase, platform } = usePlanSide();
  return useQuery({
    queryKey: [KEY, 'one', apiBase, id],
    queryFn: ({ signal }) =>
      dataProvider
        .call(platform ? platformSide.get : landlordSide.get, { params: { id }, signal })
        .then((r) => r.data),
  });
}

/** The plans on sale and (for the landlord's side) its subscription. */
export function usePlanOptions() {
  const { apiBase, platform } = usePlanSide();
  return useQuery({
    queryKey: [KEY, 'options', apiBase],
    queryFn: ({ signal }) =>
      dataProvider
        .call(platform ? platformSide.options : landlordSide.options, { signal })
        .then((r) => r.data),
  });
}

/** The writes: a landlord's request, the platform's answer and move. Each refreshes and says how it went. */
export function usePlanActions() {
  const queryClient = useQueryClient();
  const notify = useNotify();
  const done = (answer: OneAnswer) => {
    void queryClient.invalidateQueries({ queryKey: [KEY] });
    notify(answer.message, { type: 'success' });
  };
  const failed = (err: unknown) =>
    notify(err instanceof Error ? err.message : 'planFlexibility.notify.not_saved', { type: 'error' });
  const ask = useMutation({
    mutationFn: (body: PlanRequestCreate) => dataProvider.call(landlordSide.create, { body }),
    onSuccess: done,
    onError: failed,
  });
  const answer = useMutation({
    mutationFn: ({ id, ...body }: PlanAnswer & { id: string }) =>
      dataProvider.call(platformSide.answer, { params: { id }, body }),
    onSuccess: done,
    onError: failed,
  });
  const move = useMutation({
    mutationFn: ({ id, ...body }: PlanMove & { id: string }) =>
      dataProvider.call(platformSide.move, { params: { id }, body }),
    onSuccess: done,
    onError: failed,
  });
  return { ask, answer, move };
}
