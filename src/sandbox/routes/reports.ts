// The reporting operations (spec 4.2–4.5) over the generated facts (data/facts.ts): each
// operation lives in its own reports-<operation>.ts.
import { API_PREFIX, type Route } from '../types.js';
import { abTestHandler } from './reports-abtest.js';
import { biddersHandler } from './reports-bidders.js';
import { breakdownHandler } from './reports-breakdown.js';
import { dashboardHandler } from './reports-dashboard.js';

export const reportsRoutes: Route[] = [
  { method: 'GET', path: `${API_PREFIX}/report/dashboard`, handler: dashboardHandler },
  { method: 'GET', path: `${API_PREFIX}/report/breakdown`, handler: breakdownHandler },
  { method: 'GET', path: `${API_PREFIX}/report/bidders`, handler: biddersHandler },
  { method: 'GET', path: `${API_PREFIX}/report/ab-test`, handler: abTestHandler },
];
