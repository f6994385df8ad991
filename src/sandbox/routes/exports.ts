// Placeholder until this area is built: answers 501 (the foundation issue allows it).
import { HttpError } from '../http-error.js';
import { API_PREFIX, type Route } from '../types.js';

const notYet = () => { throw new HttpError(501, 'not implemented in the sandbox yet'); };
export const exportsRoutes: Route[] = [
  { method: 'POST', path: `${API_PREFIX}/report/impressions/export`, handler: notYet },
  { method: 'POST', path: `${API_PREFIX}/export/impressions`, handler: notYet },
  { method: 'POST', path: `${API_PREFIX}/export/requests`, handler: notYet },
  { method: 'GET', path: `${API_PREFIX}/report/impressions/export/:export_id`, handler: notYet },
  { method: 'GET', path: `${API_PREFIX}/export/bids/:export_id`, handler: notYet },
];
