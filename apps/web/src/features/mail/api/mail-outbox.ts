import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { API, mailOutboxResponse, retryMailResponse, type MailOutboxRequest, type RetryMailRequest } from '@planilla/contracts';
import { apiRequest } from '../../../lib/api-client';
import { currentCompanyId } from '../../../lib/session';

/** Query keys of the outgoing mail screen, scoped by company. */
export const mailKeys = {
  all: ['mail'] as const,
  lists: (company: number) => [...mailKeys.all, company, 'outbox'] as const,
  list: (company: number, request: MailOutboxRequest) => [...mailKeys.lists(company), request] as const,
};

/** `util/mailoutbox`: a page of the company's outgoing mail, its counts and where mail goes; polled while pending. */
export const useMailOutbox = (request: MailOutboxRequest, polling: boolean) =>
  useQuery({
    queryKey: mailKeys.list(currentCompanyId(), request),
    placeholderData: keepPreviousData,
    refetchInterval: polling ? 5000 : false,
    queryFn: ({ signal }) => apiRequest(API.mailOutbox, { body: request, schema: mailOutboxResponse, signal }),
  });

/** `util/retrymail` (PUT): failed messages (some, or all of the company's) due again now. */
export const useRetryMail = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: RetryMailRequest) =>
      apiRequest(API.retryMail, { body: request, schema: retryMailResponse }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: mailKeys.lists(currentCompanyId()) }),
  });
};
