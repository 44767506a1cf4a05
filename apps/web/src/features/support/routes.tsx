/* The support screens (admins only: the route guard's admin area), loaded lazily by the router. */
export { SupportInboxPage } from './support-inbox-page';
export { TicketDetailPage } from './ticket-detail-page';
