import { Inbox, RefreshCw } from 'lucide-react';
import { useDeferredValue, useEffect, useState } from 'react';
import { SUPPORT_MESSAGES, TICKET_STATUSES, type TicketStatus } from '@hadal/domain';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { logSupportFailure, useTicketCounts, useTickets } from './hooks';
import { TicketCounts } from './components/ticket-counts';
import { TicketRow } from './components/ticket-row';

/** The support inbox (spec 02 §2 "Support inbox", /support): counts, search, filters, refresh and the tickets. */
export function SupportInboxPage() {
  const [status, setStatus] = useState<TicketStatus | 'all'>('all');
  const [search, setSearch] = useState('');
  const [customerEmail, setCustomerEmail] = useState('');
  // Typing does not ask the server on every key: the lists follow the text once typing pauses.
  const searchText = useDeferredValue(search);
  const emailText = useDeferredValue(customerEmail);
  const tickets = useTickets({ status, search: searchText, customerEmail: emailText });
  const counts = useTicketCounts({ search: searchText, customerEmail: emailText });
  const now = new Date(tickets.dataUpdatedAt || Date.now());

  useEffect(() => {
    if (tickets.isError) logSupportFailure('ticket list', tickets.error);
  }, [tickets.isError, tickets.error]);

  const rows = tickets.data ?? [];
  const refreshing = tickets.isFetching || counts.isFetching;

  return (
    <section className="mx-auto w-full max-w-page px-4 py-8 sm:px-6 sm:py-10">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="font-display text-2xl font-bold text-ink-900 sm:text-3xl">Support Inbox</h1>
          <p className="mt-1 text-ink-700">Customer emails to the support address, as tickets.</p>
        </div>
        <Button
          variant="outline"
          onClick={() => void Promise.all([tickets.refetch(), counts.refetch()])}
          loading={refreshing}
          icon={<RefreshCw aria-hidden="true" className="size-4" />}
        >
          Refresh
        </Button>
      </div>

      <div className="mt-6">
        <TicketCounts counts={counts.data} />
      </div>

      <div className="mt-6 grid grid-cols-1 gap-3 sm:grid-cols-3">
        <Input
          label="Search"
          type="search"
          placeholder="Subject or customer email"
          value={search}
          onChange={(e) => setSearch(e.target.value)}
        />
        <Select label="Status" value={status} onChange={(e) => setStatus(e.target.value as TicketStatus | 'all')}>
          <option value="all">All</option>
          {TICKET_STATUSES.map((s) => (
            <option key={s} value={s}>
              {s[0]!.toUpperCase() + s.slice(1)}
            </option>
          ))}
        </Select>
        <Input
          label="Customer email"
          type="email"
          placeholder="customer@example.com"
          value={customerEmail}
          onChange={(e) => setCustomerEmail(e.target.value)}
        />
      </div>

      <div className="mt-6">
        {tickets.isPending ? (
          <p role="status" className="py-10 text-center text-ink-700">
            Loading tickets...
          </p>
        ) : rows.length === 0 ? (
          <Card padding="lg" className="text-center">
            <Inbox aria-hidden="true" className="mx-auto size-12 text-ocean-600" />
            <h2 className="mt-4 font-display text-xl font-semibold text-ink-900">{SUPPORT_MESSAGES.empty}</h2>
            <p className="mt-2 text-ink-700">{SUPPORT_MESSAGES.emptyHint}</p>
          </Card>
        ) : (
          <Card padding="none" className="overflow-hidden">
            <ul aria-label="Tickets">
              {rows.map((t) => (
                <TicketRow key={t.id} ticket={t} now={now} />
              ))}
            </ul>
          </Card>
        )}
      </div>
    </section>
  );
}
