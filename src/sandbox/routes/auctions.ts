// Placeholder until this area is built: answers 501 (the foundation issue allows it).
import { HttpError } from '../http-error.js';
import { API_PREFIX, type Route } from '../types.js';

const notYet = () => { throw new HttpError(501, 'not implemented in the sandbox yet'); };
export const auctionsRoutes: Route[] = [
  { method: 'GET', path: `${API_PREFIX}/auction/rounds`, handler: notYet },
  { method: 'GET', path: `${API_PREFIX}/auction/bids`, handler: notYet },
];
