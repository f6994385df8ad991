// The one registry of sandbox operations: each area exports its routes from its own file.
import type { Route } from '../types.js';
import { auctionsRoutes } from './auctions.js';
import { authRoutes } from './auth.js';
import { configRoutes } from './config.js';
import { demandRoutes } from './demand.js';
import { exportsRoutes } from './exports.js';
import { incidentsRoutes } from './incidents.js';
import { networkRoutes } from './network.js';
import { reportsRoutes } from './reports.js';
import { tasksRoutes } from './tasks.js';

export const ALL_ROUTES: Route[] = [
  ...authRoutes,
  ...reportsRoutes,
  ...networkRoutes,
  ...demandRoutes,
  ...exportsRoutes,
  ...auctionsRoutes,
  ...configRoutes,
  ...tasksRoutes,
  ...incidentsRoutes,
];
