// Placeholder until this area is built: answers 501 (the foundation issue allows it).
import { HttpError } from '../http-error.js';
import { API_PREFIX, type Route } from '../types.js';

const notYet = () => { throw new HttpError(501, 'not implemented in the sandbox yet'); };
export const reportsRoutes: Route[] = [
  { method: 'GET', path: `${API_PREFIX}/report/dashboard`, handler: notYet },
  { method: 'GET', path: `${API_PREFIX}/report/breakdown`, handler: notYet },
  { method: 'GET', path: `${API_PREFIX}/report/bidders`, handler: notYet },
  { method: 'GET', path: `${API_PREFIX}/report/ab-test`, handler: notYet },
];
