import { SUPPORT_MESSAGES } from '@hadal/domain';

/** The detail of every 404 of the support calls. */
export const SUPPORT_TICKET_NOT_FOUND = SUPPORT_MESSAGES.ticketNotFound;
