import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TicketStatus } from '@hadal/domain';
import {
  deleteTicket,
  getTicket,
  getTicketCounts,
  listTickets,
  replyToTicket,
  setTicketStatus,
  supportKeys,
  type TicketFilters,
} from './api';

/** Spec 02 §8 "Support": failures to list, load, change status or reply are only logged. */
export function logSupportFailure(what: string, error: unknown) {
  console.warn(`Support: ${what} failed`, error);
}

export function useTickets(filters: TicketFilters) {
  return useQuery({ queryKey: supportKeys.list(filters), queryFn: () => listTickets(filters), retry: false });
}

export function useTicketCounts(filters: Omit<TicketFilters, 'status'>) {
  return useQuery({ queryKey: supportKeys.counts(filters), queryFn: () => getTicketCounts(filters), retry: false });
}

export function useTicket(id: number) {
  return useQuery({ queryKey: supportKeys.ticket(id), queryFn: () => getTicket(id), retry: false, enabled: id > 0 });
}

/** After any change the inbox and the ticket are read again. */
function useRefreshSupport() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: supportKeys.all });
}

export function useReplyToTicket(id: number) {
  const refresh = useRefreshSupport();
  return useMutation({
    mutationFn: (text: string) => replyToTicket(id, text),
    onSuccess: refresh,
    onError: (e) => logSupportFailure('reply', e),
  });
}

export function useSetTicketStatus(id: number) {
  const refresh = useRefreshSupport();
  return useMutation({
    mutationFn: (status: TicketStatus) => setTicketStatus(id, status),
    onSettled: refresh,
    onError: (e) => logSupportFailure('status change', e),
  });
}

export function useDeleteTicket() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteTicket,
    onSuccess: (_data, id) => {
      queryClient.removeQueries({ queryKey: supportKeys.ticket(id) });
      return queryClient.invalidateQueries({ queryKey: supportKeys.all });
    },
  });
}
