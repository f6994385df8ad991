// The one typed client of the reporting API. Built per request context (workspace / channel
// account), never a process-wide singleton: `createApiClient` is cheap, and `close()` frees the pool.
import { createHash } from 'node:crypto';
import { HttpClient, type HttpOptions } from './http.js';
import { Question, type QuestionOptions } from './question.js';
import { AbTestResource } from './resources/abtest.js';
import { AuctionsResource } from './resources/auctions.js';
import { AuthResource } from './resources/auth.js';
import { BiddersResource } from './resources/bidders.js';
import { BreakdownResource } from './resources/breakdown.js';
import { ConfigResource } from './resources/config.js';
import { DashboardResource } from './resources/dashboard.js';
import { DemandResource } from './resources/demand.js';
import { ExportsResource } from './resources/exports.js';
import { NetworkResource } from './resources/network.js';
import { TasksResource } from './resources/tasks.js';

export interface ApiClientOptions extends HttpOptions {
  /** The clock used by date rules that depend on "now" (export days, demand windows). */
  now?: () => number;
}

export class ApiClient {
  readonly http: HttpClient;
  readonly auth: AuthResource;
  readonly dashboard: DashboardResource;
  readonly breakdown: BreakdownResource;
  readonly bidders: BiddersResource;
  readonly abTest: AbTestResource;
  readonly network: NetworkResource;
  readonly demand: DemandResource;
  readonly exports: ExportsResource;
  readonly auctions: AuctionsResource;
  readonly config: ConfigResource;
  readonly tasks: TasksResource;
  /**
   * Which account answers: a fingerprint of the base URL and key (never the key). Caches of API
   * answers are keyed by it, so two accounts never share an answer.
   */
  readonly account: string;

  constructor(
    private readonly options: ApiClientOptions,
    /** A client scoped to a question shares its parent's transport (`within`). */
    http?: HttpClient,
  ) {
    const now = options.now ?? Date.now;
    this.account = createHash('sha256').update(`${options.baseUrl}\n${options.apiKey}`).digest('hex').slice(0, 16);
    this.http = http ?? new HttpClient(options);
    this.auth = new AuthResource(this.http);
    this.dashboard = new DashboardResource(this.http);
    this.breakdown = new BreakdownResource(this.http);
    this.bidders = new BiddersResource(this.http);
    this.abTest = new AbTestResource(this.http);
    this.network = new NetworkResource(this.http);
    this.demand = new DemandResource(this.http, now);
    this.exports = new ExportsResource(this.http, now);
    this.auctions = new AuctionsResource(this.http);
    this.config = new ConfigResource(this.http);
    this.tasks = new TasksResource(this.http);
  }

  /**
   * This client for one question (a person's, a digest run's, an export step's, a watch check's):
   * every call it makes carries the question's signal and deadline, takes its share of connections
   * and spends its paging budget (./question.ts). Cheap: the transport is shared; closing it closes nothing.
   */
  within(question: Question | QuestionOptions): ApiClient {
    const q = question instanceof Question ? question : new Question(question);
    return new ApiClient(this.options, this.http.within(q));
  }

  /** The question this client serves, if it was scoped to one. */
  get question(): Question | undefined {
    return this.http.question;
  }

  close(): Promise<void> {
    return this.http.close();
  }
}

export function createApiClient(options: ApiClientOptions): ApiClient {
  return new ApiClient(options);
}
