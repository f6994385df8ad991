// Placeholder until this area is built: answers 501 (the foundation issue allows it).
import { HttpError } from '../http-error.js';
import { API_PREFIX, type Route } from '../types.js';

const notYet = () => { throw new HttpError(501, 'not implemented in the sandbox yet'); };
export const networkRoutes: Route[] = [
  { method: 'GET', path: `${API_PREFIX}/report/network`, handler: notYet },
  { method: 'GET', path: `${API_PREFIX}/reports/network`, handler: notYet },
];
