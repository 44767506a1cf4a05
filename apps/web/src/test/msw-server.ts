import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';

/** Handlers every test starts with: the API is healthy. Override per test with server.use(...). */
export const defaultHandlers = [http.get('*/api/health', () => HttpResponse.json({ status: 'ok' }))];

export const server = setupServer(...defaultHandlers);
